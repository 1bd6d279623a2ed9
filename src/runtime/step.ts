/**
 * Submitting a journey step: its fields are checked, its blocks must be complete, its `ready` rule
 * must hold, its submit actions run (a failing call stops them, its error handled by the lookup
 * chain), and only then are its `next` rules evaluated, so a call's answer can choose the next step.
 */
import { runActions, type ActionHost } from './actions';
import { holds } from './logic';
import { nextTarget } from './next-target';
import type { Journey, Lang, Page, Step, Text } from './types';

export interface StepHost extends ActionHost {
  /** The fields the blocks shown collect (from the widget modules): a step's, or a phase's. */
  stepFields(screen: Pick<Step, 'blocks'>): string[];
  /** The field values as the session holds them. */
  values(): Readonly<Record<string, string>>;
  /** The message key (a messages.json key) of every incomplete block shown, in order; empty when all are complete. */
  incomplete(screen: Pick<Step, 'blocks'>): string[];
  showFieldErrors(errors: Record<string, string>, focus: string | undefined): void;
  /** Why the step stays: a text, a message key, or several keys told at once. */
  blocked(message: Text | string | readonly string[]): void;
  /** Marks the incomplete blocks on screen (each says what it misses); `focus`: the first one takes the focus. */
  showIncomplete(focus: boolean): void;
}

export type StepOutcome = 'invalid' | 'incomplete' | 'blocked' | 'failed' | 'moved';

/**
 * Where a step leads for a snapshot taken after its submit actions ran: its `next` target when its
 * `ready` rule holds, else null (the step stays and says why). The test generator walks the graph
 * with this same function.
 */
export function stepTarget(journey: Journey, stepId: string, snapshot: object, pages: Readonly<Record<string, Page>>): string | null {
  const step = journey.steps.find((s) => s.id === stepId);
  if (!step || !holds(step.ready, snapshot)) return null;
  return nextTarget(journey, stepId, snapshot, pages);
}

/** The error texts of the named fields, only those that fail. */
export function fieldErrors(host: Pick<StepHost, 'model' | 'values'>, names: readonly string[], lang: Lang): Record<string, string> {
  const values = host.values();
  const model = host.model();
  const errors: Record<string, string> = {};
  for (const name of names) {
    const error = model.checkField(name, values[name] ?? '', values, lang);
    if (error) errors[name] = error;
  }
  return errors;
}

export async function submitStep(host: StepHost, journey: Journey, step: Step, lang: Lang): Promise<StepOutcome> {
  const fields = host.stepFields(step);
  const errors = fieldErrors(host, fields, lang);
  const first = fields.find((f) => errors[f]);
  host.showFieldErrors(errors, first);

  const blockedText = (fallback: string | readonly string[]): Text | string | readonly string[] => step.blockedMessage ?? fallback;
  // Everything still missing is told by one submit: the fields under themselves, the blocks (an upload,
  // an area) together, never one after another on the next tries.
  const missing = host.incomplete(step);
  if (missing.length > 0) {
    host.blocked(blockedText(missing.length === 1 ? missing[0] ?? '' : missing));
    host.showIncomplete(!first);
  }
  if (first) return 'invalid';
  if (missing.length > 0) return 'incomplete';

  // Every page's path, loaded or not (a step may lead to a page whose definition is not in yet).
  const pages = host.model().outline.pages;
  const submit = step.submit ?? [];
  // Without actions the rules read only what is on screen: a step that cannot move on says why at once.
  if (submit.length === 0 && !nextTarget(journey, step.id, host.snapshot(), pages)) {
    host.blocked(blockedText('step.blocked'));
    return 'blocked';
  }
  if (!holds(step.ready, host.snapshot())) { host.blocked(blockedText('step.blocked')); return 'blocked'; }
  if (!(await runActions(host, submit, { chain: [step.onError, journey.onError] }))) return 'failed';
  const target = nextTarget(journey, step.id, host.snapshot(), pages);
  if (!target) { host.blocked(blockedText('step.blocked')); return 'blocked'; }
  host.navigate(target);
  return 'moved';
}
