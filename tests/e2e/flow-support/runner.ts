// Runs a generated plan: a journey path (runPath) or a page render check (runPage). Every failure
// names the journey and the step, so a broken definition is found from the test output alone.
import { expect, test, type Page, type Route } from '@playwright/test';
import { analyseCondition, evaluate, type Assignment } from '../../../scripts/gen-flow-tests/conditions';
import {
  COVERAGE_ANNOTATION, type BranchCheck, type CallPlan, type CoverageHit, type ErrorCheck, type FieldPlan, type FlowPath, type Hop,
  type JourneyPlan, type PagePlan, type PageRefusal, type PagesPlan, type PhaseExitCheck, type ScreenPlan, type WidgetPlan,
} from '../../../scripts/gen-flow-tests/plan';
import { applyRule } from '../../../src/runtime/logic';
import { instantOf } from '../../../src/runtime/screen-time';
import type { JsonValue } from '../../../src/runtime/types';
import { clockPart, type PollAnswer, type TimerMove } from '../../../scripts/gen-flow-tests/time-edges';
import type { WidgetFlow } from '../../../src/definitions/widget-flow';
import { fillField, fillFields } from '../../../src/ui/widgets/form/flow';
import type { Lang } from '../support/journey';
import { REAL_CAUSES } from './causes';
import { clockBack, clockMakes, PAST_MS, snapshotNow, statePart } from './clock';
import { isCall, withFault } from './faults';
import { appReady, currentValues, patchState, readState, writeState } from './state';
import { chosenBranches, openRefused, settle, takeBranches, watchBodies, withRandomValues, withSeed } from './reach-end';
import type { RefusalCheck } from '../../../scripts/gen-flow-tests/reach-end';
import type { PhaseExit } from '../../../scripts/gen-flow-tests/phase-exits';
import { PAGES_COVERAGE } from '../../../scripts/gen-flow-tests/emit';

/** How to satisfy a widget comes from its module (src/ui/widgets/<name>/flow.ts). */
/** A widget module's flow helpers (src/ui/widgets/<name>/flow.ts). */
export async function widgetFlow(widget: string): Promise<WidgetFlow | undefined> {
  try {
    return ((await import(`../../../src/ui/widgets/${widget}/flow.ts`)) as { flow?: WidgetFlow }).flow;
  } catch {
    throw new Error(`widget '${widget}' has no flow helper: add src/ui/widgets/${widget}/flow.ts`);
  }
}

async function satisfyWidget(page: Page, widget: WidgetPlan, fields: FieldPlan[]): Promise<void> {
  await (await widgetFlow(widget.widget))?.satisfy?.({ page, props: widget.props, fields });
}

