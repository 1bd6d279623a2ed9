/** The five 'how to buy' steps of the home text (A15); texts stepsTitle, step1..step5 from the page definition. */
import '../../parts/home/home.css';
import type { WidgetProps } from '../../widget-props';

const STEP_KEYS = ['step1', 'step2', 'step3', 'step4', 'step5'];

export default function FiveSteps({ texts }: WidgetProps) {
  const steps = STEP_KEYS.map((key) => texts.k(key)).filter(Boolean);
  return (
    <div className="steps5" data-testid="home-steps">
      <h2 className="home-title">{texts.k('stepsTitle')}</h2>
      <ol className="steps5__list">
        {steps.map((s, i) => (
          <li key={i} className="steps5__item" data-testid={`home-step-${i + 1}`}>
            <span className="steps5__num" aria-hidden="true">{i + 1}</span>
            <span className="steps5__text">{s}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
