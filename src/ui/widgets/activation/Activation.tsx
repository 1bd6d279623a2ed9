/**
 * A postpaid activation's result: complete (within the site's `postpaidActivationHours`) or failed
 * (what to do next), with the order's ID and the activation's own order (POSTACTV) and a link to
 * track it. Its heading takes the focus when it appears.
 */
import { useEffect, useRef } from 'react';
import { applyRule, holds } from '../../../runtime/logic';
import { AppLink } from '../../AppLink';
import { useLinkFor } from '../../hooks/use-link';
import type { WidgetProps } from '../../widget-props';

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export default function Activation({ props, texts, snapshot, model }: WidgetProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => { heading.current?.focus(); }, []);
  const trackLink = useLinkFor(props.track);
  const complete = holds(props.complete, snapshot);
  const orderCode = str(applyRule(props.orderCode, snapshot));
  const activationCode = props.activationCode === undefined ? '' : str(applyRule(props.activationCode, snapshot));
  return (
    <section className={`activation-result ${complete ? 'is-complete' : 'is-failed'}`} data-testid={complete ? 'activation-complete' : 'activation-failed'} role="status">
      <h2 ref={heading} tabIndex={-1} className="block__title">{texts.k(complete ? 'completeTitle' : 'failedTitle')}</h2>
      <p>{texts.k(complete ? 'completeText' : 'failedText', model.defs.site.constants.postpaidActivationHours)}</p>
      <p className="summary__sub">{texts.k('orderId')}: <strong>{orderCode}</strong></p>
      {activationCode && (
        <>
          <p className="summary__sub">{texts.k('activationId')}: <strong data-testid="activation-code">{activationCode}</strong></p>
          {props.track !== undefined && <AppLink className="btn btn--secondary" to={trackLink({ activationCode })} testId="activation-track">{texts.k('trackActivation')}</AppLink>}
        </>
      )}
    </section>
  );
}