export function hit(journey: string, kind: CoverageHit['kind'], id: string): void {
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
export async function atStep<T>(page: Page, where: string, what: string, run: () => Promise<T>): Promise<T> {
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

/**
 * A screen's phases as planned: each shown in turn, its fields filled, its button pressed; the phase
 * it leads to must follow (an error modal instead is reported). The last is where the walk ends.
 */
export async function walkPhases(page: Page, where: string, screen: ScreenPlan, lang: Lang, coverage: string): Promise<void> {
  for (const phase of screen.phases ?? []) {
    await atStep(page, where, `shows phase ${phase.id}${phase.to ? ` and moves on to ${phase.to}` : ''}`, async () => {
      const shown = page.getByTestId(`phase-${phase.id}`);
      await expect(shown).toBeVisible();
      if (!phase.button || !phase.to) return;
      await fillFields(page, phase.fields);
      const button = shown.getByTestId('phase-button');
      await expect(button).toHaveText(phase.button[lang]);
      await button.click();
      const modal = page.getByTestId('error-modal');
      await expect(async () => {
        if (await modal.isVisible()) throw new Error(`expected phase ${phase.to}, but the error modal ${await modal.getAttribute('data-code')} is shown`);
        await expect(page.getByTestId(`phase-${phase.to}`)).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 20_000 });
    });
    if (phase.key) hit(coverage, 'transitions', phase.key);
  }
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
  const state = statePart(p.witness);
  const original = await currentValues(page, plan.sessionKey, state);
  if (Object.keys(state).length > 0) await patchState(page, plan.sessionKey, state);
  // An expiry the witness reads as over: the page's clock is moved past it while the page stays open.
  const before = await clockMakes(page, plan, hop, p.witness);
  const snapshot = await snapshotNow(page, plan, hop);
  for (const b of p.branches) expect(evaluate(b.node, snapshot), `branch ${b.key} must be ${b.want} under ${JSON.stringify(p.witness)}`).toBe(b.want);
  // The app is ready (patchState waited for it): one click must answer with the step's reason.
  await page.getByTestId('next-button').click();
  if (p.blocked) await expect(page.getByTestId('toast')).toContainText(p.blocked[lang]);
  await expect(page).toHaveURL(urlOf(hop.url));
  for (const b of p.branches) hit(plan.journey, 'branches', b.key);
  if (Object.keys(clockPart(p.witness)).length > 0) await clockBack(page, before);
  if (Object.keys(state).length > 0) await patchState(page, plan.sessionKey, original);
}

/** Each invalid example typed into its field, its message checked; then valid examples in every field. `coverage`: the journey or page counted. */
export async function invalidExamples(page: Page, coverage: string, hop: Pick<Hop, 'id' | 'invalid' | 'fields'>, lang: Lang): Promise<void> {
  const byField = new Map<string, number>();
  for (const check of hop.invalid) byField.set(check.field, (byField.get(check.field) ?? 0) + 1);
  for (const check of hop.invalid) {
    for (const [name, value] of Object.entries(check.values)) {
      const other = hop.fields.find((f) => f.name === name);
      if (other) await fillField(page, other, value);
    }
    const field = hop.fields.find((f) => f.name === check.field);
    if (!field) throw new Error(`field ${check.field} is not on the step`);
    await fillField(page, field, check.value);
    // Leaving the field is what checks it (a select left unchanged is focused first, as a tab would).
    await page.getByTestId(`field-${check.field}`).focus();
    await page.getByTestId(`field-${check.field}`).blur();
    await expect(page.getByTestId(`field-error-${check.field}`), `${check.field} = ${JSON.stringify(check.value)} (${check.keyword})`).toHaveText(check.message[lang]);
    const left = (byField.get(check.field) ?? 1) - 1;
    byField.set(check.field, left);
    if (left === 0) hit(coverage, 'fields', `${hop.id}:${check.field}`);
  }
  // Fields without invalid examples count as tried too: there is nothing to try.
  for (const f of hop.fields) if (!hop.invalid.some((c) => c.field === f.name)) hit(coverage, 'fields', `${hop.id}:${f.name}`);
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
  // Only the call that names the code answers with it; the step's calls before it answer for real.
  await withFault(page, check.inject, hop.calls.filter((c) => c.op === check.op), async () => {
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
  hit(plan.journey, 'errorCodes', check.coverage);
}

/**
 * The real cause of a code (REAL_CAUSES), then the catalogue button; when it leads back to an
 * earlier step of the path, those steps are walked again to return here.
 */
async function realErrorCode(page: Page, plan: JourneyPlan, flowPath: FlowPath, hop: Hop, check: ErrorCheck, lang: Lang): Promise<void> {
  const back = flowPath.hops.findIndex((h) => h.url === check.buttonTo);
  const here = flowPath.hops.indexOf(hop);
  const cause = REAL_CAUSES[check.inject];
  if (!cause) throw new Error(`no real cause for ${check.inject}`);
  const disarm = await cause.stage(page, hop.calls);
  try {
    await page.getByTestId('next-button').click();
    await expectModal(page, check, lang);
  } finally {
    await disarm();
  }
  await page.getByTestId('error-modal-button').click();
  await expect(page).toHaveURL(urlOf(check.buttonTo ?? hop.url));
  for (const again of flowPath.hops.slice(back, here)) {
    for (const widget of again.widgets) await satisfyWidget(page, widget, again.fields);
    await moveOn(page, again.transition.url);
  }
  // Back on this step: its screen is shown whole before the next check presses anything, as on the
  // first arrival (a URL alone is not an arrived screen: a press in between was lost, now and then, in CI).
  await expectScreen(page, hop, lang);
  hit(plan.journey, 'errorCodes', check.coverage);
}

const hasRealCause = (flowPath: FlowPath, hop: Hop, check: ErrorCheck): boolean => {
  const cause = REAL_CAUSES[check.inject];
  const back = flowPath.hops.findIndex((h) => h.url === check.buttonTo);
  return cause !== undefined && cause.applies(hop.calls) && back >= 0 && back < flowPath.hops.indexOf(hop);
};

/** The part of a witness that names a call's answer (under its `store` path): only the call can produce it. */
function answerPart(calls: readonly CallPlan[], witness: Assignment): { call: CallPlan; values: Assignment } | null {
  for (const call of calls) {
    if (!call.store) continue;
    const prefix = `${call.store}.`;
    const values = Object.fromEntries(Object.entries(witness).filter(([k]) => k.startsWith(prefix)).map(([k, v]) => [k.slice(prefix.length), v]));
    if (Object.keys(values).length > 0) return { call, values };
  }
  return null;
}

/**
 * Makes the call answer what the witness needs: the real answer is fetched and, unless it already
 * leads where the transition goes (`leadsThere`), the witness's values are set into it (under the
 * call's pick); that is what the browser receives. Returns the disarm.
 */
async function shapeAnswer(
  page: Page, part: { call: CallPlan; values: Assignment }, leadsThere: (answer: JsonValue) => boolean,
): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    const request = route.request();
    if (!isCall([part.call], request.method(), new URL(request.url()).pathname)) { await route.continue(); return; }
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, JsonValue>;
    const keys = (part.call.pick ?? '').split('.').filter(Boolean);
    const picked = keys.reduce<JsonValue>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, JsonValue>)[key] ?? null : null), body);
    if (leadsThere(picked)) { await route.fulfill({ response, json: body }); return; }
    const holder = keys.reduce<Record<string, JsonValue>>((node, key) => {
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
      return node[key] as Record<string, JsonValue>;
    }, body);
    for (const [path, value] of Object.entries(part.values)) {
      const steps = path.split('.');
      let node = holder;
      for (const key of steps.slice(0, -1)) {
        if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
        node = node[key] as Record<string, JsonValue>;
      }
      node[steps[steps.length - 1] as string] = value;
    }
    await route.fulfill({ response, json: body });
  };
  await page.route('**/api/**', handler);
  return async () => { await page.unroute('**/api/**', handler); };
}

