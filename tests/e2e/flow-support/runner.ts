// Runs a generated plan: a journey path (runPath) or a page render check (runPage). Every failure
// names the journey and the step, so a broken definition is found from the test output alone.
import { expect, test, type Page } from '@playwright/test';
import { evaluate, snapshotOf } from '../../../scripts/gen-flow-tests/conditions';
import {
  COVERAGE_ANNOTATION, type BranchCheck, type CoverageHit, type ErrorCheck, type FlowPath, type Hop, type JourneyPlan,
  type PagePlan, type PagesPlan, type ScreenPlan,
} from '../../../scripts/gen-flow-tests/plan';
import type { Lang } from '../support/journey';
import { REAL_CAUSES } from './causes';
import { withFault } from './faults';
import { guardState } from './guards';
import { currentValues, patchState, readState } from './state';
import { fillFields, satisfyWidget } from './widgets';

function hit(journey: string, kind: CoverageHit['kind'], id: string): void {
  const entry: CoverageHit = { journey, kind, id };
  test.info().annotations.push({ type: COVERAGE_ANNOTATION, description: JSON.stringify(entry) });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const urlOf = (path: string) => new RegExp(`^[^?#]*//[^/]+${escape(path)}/?([?#].*)?$`);

/** Where the browser is and which test ids it shows, for a failure message. */
async function whereNow(page: Page): Promise<string> {
  try {
    const ids = await page.locator('[data-testid]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')).filter((id) => id && !/-item-|^logistic-|^nav-|^payment-method-/.test(id)).slice(0, 40).join(' '));
    return `\n(browser at ${page.url()}; showing: ${ids})`;
  } catch {
    return '';
  }
}

/** Runs `what` as a Playwright step; its failure message starts with the journey and step. */
async function atStep<T>(page: Page, where: string, what: string, run: () => Promise<T>): Promise<T> {
  return test.step(`${where}: ${what}`, async () => {
    try {
      return await run();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      throw new Error(`${where}: ${what} failed\n${message}${await whereNow(page)}`);
    }
  });
}

export async function expectScreen(page: Page, screen: ScreenPlan, lang: Lang): Promise<void> {
  await expect(page).toHaveURL(urlOf(screen.url));
  const root = page.getByTestId(screen.screen);
  await expect(root).toBeVisible();
  await expect(root.locator('h1').first()).toHaveText(screen.heading[lang]);
  if (screen.intro) await expect(root).toContainText(screen.intro[lang]);
  if (screen.cartStep !== null) {
    const current = page.getByTestId(`cart-step-${screen.cartStep}`);
    await expect(current).toHaveAttribute('aria-current', 'step');
    if (screen.cartStepLabel) await expect(current).toContainText(screen.cartStepLabel[lang]);
  }
  if (screen.title) await expect(page).toHaveTitle(screen.title[lang]);
  await expect(page.getByTestId('nav')).toHaveCount(screen.layout.nav ? 1 : 0);
  await expect(page.getByTestId('footer')).toHaveCount(screen.layout.footer ? 1 : 0);
}

/** Clicks Next and waits for the target; an error modal instead is reported with its code and text. */
async function moveOn(page: Page, url: string): Promise<void> {
  await page.getByTestId('next-button').click();
  const modal = page.getByTestId('error-modal');
  await expect(async () => {
    if (await modal.isVisible()) {
      throw new Error(`expected ${url}, but the error modal ${await modal.getAttribute('data-code')} is shown: ${(await modal.innerText()).replace(/\s+/g, ' ')}`);
    }
    await expect(page).toHaveURL(urlOf(url), { timeout: 500 });
  }).toPass({ timeout: 20_000 });
}

