/**
 * The transitions a step takes by itself: a timer that is due (the test moves the page's clock on),
 * and a poll whose `until` rule holds (the test makes the polled source answer the rule's witness).
 * Each is an edge of the journey graph like a next rule's, named after its timer or poll.
 */
import { operationEntry } from '../../src/contracts/operation-entries';
import { PAGE_PREFIX } from '../../src/runtime/next-target';
import { durationMs, screenTimers, TIME_ROOT } from '../../src/runtime/screen-time';
import type { Journey, JsonValue, Page, Site, Step } from '../../src/runtime/types';
import { parseTarget } from '../../src/definitions/targets';
import { analyseCondition, type Assignment } from './conditions';
import type { CallPlan } from './plan';

/** How the test makes a timer due: move the clock by `afterMs`, or up to the instant the `at` rule reads from the state. */
export interface TimerMove { timer: string; afterMs: number | null; at: JsonValue | null }
/** How the test ends a poll: the source's call answers `values` (the rule's witness, under the source's pick). */
export interface PollAnswer { poll: string; call: CallPlan; values: Assignment; until: JsonValue }

export interface TimeEdge { from: string; to: string; id: string; timer?: TimerMove; poll?: PollAnswer }

/** A step or page node of the journey a target names, or null (a path outside the journey, @start). */
function nodeOf(journey: Journey, to: string | undefined, pages: Readonly<Record<string, Page>>): string | null {
  if (to === undefined) return null;
  const target = parseTarget(to);
  if (target?.kind === 'step') return journey.steps.some((s) => s.id === target.id) ? target.id : null;
  if (target?.kind === 'page') return target.id in pages ? `${PAGE_PREFIX}${target.id}` : null;
  if (target?.kind === 'start') return journey.entry.goto;
  return null;
}

/** The call a source makes, as the runner matches it on the network. */
function sourceCall(site: Site, name: string): CallPlan | null {
  const source = site.sources[name];
  const entry = source ? operationEntry(source.op) : undefined;
  return source && entry ? { op: source.op, method: entry.method, path: entry.path, store: null, pick: source.pick ?? null } : null;
}

/** The self-taken edges of a step; `problems` gets what cannot be walked. */
export function timeEdges(journey: Journey, step: Step, pages: Readonly<Record<string, Page>>, site: Site, problems: string[]): TimeEdge[] {
  const edges: TimeEdge[] = [];
  for (const timer of screenTimers(step)) {
    const to = nodeOf(journey, timer.to, pages);
    if (to === null) { problems.push(`timer ${timer.id} leads nowhere the journey's tests can follow (give it a step or page 'to')`); continue; }
    const afterMs = typeof timer.after === 'string' ? durationMs(timer.after) : null;
    const at = typeof timer.after === 'string' ? null : (timer.after.at as JsonValue);
    edges.push({ from: step.id, to, id: `${step.id}-(${timer.id})->${to}`, timer: { timer: timer.id, afterMs, at } });
  }
  for (const poll of step.polls ?? []) {
    const to = nodeOf(journey, poll.to, pages);
    const call = sourceCall(site, poll.source);
    const witness = analyseCondition(poll.until as JsonValue).branches.find((b) => b.pointer === '/' && b.want)?.witness;
    if (to === null || call === null || !witness) {
      problems.push(`poll ${poll.id}: its 'to', its source or a witness of its 'until' rule is missing, so no test can end it`);
      continue;
    }
    // The rule reads the answer as input.*: those are the answer's values.
    const values = Object.fromEntries(Object.entries(witness).filter(([k]) => k.startsWith('input.')).map(([k, v]) => [k.slice('input.'.length), v]));
    edges.push({ from: step.id, to, id: `${step.id}-(${poll.id})->${to}`, poll: { poll: poll.id, call, values, until: poll.until as JsonValue } });
  }
  return edges;
}

/** The `at` rule of each expiry a step declares (the runner reads where its clock must go from the state with it). */
export function expiryRules(step: Pick<Step, 'expiries'>): Record<string, JsonValue> | null {
  const entries = Object.entries(step.expiries ?? {});
  return entries.length > 0 ? Object.fromEntries(entries.map(([name, e]) => [name, e.at as JsonValue])) : null;
}

/** The part of a witness read from the clock (`time.<name>...`): no state holds it, the page's clock makes it. */
export const clockPart = (witness: Assignment): Assignment => Object.fromEntries(Object.entries(witness).filter(([k]) => k.split('.')[0] === TIME_ROOT));

/**
 * Whether a witness the clock makes can be walked: it reads only `time.<name>.over` of expiries the step
 * declares, which the runner makes true by moving the page's clock past the instant (and false by leaving it).
 * A `left` needs the clock set to a second, which the generator does not plan.
 */
export const clockWalkable = (step: Pick<Step, 'expiries'>, witness: Assignment): boolean => Object.keys(clockPart(witness)).every((k) => {
  const [, name = '', view, ...rest] = k.split('.');
  return view === 'over' && rest.length === 0 && name in (step.expiries ?? {});
});
