/**
 * A step's Next: validate its form fields (checkField, loaded lazily with the precompiled validators),
 * check the next condition, run `submit.action` (onError -> catalogue modal), then go to nextTarget.
 */
import { runSubmit } from '../runtime/actions';
import { nextTarget } from '../runtime/next-target';
import type { JourneyDef, Lang, StepDef } from '../runtime/types';
import { fieldErrorsReplaced } from '../state/form-model';
import { $order } from '../state/order-model';
import { toastShown } from '../state/ui-model';
import { actions } from './app-actions';
import { defs } from './defs';
import { validateFields } from './field-validation';
import { go } from './navigation';

export function formFieldsOf(step: StepDef): string[] {
  return step.blocks.flatMap((b) => (b.widget === 'form' && Array.isArray(b.props?.fields) ? b.props.fields.filter((f): f is string => typeof f === 'string') : []));
}

export async function submitStep(journey: JourneyDef, step: StepDef, lang: Lang): Promise<void> {
  const fields = formFieldsOf(step);
  if (fields.length > 0) {
    const errors = await validateFields(fields, $order.getState(), lang);
    fieldErrorsReplaced(errors);
    const first = fields.find((f) => errors[f]);
    if (first) {
      document.querySelector<HTMLElement>(`[data-testid="field-${first}"]`)?.focus();
      return;
    }
  }
  if (!nextTarget(journey, step.id, $order.getState(), defs.pages)) {
    if (step.blockedMessage) toastShown({ content: step.blockedMessage });
    return;
  }
  if (!(await runSubmit(actions, step.submit))) return;
  const target = nextTarget(journey, step.id, $order.getState(), defs.pages);
  if (target) go(target);
}