async function probe(page: Page, plan: JourneyPlan, hop: Hop, lang: Lang, index: number): Promise<void> {
  const p = hop.probes[index];
  if (!p) return;
  const original = await currentValues(page, plan.sessionKey, p.witness);
  await patchState(page, plan.sessionKey, p.witness);
  const snapshot = await readState(page, plan.sessionKey);
  for (const b of p.branches) expect(evaluate(b.node, snapshot), `branch ${b.key} must be ${b.want} under ${JSON.stringify(p.witness)}`).toBe(b.want);
  // Clicked again if the toast does not come: a click while the app still settles after the reload
  // (language pick-up, live definitions) can go unanswered, and a blocked step may be tried twice.
  await expect(async () => {
    await page.getByTestId('next-button').click();
    if (p.blocked) await expect(page.getByTestId('toast')).toContainText(p.blocked[lang], { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page).toHaveURL(urlOf(hop.url));
  for (const b of p.branches) hit(plan.journey, 'branches', b.key);
  await patchState(page, plan.sessionKey, original);
}

async function invalidExamples(page: Page, plan: JourneyPlan, hop: Hop, lang: Lang): Promise<void> {
  const byField = new Map<string, number>();
  for (const check of hop.invalid) byField.set(check.field, (byField.get(check.field) ?? 0) + 1);
  for (const check of hop.invalid) {
    for (const [name, value] of Object.entries(check.values)) await page.getByTestId(`field-${name}`).fill(value);
    const input = page.getByTestId(`field-${check.field}`);
    await input.fill(check.value);
    await input.blur();
    await expect(page.getByTestId(`field-error-${check.field}`), `${check.field} = ${JSON.stringify(check.value)} (${check.keyword})`).toHaveText(check.message[lang]);
    const left = (byField.get(check.field) ?? 1) - 1;
    byField.set(check.field, left);
    if (left === 0) hit(plan.journey, 'fields', `${hop.id}:${check.field}`);
  }
  // Fields without invalid examples count as tried too: there is nothing to try.
  for (const f of hop.fields) if (!hop.invalid.some((c) => c.field === f.name)) hit(plan.journey, 'fields', `${hop.id}:${f.name}`);
  await fillFields(page, hop.fields);
}

async function expectModal(page: Page, check: ErrorCheck, lang: Lang): Promise<void> {
  const modal = page.getByTestId('error-modal');
  await expect(modal).toBeVisible();
  await expect(modal).toHaveAttribute('data-code', check.modalCode);
  if (check.title) await expect(modal.locator('h2')).toHaveText(check.title[lang]);
  if (check.text) await expect(modal.locator('p')).toHaveText(check.text[lang]);
  if (check.button) await expect(page.getByTestId('error-modal-button')).toHaveText(check.button[lang]);
}

async function errorCode(page: Page, plan: JourneyPlan, hop: Hop, check: ErrorCheck, lang: Lang): Promise<void> {
  await withFault(page, check.inject, hop.submitAction, async () => {
    await page.getByTestId('next-button').click();
    if (check.kind === 'modal') {
      await expectModal(page, check, lang);
      // Close on the backdrop: the button's own action may leave the step.
      await page.locator('.modal-backdrop').click({ position: { x: 5, y: 5 } });
      await expect(page.getByTestId('error-modal')).toHaveCount(0);
    } else if (check.kind === 'toast') {
      if (check.text) await expect(page.getByTestId('toast')).toContainText(check.text[lang]);
    } else if (check.to) {
      await expect(page).toHaveURL(urlOf(check.to));
      await page.goBack();
    }
  });
  await expect(page).toHaveURL(urlOf(hop.url));
  hit(plan.journey, 'errorCodes', `${hop.id}:${check.key}`);
}

/**
 * The real cause of a code (REAL_CAUSES), then the catalogue button; when it leads back to an
 * earlier step of the path, those steps are walked again to return here.
 */
async function realErrorCode(page: Page, plan: JourneyPlan, flowPath: FlowPath, hop: Hop, check: ErrorCheck, lang: Lang): Promise<void> {
  const back = flowPath.hops.findIndex((h) => h.url === check.buttonTo);
  const here = flowPath.hops.indexOf(hop);
  await REAL_CAUSES[check.inject]?.cause(page, plan.sessionKey);
  await page.getByTestId('next-button').click();
  await expectModal(page, check, lang);
  await page.getByTestId('error-modal-button').click();
  await expect(page).toHaveURL(urlOf(check.buttonTo ?? hop.url));
  for (const again of flowPath.hops.slice(back, here)) {
    for (const widget of again.widgets) await satisfyWidget({ page, widget, fields: again.fields });
    await moveOn(page, again.transition.url);
  }
  hit(plan.journey, 'errorCodes', `${hop.id}:${check.key}`);
}

const hasRealCause = (flowPath: FlowPath, hop: Hop, check: ErrorCheck): boolean => {
  const cause = REAL_CAUSES[check.inject];
  const back = flowPath.hops.findIndex((h) => h.url === check.buttonTo);
  return cause !== undefined && cause.action === hop.submitAction && back >= 0 && back < flowPath.hops.indexOf(hop);
};

/** Branches of the transition the real state satisfies; the witness is set only when none leads on. */
async function transition(page: Page, plan: JourneyPlan, hop: Hop): Promise<BranchCheck[]> {
  const holdsNow = (state: object) => hop.transition.branches.filter((b) => evaluate(b.node, state) === b.want);
  const roots = hop.transition.branches.filter((b) => b.root);
  let state = await readState(page, plan.sessionKey);
  if (roots.length > 0 && !roots.some((b) => evaluate(b.node, state) === b.want)) {
    await patchState(page, plan.sessionKey, hop.transition.witness);
    state = await readState(page, plan.sessionKey);
  }
  return holdsNow(state);
}

export async function runPath(page: Page, plan: JourneyPlan, flowPath: FlowPath, lang: Lang): Promise<void> {
  // A path walks several steps with probes, examples and error codes: three times the usual budget.
  test.slow();
  await page.goto(`${flowPath.entryPath}?lang=${lang}`);
  for (const hop of flowPath.hops) {
    const where = `journey ${plan.journey}, step ${hop.id}`;
    await atStep(page, where, `shows ${hop.url} with its cart step, layout and texts`, async () => {
      await expectScreen(page, hop, lang);
      await expect(page.getByTestId('next-button')).toHaveText(hop.submitLabel[lang]);
    });
    for (let i = 0; i < hop.probes.length; i += 1) {
      await atStep(page, where, `stays put when ${JSON.stringify(hop.probes[i]?.witness)}`, () => probe(page, plan, hop, lang, i));
    }
    await atStep(page, where, 'satisfies its widgets', async () => {
      for (const widget of hop.widgets) {
        if (widget.widget === 'form' && hop.invalid.length > 0) await invalidExamples(page, plan, hop, lang);
        else await satisfyWidget({ page, widget, fields: hop.fields });
      }
    });
    for (const check of hop.errors) {
      const name = check.key === '*' ? `* (as ${check.inject})` : check.key;
      if (hasRealCause(flowPath, hop, check)) await atStep(page, where, `shows error ${name} from its real cause`, () => realErrorCode(page, plan, flowPath, hop, check, lang));
      else await atStep(page, where, `shows error ${name} from the sandbox`, () => errorCode(page, plan, hop, check, lang));
    }
    await atStep(page, where, `moves on to ${hop.transition.url}`, async () => {
      const held = await transition(page, plan, hop);
      await moveOn(page, hop.transition.url);
      hit(plan.journey, 'transitions', hop.transition.edge);
      for (const b of held) hit(plan.journey, 'branches', b.key);
    });
  }
  await atStep(page, `journey ${plan.journey}, ${flowPath.end.id}`, `arrives on ${flowPath.end.url}`, () => expectScreen(page, flowPath.end, lang));
}

export async function runPage(page: Page, plan: PagesPlan, pagePlan: PagePlan, lang: Lang): Promise<void> {
  await atStep(page, `page ${pagePlan.id}`, `renders ${pagePlan.visit} with its layout and texts`, async () => {
    if (pagePlan.guard) {
      const state = await guardState(page.request, pagePlan.guard);
      await page.goto(`/flow-test-blank?lang=${lang}`);
      await expect(page.getByTestId('not-found')).toBeVisible();
      const session = JSON.stringify(snapshotOf(state));
      await page.evaluate(({ k, s }) => sessionStorage.setItem(k, JSON.stringify({ ...JSON.parse(sessionStorage.getItem(k) ?? '{}'), ...JSON.parse(s) })), { k: plan.sessionKey, s: session });
    }
    await page.goto(`${pagePlan.visit}?lang=${lang}`);
    await expectScreen(page, pagePlan, lang);
  });
}