/**
 * A timer's transition: the page's clock (Playwright's, installed before the path started; the shop's
 * one clock ticks on it) jumps past the moment the timer is due, a duration after arrival or the
 * instant its rule reads from the state.
 */
async function timerDue(page: Page, plan: JourneyPlan, move: TimerMove, url: string): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  let ms = move.afterMs;
  if (ms === null) {
    const at = instantOf(applyRule(move.at, { ...(await readState(page, plan.sessionKey)), now }));
    if (at === null) throw new Error(`timer ${move.timer}: its instant is not in the state`);
    ms = Math.max(0, at - now);
  }
  // Past the due time by more than a tick (the clock ticks each second).
  await page.clock.fastForward(ms + PAST_MS);
  await expect(page).toHaveURL(urlOf(url), { timeout: 20_000 });
}

/** A poll's transition: its source answers what the rule needs (a real answer that already does is kept); the clock moves its waits on. */
async function pollEnds(page: Page, poll: PollAnswer, url: string): Promise<void> {
  const disarm = await shapeAnswer(page, { call: poll.call, values: poll.values }, (picked) => evaluate(poll.until, { input: picked }));
  try {
    await expect(async () => {
      await page.clock.fastForward(1000);
      await expect(page).toHaveURL(urlOf(url), { timeout: 500 });
    }).toPass({ timeout: 30_000 });
  } finally {
    await disarm();
  }
}

/**
 * Moves on to the transition's target. The real state is used where it already leads there; else the
 * witness is set (state before the click, the call's answer through the network). Returns the
 * branches that held, read after the move.
 */
