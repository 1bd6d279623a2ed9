/**
 * The exits of a screen's phases: each target a phase's next rules lead to, per outcome (an answer, or an
 * error of its calls). The journey's walk (phaseWalk) takes each phase's first answer rule; every other exit
 * gets a test of its own that walks to the phase and makes that rule the first to hold: the call's answer
 * shaped to its witness, or the call failing with a code no handler names. All count as transitions.
 */
import { phaseTarget, type PhaseOutcome } from '../../src/runtime/phases';
import type { JsonValue, Phase, Screen } from '../../src/runtime/types';
import { analyseCondition, snapshotOf, type Assignment } from './conditions';
import type { CallPlan, FieldPlan } from './plan';

export interface PhaseExit {
  /** Coverage name (a transition): `<screen>:<phase>-><to>`, or `<screen>:<phase>-(error)-><to>`. */
  key: string;
  phase: string;
  on: PhaseOutcome;
  to: string;
  /** answer: a state under which this rule is the phase's first to hold (the part under a call's store is its answer). */
  witness: Assignment;
  /** The phase's fields (valid examples), and the calls its button makes. */
  fields: FieldPlan[];
  calls: CallPlan[];
  /** error: the code the phase's first call answers with (one no handler of the phase, step or journey names). */
  inject: string | null;
}

export const phaseExitKey = (screen: string, phase: string, on: PhaseOutcome, to: string): string =>
  `${screen}:${phase}-${on === 'error' ? '(error)-' : ''}>${to}`;

export interface ExitParts {
  fieldsOf: (phase: Phase) => FieldPlan[];
  callsOf: (phase: Phase) => CallPlan[];
  /** The code an error exit is made with, given the phase. */
  unlisted: (phase: Phase) => string;
}

/**
 * Every distinct exit of the screen's phases (the first rule leading to a target, per outcome), with a witness
 * the runtime's own phaseTarget confirms: the first of the rules' branch witnesses (or the empty state) under
 * which the phase goes there. An exit no witness takes is listed without one (`witness` null: never walked).
 */
export function phaseExits(screenId: string, screen: Pick<Screen, 'phases'>, parts: ExitParts): Array<PhaseExit & { walkable: boolean }> {
  const exits: Array<PhaseExit & { walkable: boolean }> = [];
  for (const phase of screen.phases ?? []) {
    for (const rule of phase.next ?? []) {
      const on: PhaseOutcome = rule.on ?? 'answer';
      const key = phaseExitKey(screenId, phase.id, on, rule.to);
      if (exits.some((e) => e.key === key)) continue;
      const same = (phase.next ?? []).filter((r) => (r.on ?? 'answer') === on);
      const candidates: Assignment[] = [
        ...same.flatMap((r) => analyseCondition(r.when as JsonValue | undefined).branches.map((b) => b.witness)),
        {},
      ];
      const witness = candidates.find((w) => phaseTarget(phase, on, snapshotOf(w)) === rule.to);
      exits.push({
        key, phase: phase.id, on, to: rule.to, witness: witness ?? {}, fields: parts.fieldsOf(phase), calls: parts.callsOf(phase),
        inject: on === 'error' ? parts.unlisted(phase) : null,
        // A phase without a button submits itself (auto): no test presses it.
        walkable: witness !== undefined && phase.button !== undefined && (on === 'answer' || parts.callsOf(phase).length > 0),
      });
    }
  }
  return exits;
}
