/** The four cart steps of site.cartSteps, the current one highlighted. */
import type { StepDef } from '../../runtime/types';
import { site } from '../defs';
import type { WidgetProps } from '../widget-props';

export default function CartSteps({ screen, texts }: WidgetProps) {
  const current = (screen as StepDef).cartStep ?? 0;
  return (
    <ol className="cart-steps" data-testid="cart-steps">
      {site.cartSteps.map((s) => {
        const state = s.id === current ? 'is-current' : s.id < current ? 'is-done' : '';
        return (
          <li key={s.id} className={`cart-steps__item ${state}`} data-testid={`cart-step-${s.id}`}
            aria-current={s.id === current ? 'step' : undefined}>
            <span className="cart-steps__num">{s.id}</span>
            <span className="cart-steps__label">{texts.t(s.label)}</span>
          </li>
        );
      })}
    </ol>
  );
}
