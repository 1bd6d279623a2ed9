import type { Page } from '@playwright/test';
import type { FlowField, WidgetFlow } from '../../../definitions/widget-flow';

/** Fills one field as its renderer takes input (src/ui/fields). */
export async function fillField(page: Page, field: FlowField, value: string): Promise<void> {
  const input = page.getByTestId(`field-${field.name}`);
  switch (field.widget) {
    case 'select': await input.selectOption(value); break;
    case 'radio': await page.getByTestId(`field-${field.name}-${value}`).check(); break;
    case 'checkbox': if (value) await input.check(); else await input.uncheck(); break;
    case 'file': throw new Error(`field '${field.name}': the flow tests have no file to upload yet`);
    default: await input.fill(value);
  }
}

/** A valid example in each field of the form (a confirmation repeats the value it confirms). */
export async function fillFields(page: Page, fields: readonly FlowField[]): Promise<void> {
  const valid = new Map(fields.map((f) => [f.name, f.valid]));
  for (const f of fields) await fillField(page, f, f.sameAs ? valid.get(f.sameAs) ?? f.valid : f.valid);
}

export const flow: WidgetFlow = {
  async satisfy({ page, props, fields }) {
    const names = Array.isArray(props.fields) ? props.fields : [];
    await fillFields(page, fields.filter((f) => names.includes(f.name)));
  },
};
