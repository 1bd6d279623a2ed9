/** Renders a screen's blocks through the widget registry; journey steps get the Next/submit button. */
import { useUnit } from 'effector-react';
import { Suspense, useCallback, useState } from 'react';
import type { RouteEntry } from '../runtime/routes';
import type { Screen, StepDef } from '../runtime/types';
import { $order } from '../state/order-model';
import { defs } from './defs';
import { Spinner } from './Spinner';
import { submitStep } from './step-submit';
import { useTexts } from './use-texts';
import { widgets } from './widget-registry';

export function ScreenRenderer({ route, screen }: { route: RouteEntry; screen: Screen }) {
  const state = useUnit($order);
  const texts = useTexts(screen.texts);
  const [busy, setBusy] = useState(false);
  const journey = route.journeyId ? defs.journeys[route.journeyId] : undefined;
  const step: StepDef | undefined = journey?.steps.find((s) => s.id === route.stepId);

  const navigateNext = useCallback(async () => {
    if (!journey || !step || busy) return;
    setBusy(true);
    try { await submitStep(journey, step, texts.lang); } finally { setBusy(false); }
  }, [journey, step, busy, texts.lang]);

  return (
    <div className={`screen screen--${screen.id}`} data-testid={`screen-${screen.id}`}>
      <h1 className="screen__title">{texts.k('heading') || texts.t(screen.title)}</h1>
      {texts.k('intro') && <p className="screen__intro">{texts.k('intro')}</p>}
      {screen.blocks.map((block, i) => {
        const Widget = widgets[block.widget];
        return (
          <section key={`${block.widget}-${i}`} className={`block block--${block.widget}`}>
            <Suspense fallback={<Spinner />}>
              <Widget props={block.props ?? {}} screen={screen} texts={texts} lang={texts.lang} navigateNext={navigateNext} state={state} />
            </Suspense>
          </section>
        );
      })}
      {step && !step.terminal && step.next && (
        <div className="step-actions">
          <button type="button" className="btn btn--primary btn--block" data-testid="next-button" disabled={busy} aria-busy={busy}
            onClick={() => void navigateNext()}>
            {busy ? <Spinner inline /> : texts.k('submit') || texts.k('button.next')}
          </button>
        </div>
      )}
    </div>
  );
}