async function transition(page: Page, plan: JourneyPlan, hop: Hop): Promise<BranchCheck[]> {
  if (hop.transition.timer) { await timerDue(page, plan, hop.transition.timer, hop.transition.url); return []; }
  if (hop.transition.poll) { await pollEnds(page, hop.transition.poll, hop.transition.url); return []; }
  const answer = answerPart(hop.calls, hop.transition.witness);
  let disarm: (() => Promise<void>) | null = null;
  if (answer) {
    // The rule reads the call's answer: what the state holds before the click says nothing; shape the answer.
    const rest = Object.fromEntries(Object.entries(hop.transition.witness).filter(([k]) => !k.startsWith(`${answer.call.store ?? ''}.`)));
    if (Object.keys(rest).length > 0) await patchState(page, plan.sessionKey, rest);
    const before = await readState(page, plan.sessionKey);
    const roots = hop.transition.branches.filter((b) => b.root);
    // A real answer that already leads there is kept (a real order needs a real number, not a witness's '1').
    disarm = await shapeAnswer(page, answer, (picked) => roots.length > 0
      && roots.some((b) => evaluate(b.node, { ...before, [answer.call.store ?? '']: picked }) === b.want));
  } else {
    const roots = hop.transition.branches.filter((b) => b.root);
    const before = await snapshotNow(page, plan, hop);
    if (roots.length > 0 && !roots.some((b) => evaluate(b.node, before) === b.want)) {
      const state = statePart(hop.transition.witness);
      if (Object.keys(state).length > 0) await patchState(page, plan.sessionKey, state);
      await clockMakes(page, plan, hop, hop.transition.witness);
    }
  }
  try {
    await moveOn(page, hop.transition.url);
  } finally {
    await disarm?.();
  }
  const after = await snapshotNow(page, plan, hop);
  return hop.transition.branches.filter((b) => evaluate(b.node, after) === b.want);
}

/** Each path and language fills a field with its next valid example (a KTP number serves only 3 orders). */
function withVariant(hop: Hop, variant: number): Hop {
  const fields = hop.fields.map((f) => {
    const all = [f.valid, ...(f.alternatives ?? [])];
    return { ...f, valid: all[variant % all.length] ?? f.valid };
  });
  return { ...hop, fields };
}

export async function runPath(page: Page, plan: JourneyPlan, planned: FlowPath, lang: Lang): Promise<void> {
  // A path walks several steps with probes, examples and error codes: three times the usual budget.
  test.slow();
  try {
    await walkPath(page, plan, await openPath(page, plan, planned, lang), lang);
  } catch (err) {
    throw withSeed(err);
  }
}

/** Which run of the journey a path in a language is: it picks the fields' examples and the body branches taken. */
const variantOf = (plan: JourneyPlan, path: Pick<FlowPath, 'id'>, lang: Lang): number => plan.paths.findIndex((p) => p.id === path.id) * 2 + (lang === 'en' ? 1 : 0);

/** Opens the path's entry; the path with this run's field values (its variant's examples, its random draws). */
async function openPath(page: Page, plan: JourneyPlan, planned: FlowPath, lang: Lang): Promise<FlowPath> {
  // Timers, polls and expiries run on the page's clock, which the path then moves on (installed before the app loads).
  if (planned.hops.some((h) => h.transition.timer || h.transition.poll || h.expiries)) await page.clock.install();
  await page.goto(`${planned.entryPath}?lang=${lang}`);
  await appReady(page);
  const variant = variantOf(plan, planned, lang);
  return withRandomValues({ ...planned, hops: planned.hops.map((h) => withVariant(h, variant)) });
}

/**
 * A phase exit the walk does not take: the path is walked to its screen (each hop's widgets satisfied, its
 * transition taken), the screen's walk to the phase, then the phase is made to leave by that exit: its call's
 * answer shaped to the rule's witness, or the call failing with the planned code.
 */
