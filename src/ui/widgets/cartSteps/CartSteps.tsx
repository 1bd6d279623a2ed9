/**
 * The cart steps the journey has (its traits.cartSteps), in order, numbered as the customer meets
 * them; the step's own cartStep is current. A page (payment, waiting) names its cart step in `step`
 * and shows the steps of the journey the customer is in.
 */
import { cartStepsOf } from '../../../definitions/cart-steps';
import type { WidgetProps } from '../../widget-props';

export default function CartSteps({ screen, texts, model, route, props, snapshot }: WidgetProps) {
  const journeyId = route.journeyId || (typeof snapshot.journeyId === 'string' ? snapshot.journeyId : '');
  // From the outline: a page reloaded (payment, waiting) has not loaded the journey's own definition.
  const shown = model.active(journeyId)?.cartSteps ?? [];
  const step = model.step(route.journeyId, route.stepId);
  const own = cartStepsOf(step);
  const current = own.length > 0 ? own : typeof props.step === 'number' ? [props.step] : [];
  // A step that does several cart steps at once (personal and shipping info on one screen) marks them all.
  const positions = current.map((id) => shown.indexOf(id)).filter((i) => i >= 0);
  const steps = shown.flatMap((id) => model.defs.site.cartSteps.filter((s) => s.id === id));
  if (steps.length === 0 || positions.length === 0) return null;
  const first = Math.min(...positions);
  return (
    <ol className="cart-steps" data-testid="cart-steps" aria-label={texts.t(screen.title)}>
      {steps.map((s, i) => {
        const isCurrent = positions.includes(i);
        const state = isCurrent ? 'is-current' : i < first ? 'is-done' : '';
        return (
          <li key={s.id} className={`cart-steps__item ${state}`} data-testid={`cart-step-${s.id}`}
            aria-current={isCurrent ? 'step' : undefined}>
            <span className="cart-steps__num">{i + 1}</span>
            <span className="cart-steps__label">{texts.t(s.label)}</span>
          </li>
        );
      })}
    </ol>
  );
}
