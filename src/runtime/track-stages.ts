/**
 * An order's tracking events as the stages a customer reads: each stage of the definition's list
 * once (a retried payment is one 'waiting for payment', at its latest time), the current one marked
 * (a failed payment in the payment's place), and the stages still to come.
 */
export interface TrackEvent { status: string; at: string }
export type StageState = 'passed' | 'current' | 'failed' | 'next';
export interface Stage { status: string; at: string | null; state: StageState }

/** Statuses that stand in for a stage of the list (the first one is the stage). */
const SAME_STAGE: Record<string, string> = { ORDER_RECEIVED: 'ORDER_PLACED', PAYMENT_FAILED: 'PAYMENT_SUCCESS' };

export function trackStages(events: readonly TrackEvent[], status: string, stages: readonly string[]): Stage[] {
  const stageOf = (s: string) => (stages.includes(s) ? s : SAME_STAGE[s] ?? s);
  const position = stages.indexOf(stageOf(status));
  return stages.map((stage, i) => {
    const failed = i === position && status === 'PAYMENT_FAILED';
    const own = events.filter((e) => (failed ? e.status === status : stageOf(e.status) === stage && e.status !== 'PAYMENT_FAILED'));
    const at = own.length > 0 ? own[own.length - 1]?.at ?? null : null;
    const state: StageState = position < 0 ? 'next' : i < position ? 'passed' : i === position ? (failed ? 'failed' : 'current') : 'next';
    return { status: failed ? status : stage, at: state === 'next' ? null : at, state };
  });
}
