/**
 * Phases of a screen (lookup -> confirm -> result), run as data: the first is shown on arrival; a
 * phase is submitted by its button or by its `auto` rule; its fields are checked and its blocks must
 * be complete, its actions run (a failing call handled by the phase's onError, then the step's and the
 * journey's), and its `next` rules of that outcome (answer or error) choose the phase that follows.
 * Which phase is current is the state layer's (src/state/phase-model.ts); this file only decides.
 */
import { runActions } from './actions';
import type { Handlers } from './definition-model';
import { holds } from './logic';
import { shownBlocks } from './blocks';
import { fieldErrors, type StepHost } from './step';
import type { Lang, Phase, Screen } from './types';

export type PhaseOutcome = 'answer' | 'error';

/** The phase shown: the one the state names when the screen has it, else the screen's first; null without phases. */
export function currentPhase(screen: Pick<Screen, 'phases'>, named: string | null): Phase | null {
  const phases = screen.phases ?? [];
  return phases.find((p) => p.id === named) ?? phases[0] ?? null;
}

/** Where a phase leads after an outcome: the first of its rules for it whose `when` holds, else null (it stays). */
export function phaseTarget(phase: Phase, outcome: PhaseOutcome, snapshot: object): string | null {
  const rule = (phase.next ?? []).find((r) => (r.on ?? 'answer') === outcome && holds(r.when, snapshot));
  return rule?.to ?? null;
}

/** Whether a phase submits itself now (its `auto` rule holds). */
export const autoSubmits = (phase: Phase, snapshot: object): boolean => phase.auto !== undefined && holds(phase.auto, snapshot);

export interface PhaseResult {
  /** invalid / incomplete: the phase's own fields or blocks said what is missing and nothing ran. */
  outcome: PhaseOutcome | 'invalid' | 'incomplete';
  /** The phase that follows, null when it stays. */
  to: string | null;
}

/** Submits a phase; `chain`: the onError maps behind the phase's own (the step's, the journey's). */
export async function submitPhase(host: StepHost, phase: Phase, lang: Lang, chain: readonly Handlers[] = []): Promise<PhaseResult> {
  const blocks = { blocks: shownBlocks(phase.blocks, host.snapshot()) };
  const fields = host.stepFields(blocks);
  const errors = fieldErrors(host, fields, lang);
  const first = fields.find((f) => errors[f]);
  host.showFieldErrors(errors, first);
  if (first) return { outcome: 'invalid', to: null };
  const missing = host.incomplete(blocks);
  if (missing.length > 0) {
    host.blocked(missing.length === 1 ? missing[0] ?? '' : missing);
    host.showIncomplete(true);
    return { outcome: 'incomplete', to: null };
  }
  const ok = await runActions(host, phase.submit, { chain: [phase.onError, ...chain] });
  const outcome: PhaseOutcome = ok ? 'answer' : 'error';
  return { outcome, to: phaseTarget(phase, outcome, host.snapshot()) };
}