export async function runPhaseExit(page: Page, plan: JourneyPlan, check: PhaseExitCheck, lang: Lang): Promise<void> {
  test.slow();
  const planned = plan.paths.find((p) => p.id === check.path);
  if (!planned) throw new Error(`no path ${check.path} in the plan of ${plan.journey}`);
  const { exit } = check;
  const where = `journey ${plan.journey}, ${check.screen}`;
  try {
    const flowPath = await openPath(page, plan, planned, lang);
    for (const hop of flowPath.hops.slice(0, check.at)) {
      await atStep(page, `journey ${plan.journey}, step ${hop.id}`, `moves on to ${hop.transition.url}`, async () => {
        await expectScreen(page, hop, lang);
        for (const widget of hop.widgets) await satisfyWidget(page, widget, hop.fields);
        await transition(page, plan, hop);
      });
    }
    const screen = flowPath.hops[check.at] ?? flowPath.end;
    const before = (screen.phases ?? []).findIndex((p) => p.id === exit.phase);
    if (before < 0) throw new Error(`${where}: the walk does not reach phase ${exit.phase}`);
    await atStep(page, where, `shows ${screen.url}`, () => expectScreen(page, screen, lang));
    await walkPhases(page, where, { ...screen, phases: screen.phases?.slice(0, before) ?? [] }, lang, plan.journey);
    await atStep(page, where, `phase ${exit.phase} ${exit.on === 'error' ? `fails with ${exit.inject ?? ''}` : `answers ${JSON.stringify(exit.witness)}`} and leads to ${exit.to}`,
      () => leaveBy(page, exit));
  } catch (err) {
    throw withSeed(err);
  }
  hit(plan.journey, 'transitions', exit.key);
}

/** Presses the phase's button under the exit's outcome; the exit's phase must follow. */
async function leaveBy(page: Page, exit: PhaseExit): Promise<void> {
  await expect(page.getByTestId(`phase-${exit.phase}`)).toBeVisible();
  await fillFields(page, exit.fields);
  const press = async () => {
    await page.getByTestId(`phase-${exit.phase}`).getByTestId('phase-button').click();
    await expect(page.getByTestId(`phase-${exit.to}`)).toBeVisible({ timeout: 20_000 });
  };
  if (exit.on === 'error') {
    await withFault(page, exit.inject ?? '500', exit.calls.slice(0, 1), press);
    return;
  }
  const part = answerPart(exit.calls, exit.witness);
  if (!part) throw new Error(`phase ${exit.phase}: the witness ${JSON.stringify(exit.witness)} names no answer of its calls`);
  const disarm = await shapeAnswer(page, part, () => false);
  try {
    await press();
  } finally {
    await disarm();
  }
}

