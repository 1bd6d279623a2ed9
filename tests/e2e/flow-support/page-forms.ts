// Runs the generated checks of a page form (phases ending in a block whose widget's meta declares `form`):
// its fields' invalid examples, each result and each entry of its error context. The data each outcome needs is
// made by the widget's own flow helper (`arrange`), through the shop's API and the sandbox fixtures;
// the form is sent as its flow helper says (`submit`). Failures name the page and the check.
import { expect, test, type Page } from '@playwright/test';
import type { FieldPlan, FormErrorCheck, FormResultCheck, PageFormPlan } from '../../../scripts/gen-flow-tests/plan';
import { matchesPattern } from '../../../src/definitions/targets';
import type { WidgetFlow } from '../../../src/definitions/widget-flow';
import { fillField } from '../../../src/ui/widgets/form/flow';
import type { Lang } from '../support/journey';
import { atStep, expectScreen, hit, invalidExamples, widgetFlow } from './runner';
import { appReady } from './state';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A catalogue text as shown: each `%s` is what the error names (a VA number, a bank). */
const shownText = (text: string): RegExp => new RegExp(`^${text.split('%s').map(escape).join('.+')}$`);

async function openForm(page: Page, form: PageFormPlan, lang: Lang): Promise<void> {
  await page.goto(`${form.visit}?lang=${lang}`);
  await appReady(page);
  await expectScreen(page, form, lang);
}

async function flowOf(form: PageFormPlan): Promise<WidgetFlow> {
  const flow = await widgetFlow(form.widget);
  if (!flow?.arrange || !flow.submit) throw new Error(`widget '${form.widget}' declares a form: its flow.ts needs arrange and submit`);
  return flow;
}

/** The outcome's data made through the API, typed into the form, and the form sent. */
async function sendArranged(page: Page, form: PageFormPlan, outcome: string): Promise<void> {
  const flow = await flowOf(form);
  const values = await flow.arrange?.({ request: page.request, props: form.props, fields: form.fields.map((f) => f.name), outcome }) ?? {};
  const fields: FieldPlan[] = form.fields.map((f) => ({ ...f, valid: values[f.name] ?? f.valid }));
  for (const f of fields) await fillField(page, f, f.valid);
  await flow.submit?.({ page, props: form.props, fields });
}

export async function runFormFields(page: Page, form: PageFormPlan, lang: Lang): Promise<void> {
  await atStep(page, form.name, `renders ${form.visit} with its layout and texts`, () => openForm(page, form, lang));
  await atStep(page, form.name, "shows each field's message for its invalid examples", () => invalidExamples(page, form.name, form, lang));
}

export async function runFormResult(page: Page, form: PageFormPlan, check: FormResultCheck, lang: Lang): Promise<void> {
  // Making an order and paying it through the sandbox takes a few round trips: three times the usual budget.
  test.slow();
  await atStep(page, form.name, `renders ${form.visit}`, () => openForm(page, form, lang));
  await atStep(page, form.name, `shows the result ${check.result}`, async () => {
    await sendArranged(page, form, check.result);
    await expect(page.getByTestId('error-modal')).toHaveCount(0);
    await expect(page.getByTestId(`${form.widget}-${check.result}`)).toBeVisible();
  });
  hit(form.name, 'transitions', check.coverage);
}

export async function runFormErrorCheck(page: Page, form: PageFormPlan, check: FormErrorCheck, lang: Lang): Promise<void> {
  // Making an order and paying it through the sandbox takes a few round trips: three times the usual budget.
  test.slow();
  await atStep(page, form.name, `renders ${form.visit}`, () => openForm(page, form, lang));
  await atStep(page, form.name, `shows ${check.modalCode} with its texts and button`, async () => {
    await sendArranged(page, form, check.outcome);
    const modal = page.getByTestId('error-modal');
    await expect(modal).toHaveAttribute('data-code', check.modalCode);
    await expect(modal.locator('h2')).toHaveText(check.title[lang]);
    await expect(modal.locator('p')).toHaveText(shownText(check.text[lang]));
    await expect(page.getByTestId('error-modal-button')).toHaveText(check.button[lang]);
  });
  await atStep(page, form.name, `follows the button of ${check.modalCode}`, async () => {
    // Every URL the tab passes through: the target may hand on at once (a lookup page going on to its next page).
    const passed: string[] = [];
    const onNavigated = (frame: { url(): string }) => { if (frame === page.mainFrame()) passed.push(new URL(frame.url()).pathname); };
    page.on('framenavigated', onNavigated);
    try {
      await page.getByTestId('error-modal-button').click();
      await expect(page.getByTestId('error-modal')).toHaveCount(0);
      // Closed: the customer is still on the form's page (its path may carry what was typed).
      if (check.closes) await expect(page).toHaveURL(new RegExp(`//[^/]+${escape(form.url)}(/|$|[?#])`));
      const targets = check.buttonTo;
      if (targets) {
        await expect.poll(() => passed.some((p) => targets.some((t) => matchesPattern(t, decodeURIComponent(p)) || matchesPattern(t, p))),
          `the button leads to ${targets.join(' or ')} (passed ${passed.join(', ')})`).toBe(true);
      }
    } finally {
      page.off('framenavigated', onNavigated);
    }
  });
  hit(form.name, 'errorCodes', check.coverage);
}
