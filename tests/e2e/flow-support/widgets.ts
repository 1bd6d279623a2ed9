// How to satisfy each registered widget on a step, generically. Widgets are the only per-component
// knowledge of the generated tests; journeys and steps come from the definitions.
import { expect, type Page } from '@playwright/test';
import type { FieldPlan, WidgetPlan } from '../../../scripts/gen-flow-tests/plan';
import { pickRandomNumber } from '../support/journey';

export interface WidgetContext { page: Page; widget: WidgetPlan; fields: FieldPlan[] }
type Satisfier = (ctx: WidgetContext) => Promise<void>;

/** Widgets that only show something: nothing to do. */
const PASSIVE = ['cartSteps', 'orderSummary', 'homeHero', 'notFound', 'thankYou', 'paymentStatic', 'purchaseLimit', 'vaWaiting', 'qrPayment', 'paymentLink'];

export async function fillFields(page: Page, fields: FieldPlan[]): Promise<void> {
  const valid = new Map(fields.map((f) => [f.name, f.valid]));
  for (const f of fields) {
    // A confirmation field must repeat the value of the field it confirms.
    const value = f.sameAs ? valid.get(f.sameAs) ?? f.valid : f.valid;
    await page.getByTestId(`field-${f.name}`).fill(value);
  }
}

/**
 * Parallel tests must not race for one number: a random search, then a random result. The response
 * is awaited from before the search is typed, so a fast answer (or a slow test runner) is not missed.
 */
const satisfiers: Record<string, Satisfier> = {
  async cityPicker({ page }) {
    const city = page.getByTestId('city-select');
    await expect(city.locator('option').nth(1)).toBeAttached();
    const value = await city.locator('option').nth(1).getAttribute('value');
    await city.selectOption(value ?? '');
  },
  async numberPicker({ page }) {
    await pickRandomNumber(page);
    await expect(page.getByTestId('number-selected')).toBeVisible();
  },
  async packagePicker({ page }) {
    const first = page.locator('[data-testid^="package-item-"]').first();
    await expect(first).toBeVisible();
    await first.click();
  },
  async form({ page, widget, fields }) {
    const names = Array.isArray(widget.props.fields) ? widget.props.fields : [];
    await fillFields(page, fields.filter((f) => names.includes(f.name)));
  },
  async deliveryPicker({ page }) {
    await page.getByTestId('delivery-courier').click();
    await expect(page.locator('[data-testid^="logistic-"]').first()).toBeVisible();
  },
  async paymentMethods({ page }) {
    await page.locator('[data-testid^="payment-method-"]').first().click();
  },
  async paymentPhone({ page }) {
    await page.getByTestId('payment-phone-form').locator('input').first().fill('081512345679');
    await page.getByTestId('payment-phone-form-submit').click();
  },
};

export async function satisfyWidget(ctx: WidgetContext): Promise<void> {
  if (PASSIVE.includes(ctx.widget.widget)) return;
  const satisfy = satisfiers[ctx.widget.widget];
  if (!satisfy) throw new Error(`the flow tests do not know how to satisfy widget '${ctx.widget.widget}': add it to tests/e2e/flow-support/widgets.ts`);
  await satisfy(ctx);
}
