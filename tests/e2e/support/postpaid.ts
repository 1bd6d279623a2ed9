// Steps of the postpaid journey as a customer takes them, shared by the postpaid end-to-end specs.
// The widgets are satisfied by their own modules' flows (the same the generated tests use), with the
// props the journey definition gives them.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import journey from '../../../flows/journeys/postpaid-sim.json' with { type: 'json' };
import type { WidgetFlow } from '../../../src/definitions/widget-flow';
import { flow as areaFlow } from '../../../src/ui/widgets/areaCascade/flow';
import { flow as documentsFlow } from '../../../src/ui/widgets/documentUpload/flow';
import { pickRandomNumber } from '../../../src/ui/widgets/numberPicker/flow';
import type { Lang } from './journey';

/**
 * A well-formed NIK (a district of 31.74, born 17-08-1990) with the given last four digits. Random
 * serials stay within 1000-3999, clear of every sandbox marker (0001-0003, 0050-0053, 0085, 0097, 4041),
 * and come with a random district (01-50), so parallel tests never share a KTP's three order slots
 * (3,000 serials alone let two of a run's tests meet on one KTP about once in a few hundred runs).
 */
export function nik(serial?: string): string {
  if (serial) return `317401170890${serial}`;
  const district = String(1 + Math.floor(Math.random() * 50)).padStart(2, '0');
  return `3174${district}170890${String(1000 + Math.floor(Math.random() * 3000))}`;
}

export interface Person { nik: string; kk: string; name: string; pob: string; dob: string; email: string; phone: string; address: string }

export function person(tag: string, serial?: string): Person {
  return {
    nik: nik(serial), kk: '3174011234560002', name: 'Budi Santoso', pob: 'Jakarta', dob: '1990-08-17',
    email: `budi.${tag}.${Date.now()}.${randomUUID().slice(0, 8)}@example.com`, phone: '081612345678', address: 'Jl. Merdeka No. 1, Gambir, Jakarta Pusat',
  };
}

function propsOf(stepId: string, widget: string): Record<string, unknown> {
  const step = journey.steps.find((s) => s.id === stepId);
  const block = step?.blocks.find((b) => b.widget === widget) as { props?: Record<string, unknown> } | undefined;
  if (!block) throw new Error(`step ${stepId} has no ${widget}`);
  return block.props ?? {};
}

async function satisfy(page: Page, flow: WidgetFlow, stepId: string, widget: string): Promise<void> {
  if (!flow.satisfy) throw new Error(`${widget} has nothing to satisfy`);
  await flow.satisfy({ page, props: propsOf(stepId, widget), fields: [] });
}

/** /order-postpaid in one language: the first plan and a random free number, then on to the personal step. */
export async function choosePlanAndNumber(page: Page, lang: Lang, planIndex = 0): Promise<void> {
  await page.goto(`/order-postpaid?lang=${lang}`);
  // The step is server-rendered: wait for the app to take it over before typing a number search.
  await expect(page.locator('html[data-app-ready="1"]')).toHaveCount(1);
  const plan = page.locator('[data-testid^="package-item-"]').nth(planIndex);
  await expect(plan).toBeVisible();
  await plan.click();
  await pickRandomNumber(page);
  await expect(page.getByTestId('number-selected')).toBeVisible();
  await page.getByTestId('next-button').click();
  await expect(page).toHaveURL(/\/personal-postpaid3s/);
}

/** Identity, documents (real JPEG and PNG fixtures), billing contact and area on /personal-postpaid3s; not submitted. */
export async function fillPersonal(page: Page, p: Person): Promise<void> {
  const fill = (name: string, value: string) => page.getByTestId(`field-${name}`).fill(value);
  await fill('noKtp', p.nik);
  await fill('namaKtp', p.name);
  await fill('pobKtp', p.pob);
  await fill('dobKtp', p.dob);
  await fill('noKK', p.kk);
  await satisfy(page, documentsFlow, 'personal', 'documentUpload');
  await fill('billingEmail', p.email);
  await fill('billingEmailConfirm', p.email);
  await fill('billingPhone', p.phone);
  await fill('billingAddress', p.address);
  await satisfy(page, areaFlow, 'personal', 'areaCascade');
  await page.getByTestId('field-billingPeriod').selectOption('12');
  await page.getByTestId('field-billingAddressConfirm').check();
}

/** City, recipient and courier (or a store pick-up) on /postpaid-shipping3s; not submitted. */
export async function fillShipping(page: Page, p: Person, method: 'courier' | 'pickup' = 'courier'): Promise<void> {
  const city = page.getByTestId('city-select');
  await expect(city.locator('option').nth(1)).toBeAttached();
  await city.selectOption((await city.locator('option', { hasText: 'Jakarta Pusat' }).getAttribute('value')) ?? '');
  await page.getByTestId('field-recipientName').fill(p.name);
  await page.getByTestId('field-recipientPhone').fill('081512345678');
  await page.getByTestId('field-recipientAddress').fill(p.address);
  await page.getByTestId(`delivery-${method}`).click();
  // A pick-up takes the first store of the city (the picker chooses it; another can be ticked).
  await expect(page.locator(method === 'courier' ? '[data-testid^="logistic-"]' : '[data-testid^="logistic-5-"]').first()).toBeVisible();
}