async function walkPath(page: Page, plan: JourneyPlan, flowPath: FlowPath, lang: Lang): Promise<void> {
  const variant = variantOf(plan, flowPath, lang);
  for (const hop of flowPath.hops) {
    const where = `journey ${plan.journey}, step ${hop.id}`;
    await atStep(page, where, `shows ${hop.url} with its cart step, layout and texts`, async () => {
      await expectScreen(page, hop, lang);
      if (hop.moves === 'itself') await expect(page.getByTestId('next-button')).toHaveCount(0);
      else await expect(page.getByTestId('next-button')).toHaveText(hop.submitLabel[lang]);
    });
    for (let i = 0; i < hop.probes.length; i += 1) {
      // Some probes run in the default language only (CI time; their texts are checked in both elsewhere).
      if (hop.probes[i]?.onlyIn !== undefined && hop.probes[i]?.onlyIn !== lang) continue;
      await atStep(page, where, `stays put when ${JSON.stringify(hop.probes[i]?.witness)}`, () => probe(page, plan, hop, lang, i));
    }
    await walkPhases(page, where, hop, lang, plan.journey);
    await atStep(page, where, 'satisfies its widgets', async () => {
      // The step's invalid examples cover all its fields: tried once, at its first form (a step of three forms tried
      // them three times), the other forms then filled with valid values.
      let tried = false;
      for (const widget of hop.widgets) {
        if (widget.widget === 'form' && hop.invalid.length > 0 && !tried) {
          tried = true;
          await invalidExamples(page, plan.journey, hop, lang);
        } else await satisfyWidget(page, widget, hop.fields);
      }
    });
    for (const check of hop.errors) {
      const code = check.key === '*' ? `* (as ${check.inject})` : check.key;
      const name = check.coverage.split(':').length > 2 ? `${code} of ${check.op}` : code;
      if (hasRealCause(flowPath, hop, check)) await atStep(page, where, `shows error ${name} from its real cause`, () => realErrorCode(page, plan, flowPath, hop, check, lang));
      else await atStep(page, where, `shows error ${name} from the sandbox`, () => errorCode(page, plan, hop, check, lang));
    }
    // This run's branch of each body template (the runs of the journey take them all), made to hold and read from the request.
    const chosen = chosenBranches(hop, variant);
    if (chosen.length > 0) await atStep(page, where, `takes body branches ${chosen.map((b) => b.key).join(', ')}`, () => takeBranches(page, plan, hop, chosen, widgetFlow));
    const bodiesSent = watchBodies(page, hop, chosen);
    await atStep(page, where, `moves on to ${hop.transition.url}`, async () => {
      const held = await transition(page, plan, hop);
      hit(plan.journey, 'transitions', hop.transition.edge);
      for (const b of held) hit(plan.journey, 'branches', b.key);
    });
    if (chosen.length > 0) {
      await atStep(page, where, 'sent the body its branches give', bodiesSent);
      for (const b of chosen) hit(plan.journey, 'branches', b.key);
    }
  }
  await atStep(page, `journey ${plan.journey}, ${flowPath.end.id}`, `arrives on ${flowPath.end.url}`, () => expectScreen(page, flowPath.end, lang));
  await walkPhases(page, `journey ${plan.journey}, ${flowPath.end.id}`, flowPath.end, lang, plan.journey);
  const { settle: payment } = flowPath;
  if (payment) {
    await atStep(page, `journey ${plan.journey}, ${flowPath.end.id}`, `pays with method ${payment.choice} through the sandbox and arrives on ${payment.thanks.url}`,
      () => settle(page, plan, payment, lang, widgetFlow));
  }
}

/** A guarded step opened directly without its guard's facts lands where the guard sends a direct load. */
export async function runRefusal(page: Page, plan: JourneyPlan, check: RefusalCheck, lang: Lang): Promise<void> {
  await atStep(page, `journey ${plan.journey}, step ${check.step}`, `opened without ${JSON.stringify(check.witness)} lands on ${check.lands.url}`, async () => {
    await openRefused(page, plan.sessionKey, check, lang);
    await expectScreen(page, check.lands, lang);
  });
  hit(plan.journey, 'branches', check.key);
}

export async function runPage(page: Page, plan: PagesPlan, pagePlan: PagePlan, lang: Lang): Promise<void> {
  await atStep(page, `page ${pagePlan.id}`, `renders ${pagePlan.visit} with its layout and texts`, async () => {
    if (pagePlan.guard !== null) {
      // The guard's rule made true by its own witness (the same solver that derives the journeys' branches).
      const witness = analyseCondition(pagePlan.guard).branches.find((b) => b.pointer === '/' && b.want)?.witness;
      if (!witness) throw new Error(`no state makes the guard of page ${pagePlan.id} hold`);
      await page.goto(`/flow-test-blank?lang=${lang}`);
      await expect(page.getByTestId('not-found')).toBeVisible();
      await writeState(page, plan.sessionKey, witness);
    }
    await page.goto(`${pagePlan.visit}?lang=${lang}`);
    await appReady(page);
    await expectScreen(page, pagePlan, lang);
  });
}

/** A guarded page opened directly without its guard's facts lands on its route's fallback, as a refused step does. */
export async function runPageRefusal(page: Page, plan: PagesPlan, pagePlan: PagePlan, refusal: PageRefusal, lang: Lang): Promise<void> {
  await atStep(page, `page ${pagePlan.id}`, `opened without ${JSON.stringify(refusal.witness)} lands on ${refusal.lands.url}`, async () => {
    await openRefused(page, plan.sessionKey, { visit: pagePlan.visit, witness: refusal.witness }, lang);
    await expectScreen(page, refusal.lands, lang);
  });
  hit(PAGES_COVERAGE, 'branches', refusal.key);
}
