/** The cart steps the journey has (its traits.cartSteps), in order; the step's own cartStep is current. */
import type { WidgetProps } from '../../widget-props';

export default function CartSteps({ screen, texts, model, route }: WidgetProps) {
  const journey = model.journey(route.journeyId);
  const step = model.step(route.journeyId, route.stepId);
  const shown = journey?.traits.cartSteps ?? [];
  const current = step?.cartStep ?? 0;
  const position = shown.indexOf(current);
  const steps = shown.flatMap((id) => model.defs.site.cartSteps.filter((s) => s.id === id));
  if (steps.length === 0) return null;
  return (
    <ol className="cart-steps" data-testid="cart-steps" aria-label={texts.t(screen.title)}>
      {steps.map((s, i) => {
        const state = i === position ? 'is-current' : i < position ? 'is-done' : '';
        return (
          <li key={s.id} className={`cart-steps__item ${state}`} data-testid={`cart-step-${s.id}`}
            aria-current={i === position ? 'step' : undefined}>
            <span className="cart-steps__num">{i + 1}</span>
            <span className="cart-steps__label">{texts.t(s.label)}</span>
          </li>
        );
      })}
    </ol>
  );
}
