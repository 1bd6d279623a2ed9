// Runs what scripts/gen-flow-tests/reach-end.ts plans: random field values from the test's seed, a body
// template's branch made to hold and checked in the request, the payment to the thank-you page, and a
// guarded step opened directly without its facts.
import { expect, type Page, type Request } from '@playwright/test';
import { evaluate, type Assignment } from '../../../scripts/gen-flow-tests/conditions';
import type { FieldPlan, FlowPath, Hop, JourneyPlan, WidgetPlan } from '../../../scripts/gen-flow-tests/plan';
import type { BodyBranch, RandomValue, RefusalCheck, SettlePlan } from '../../../scripts/gen-flow-tests/reach-end';
import type { JsonValue } from '../../../src/runtime/types';
import type { WidgetFlow } from '../../../src/definitions/widget-flow';
import { testRandom, testSeed } from '../../../src/ui/widgets/numberPicker/flow';
import type { Lang } from '../support/journey';
import { isCall } from './faults';
import { appReady, patchState, readState, writeState } from './state';

type FlowOf = (widget: string) => Promise<WidgetFlow | undefined>;

/**
 * NIK serials the sandboxes read as a refusal (civil registry 0001-0003, 0085, 0097; KTP eligibility 0050-0053, 4041):
 * a drawn NIK stays clear of them and of 0000 (no such serial).
 */
const MARKED_SERIALS = new Set(['0000', '0001', '0002', '0003', '0050', '0051', '0052', '0053', '0085', '0097', '4041']);

function draw(spec: RandomValue, random: () => number): string {
  if (spec.kind === 'nik') {
    for (;;) {
      const serial = String(Math.floor(random() * 10_000)).padStart(4, '0');
      if (!MARKED_SERIALS.has(serial)) return `${spec.keep}${serial}`;
    }
  }
  return `${spec.local}.${Math.floor(random() * 36 ** 6).toString(36)}@${spec.domain}`;
}

/** The path with each random field's value drawn once from the test's seed (the same value on every hop that has the field). */
export function withRandomValues(path: FlowPath): FlowPath {
  const random = testRandom();
  const drawn = new Map<string, string>();
  const fill = (f: FieldPlan): FieldPlan => {
    if (!f.random) return f;
    const value = drawn.get(f.name) ?? draw(f.random, random);
    drawn.set(f.name, value);
    return { ...f, valid: value };
  };
  return { ...path, hops: path.hops.map((h) => ({ ...h, fields: h.fields.map(fill) })) };
}

/** A failure's message with the seed that replays the test's random draws. */
export function withSeed(err: unknown): Error {
  const seed = testSeed();
  const error = err instanceof Error ? err : new Error(String(err));
  error.message += `\n(random seed ${seed}: replay with E2E_SEED=${seed})`;
  return error;
}

/** One branch of each body template, the run's: run n of the journey takes the n-th (so the runs together take them all). */
export function chosenBranches(hop: Hop, run: number): BodyBranch[] {
  const groups = new Map<string, BodyBranch[]>();
  for (const b of hop.bodyBranches ?? []) groups.set(`${b.op}${b.pointer}`, [...(groups.get(`${b.op}${b.pointer}`) ?? []), b]);
  return [...groups.values()].flatMap((g) => (g.length > 0 ? [g[run % g.length] as BodyBranch] : []));
}

/**
 * Makes each chosen branch's condition hold: kept when the state already makes it so; else the widget bound
 * where its variables live is asked for them (its flow's `want`), or, for a variable no block binds, the state is set.
 */
