/**
 * Postpaid activation: order ID + email reopen the page with both as route parameters, which looks
 * the order up at once (A31); the customer confirms, the activation is submitted once and its result
 * shown (complete: within the site's `postpaidActivationHours`; failed: what to do next), with the
 * activation's own order (POSTACTV) and a link to track it. Errors open the catalogue modal with
 * the widget's context (A7), an open VA payment as the variant that names its number and bank.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { callOperation } from '../../../api/operations';
import { errorCodeOf, requestOf } from '../../../runtime/actions';
import { formatMsisdn } from '../../../runtime/format';
import { applyTemplate } from '../../../runtime/logic';
import { valueAt } from '../../../runtime/session';
import { sourceRequest } from '../../../runtime/sources';
import type { Action, JsonValue } from '../../../runtime/types';
import { isOperationName } from '../../../contracts/operation-table';
import { errorModalOpened } from '../../../state/ui-model';
import { AppLink } from '../../AppLink';
import { useLinkFor } from '../../hooks/use-link';
import { useReopen } from '../../hooks/use-reopen-hook';
import { LocalForm } from '../../parts/LocalForm';
import { Spinner } from '../../Spinner';
import type { WidgetProps } from '../../widget-props';

type Phase =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'found'; orderCode: string; msisdn: string }
  | { kind: 'done'; orderCode: string; msisdn: string; status: string; activationCode: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const stringsOf = (v: unknown): Record<string, string> =>
  (isRecord(v) ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string')) : {});

export default function Activation({ props, texts, lang, snapshot, model, route }: WidgetProps) {
  const fields = Array.isArray(props.fields) ? props.fields.filter((f): f is string => typeof f === 'string') : [];
  const [idField = '', emailField = ''] = fields;
  const input = useMemo(() => applyTemplate(props.input ?? {}, snapshot) as JsonValue, [props.input, snapshot]);
  const id = String(valueAt(input, 'orderCode') ?? '');
  const email = String(valueAt(input, 'email') ?? '');
  const errorParams = useMemo(() => stringsOf(applyTemplate(props.errorParams ?? {}, snapshot)), [props.errorParams, snapshot]);
  const reopen = useReopen(model, route);
  const trackLink = useLinkFor(props.track);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  // A second look-up of the same order (the customer submits the same values after 'Retry').
  const [attempt, setAttempt] = useState(0);
  const resultRef = useRef<HTMLHeadingElement>(null);

  const request = (source: unknown) =>
    (typeof source === 'string' ? sourceRequest(model, source, { ...snapshot, input }) : null);

  const showError = (err: unknown) => {
    const details = err instanceof ApiError ? err.details : {};
    const vaNumber = details.va_number ?? '';
    const method = model.defs.site.paymentMethods.find((m) => m.code === details.method);
    const bank = method?.bank ? model.defs.site.paymentBanks?.[method.bank] : undefined;
    errorModalOpened({
      code: String(errorCodeOf(err)),
      ...(typeof props.errorContext === 'string' ? { context: props.errorContext } : {}),
      ...(vaNumber ? { variant: 'va', args: [vaNumber, bank ? texts.t(bank.name) : details.bank_code ?? ''] } : {}),
      params: errorParams,
    });
  };

  useEffect(() => {
    const req = id && email ? request(props.lookup) : null;
    if (!req) { setPhase({ kind: 'idle' }); return; }
    const ctrl = new AbortController();
    setPhase({ kind: 'busy' });
    callOperation(req.op, req.input, ctrl.signal)
      .then((res) => { if (!ctrl.signal.aborted) setPhase({ kind: 'found', orderCode: str(valueAt(res, 'order_code')), msisdn: str(valueAt(res, 'msisdn')) }); })
      .catch((err: unknown) => { if (ctrl.signal.aborted) return; setPhase({ kind: 'idle' }); showError(err); });
    return () => ctrl.abort();
    // The order code, the email and a new attempt say everything the look-up depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, email, attempt]);

  useEffect(() => { if (phase.kind === 'done' || phase.kind === 'found') resultRef.current?.focus(); }, [phase.kind]);

  const activate = () => {
    // The one call of `submit`: made here rather than by the action runner, because its answer and its error's details are shown here.
    const call = (Array.isArray(props.submit) ? props.submit[0] : undefined) as Action | undefined;
    if (phase.kind !== 'found' || !call?.op || !isOperationName(call.op)) return;
    const found = phase;
    setPhase({ kind: 'busy' });
    callOperation(call.op, requestOf(call, { ...snapshot, input }))
      .then((res) => setPhase({ ...found, kind: 'done', status: str(valueAt(res, 'status')), activationCode: str(valueAt(res, 'activation_code')) }))
      .catch((err: unknown) => { setPhase(found); showError(err); });
  };

  const onSubmit = (v: Record<string, string>) => {
    const next = [(v[idField] ?? '').trim(), (v[emailField] ?? '').trim()];
    if (next[0] === id && next[1] === email) setAttempt((n) => n + 1);
    else reopen(next);
  };

  if (phase.kind === 'done') {
    const complete = phase.status === 'COMPLETE';
    return (
      <section className={`activation-result ${complete ? 'is-complete' : 'is-failed'}`} data-testid={complete ? 'activation-complete' : 'activation-failed'} role="status">
        <h2 ref={resultRef} tabIndex={-1} className="block__title">{texts.k(complete ? 'completeTitle' : 'failedTitle')}</h2>
        <p>{texts.k(complete ? 'completeText' : 'failedText', model.defs.site.constants.postpaidActivationHours)}</p>
        <p className="summary__sub">{texts.k('orderId')}: <strong>{phase.orderCode}</strong></p>
        {phase.activationCode && (
          <>
            <p className="summary__sub">{texts.k('activationId')}: <strong data-testid="activation-code">{phase.activationCode}</strong></p>
            {props.track !== undefined && <AppLink className="btn btn--secondary" to={trackLink({ activationCode: phase.activationCode })} testId="activation-track">{texts.k('trackActivation')}</AppLink>}
          </>
        )}
      </section>
    );
  }

  return (
    <div className="activation">
      <LocalForm key={`${id}|${email}`} fields={fields} lang={lang} texts={texts} testId="activation-form" busy={phase.kind === 'busy'}
        initial={{ [idField]: id, [emailField]: email }} submitLabel={texts.k('submit')} onSubmit={onSubmit} />
      {phase.kind === 'busy' && <Spinner />}
      {phase.kind === 'found' && (
        <section className="activation-found" data-testid="activation-found">
          <h2 ref={resultRef} tabIndex={-1} className="block__title">{texts.k('foundTitle')}</h2>
          <dl className="summary__list">
            <div className="summary__row"><dt>{texts.k('orderId')}</dt><dd data-testid="activation-order">{phase.orderCode}</dd></div>
            {phase.msisdn && <div className="summary__row"><dt>{texts.k('number')}</dt><dd data-testid="activation-number">{formatMsisdn(phase.msisdn)}</dd></div>}
          </dl>
          <button type="button" className="btn btn--primary btn--block" data-testid="activation-submit" onClick={activate}>{texts.k('activate')}</button>
        </section>
      )}
    </div>
  );
}
