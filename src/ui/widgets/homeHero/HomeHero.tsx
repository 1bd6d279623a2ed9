/** Home hero: leads into a journey (props.to), plus the five 'how to buy' steps (A15). */
import { AppLink } from '../../AppLink';
import type { WidgetProps } from '../../widget-props';

const STEP_KEYS = ['step1', 'step2', 'step3', 'step4', 'step5'];

export default function HomeHero({ props, texts, model }: WidgetProps) {
  const to = (typeof props.to === 'string' ? model.resolve(props.to) : null) ?? model.homePath;
  const steps = STEP_KEYS.map((key) => texts.k(key)).filter(Boolean);
  return (
    <div className="hero" data-testid="home-hero">
      <p className="hero__lead">{texts.k('subheading')}</p>
      <AppLink className="btn btn--primary btn--lg" to={to} testId="home-cta">{texts.k('cta')}</AppLink>
      {steps.length > 0 && (
        <section className="how">
          <h2 className="block__title">{texts.k('stepsTitle')}</h2>
          <ol className="how__list">
            {steps.map((s, i) => <li key={i} className="how__item"><span className="how__num">{i + 1}</span>{s}</li>)}
          </ol>
        </section>
      )}
    </div>
  );
}