export async function takeBranches(page: Page, plan: JourneyPlan, hop: Hop, chosen: readonly BodyBranch[], flowOf: FlowOf): Promise<void> {
  for (const branch of chosen) {
    if (evaluate(branch.node, await readState(page, plan.sessionKey)) === branch.want) continue;
    const byWidget = new Map<WidgetPlan, Record<string, JsonValue>>();
    const rest: Assignment = {};
    for (const [path, value] of Object.entries(branch.witness)) {
      const widget = hop.widgets.find((w) => w.bind !== undefined && path.startsWith(`${w.bind}.`));
      if (widget) byWidget.set(widget, { ...(byWidget.get(widget) ?? {}), [path.slice((widget.bind ?? '').length + 1)]: value });
      else rest[path] = value;
    }
    for (const [widget, want] of byWidget) await (await flowOf(widget.widget))?.satisfy?.({ page, props: widget.props, fields: hop.fields, want });
    if (Object.keys(rest).length > 0) await patchState(page, plan.sessionKey, rest);
    expect(evaluate(branch.node, await readState(page, plan.sessionKey)), `${branch.key}: the state must make ${JSON.stringify(branch.node)} ${branch.want}`).toBe(branch.want);
  }
}

const atPointer = (value: unknown, pointer: string): unknown => pointer.split('/').slice(1)
  .reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), value);

/** Starts watching for the chosen branches' calls; the returned check reads what each sent once the step has moved on. */
export function watchBodies(page: Page, hop: Hop, chosen: readonly BodyBranch[]): () => Promise<void> {
  const sent = chosen.filter((b) => b.expect !== null).map((b) => ({
    branch: b,
    // Settled either way, so a step that fails before the check leaves no waiting promise behind.
    request: page.waitForRequest((r: Request) => isCall(hop.calls.filter((c) => c.op === b.op), r.method(), new URL(r.url()).pathname))
      .catch((err: unknown) => (err instanceof Error ? err : new Error(String(err)))),
  }));
  return async () => {
    for (const { branch, request } of sent) {
      const got = await request;
      if (got instanceof Error) throw new Error(`${branch.key}: no ${branch.op} request was seen (${got.message})`);
      expect(atPointer(got.postDataJSON(), branch.pointer), `${branch.op} body at ${branch.pointer} (${branch.key})`).toEqual(branch.expect);
    }
  };
}

/** The order the session holds (the journey's orders.create answer). */
async function orderCodeOf(page: Page, sessionKey: string): Promise<string> {
  const state = await readState(page, sessionKey);
  const order = state.order;
  const code = typeof order === 'object' && order !== null && !Array.isArray(order) ? order.order_code : null;
  if (typeof code !== 'string' || code === '') throw new Error('the session holds no order to pay');
  return code;
}

/** Pays the session's order through the end page's widgets (the sandbox's payment page) and checks the thank-you page. */
export async function settle(page: Page, plan: JourneyPlan, settlePlan: SettlePlan, lang: Lang, flowOf: FlowOf): Promise<void> {
  const code = await orderCodeOf(page, plan.sessionKey);
  for (const widget of settlePlan.widgets) await (await flowOf(widget.widget))?.complete?.({ page, props: widget.props, fields: [], choice: settlePlan.choice });
  await expect(page).toHaveURL(new RegExp(`^[^?#]*//[^/]+${settlePlan.thanks.url}/${code}(/|[?#]|$)`), { timeout: 20_000 });
  const screen = page.getByTestId(settlePlan.thanks.screen);
  await expect(screen).toBeVisible();
  await expect(page.getByTestId('thank-you')).toHaveAttribute('data-outcome', 'paid');
  if (settlePlan.thanks.paidHeading) await expect(page.getByTestId('thankyou-heading')).toHaveText(settlePlan.thanks.paidHeading[lang]);
  await expect(page.getByTestId('thankyou-order-id')).toHaveText(code);
}

/** Opens a guarded step or page directly under a state its guard refuses (the caller checks where it lands). */
export async function openRefused(page: Page, sessionKey: string, check: Pick<RefusalCheck, 'visit' | 'witness'>, lang: Lang): Promise<void> {
  await page.goto(`/flow-test-blank?lang=${lang}`);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await writeState(page, sessionKey, check.witness);
  await page.goto(`${check.visit}?lang=${lang}`);
  await appReady(page);
}
