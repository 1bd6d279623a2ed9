import { expect, type Page } from '@playwright/test';
import type { WidgetFlow } from '../../../definitions/widget-flow';

/** An area by its codes (idn-area-data) and the postal code its village has (src/server/domains/areas/postal-data/). */
export interface AreaCodes { province: string; city: string; district: string; village: string; postalCode: string }

/** Gambir, Jakarta Pusat, postal code 10110 (also the postalCode field's valid example). */
export const SANDBOX_AREA = {
  province: '31', city: '31.71', district: '31.71.01', village: '31.71.01.1001', postalCode: '10110',
} as const satisfies AreaCodes;

/** A well-formed postal code of another village (Menteng, 10310): refused for SANDBOX_AREA. */
export const mismatchingPostalCode = (): string => '10310';

/** Picks a level once its list has answered (the option is there and the select enabled). */
async function pick(page: Page, level: string, code: string): Promise<void> {
  const select = page.getByTestId(`area-${level}`);
  await expect(select.locator(`option[value="${code}"]`)).toBeAttached({ timeout: 15_000 });
  await expect(select).toBeEnabled();
  await select.selectOption(code);
}

/** Chooses an area's province, city, district and village, each after its list answered. */
export async function chooseArea(page: Page, area: AreaCodes): Promise<void> {
  await pick(page, 'province', area.province);
  await pick(page, 'city', area.city);
  await pick(page, 'district', area.district);
  await pick(page, 'village', area.village);
}

export const chooseSandboxArea = (page: Page): Promise<void> => chooseArea(page, SANDBOX_AREA);

/** Types a postal code and waits for the check's verdict (data-postal: ok or mismatch). */
export async function typePostalCode(page: Page, field: string, code: string): Promise<void> {
  await page.getByTestId(`field-${field}`).fill(code);
  await expect(page.getByTestId('area-cascade')).toHaveAttribute('data-postal', /^(ok|mismatch)$/, { timeout: 15_000 });
}

export const flow: WidgetFlow = {
  async satisfy({ page, props }) {
    const field = typeof props.postalCodeField === 'string' ? props.postalCodeField : 'postalCode';
    await chooseSandboxArea(page);
    await typePostalCode(page, field, SANDBOX_AREA.postalCode);
    await expect(page.getByTestId('area-cascade')).toHaveAttribute('data-postal', 'ok');
  },
};
