/**
 * An order's tracking events as the stages a customer reads: each stage of the definition's list
 * once (a retried payment is one 'waiting for payment', at its latest time), the current one marked
 * (a failed payment in the payment's place), and the stages still to come. Later stages (postpaid
 * activation) are shown only to orders whose timeline reached one of them, so other orders keep the list.
 * Which status stands in for which stage is the page's (the widget's `standIns` prop), not this file's.
 */
export interface TrackEvent { status: string; at: string }
export type StageState = 'passed' | 'current' | 'failed' | 'next';
export interface Stage { status: string; at: string | null; state: StageState }
/** A status that is shown as another stage of the list; a failed one shows that stage as failed. */
export interface StandIn { stage: string; failed?: boolean }

export interface StageLists {
  stages: readonly string[];
  later?: readonly string[];
  standIns?: Readonly<Record<string, StandIn>>;
}

export function trackStages(events: readonly TrackEvent[], status: string, lists: StageLists): Stage[] {
  const { stages, later = [], standIns = {} } = lists;
  const isFailure = (s: string): boolean => standIns[s]?.failed === true;
  const stageIn = (list: readonly string[], s: string) => (list.includes(s) ? s : standIns[s]?.stage ?? s);
  const reachedLater = [status, ...events.map((e) => e.status)].some((s) => later.includes(stageIn(later, s)));
  const shown = reachedLater ? [...stages, ...later.filter((s) => !stages.includes(s))] : stages;
  const stageOf = (s: string) => stageIn(shown, s);
  const position = shown.indexOf(stageOf(status));
  return shown.map((stage, i) => {
    const failed = i === position && isFailure(status);
    const own = events.filter((e) => (failed ? e.status === status : stageOf(e.status) === stage && !isFailure(e.status)));
    const at = own.length > 0 ? own[own.length - 1]?.at ?? null : null;
    const state: StageState = position < 0 ? 'next' : i < position ? 'passed' : i === position ? (failed ? 'failed' : 'current') : 'next';
    return { status: failed ? status : stage, at: state === 'next' ? null : at, state };
  });
}
