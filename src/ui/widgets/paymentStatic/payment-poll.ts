/**
 * Waiting screens poll their payment source (the runtime's poll, src/runtime/poll.ts: every 2 s, not
 * while the tab is hidden, at once when it is shown again), keep the answer at their bound path, and
 * move on by themselves: PAID -> the `paid` link, FAILED/CANCELLED -> the `failed` link. An EXPIRED
 * payment stops the polling and stays: the screen says so and offers what can still be done.
 * A screen opened for an order without its customer's email (a link, another visit) reads only the
 * status (`statusSource`): the payment's details are the customer's, and it is not this visit's payment to keep.
 */
import { useEffect, useRef, useState } from 'react';
import { callOperation } from '../../../api/operations';
import { errorCodeOf } from '../../../runtime/actions';
import { applyTemplate } from '../../../runtime/logic';
import { startPoll, type PollPlan } from '../../../runtime/poll';
import { valueAt } from '../../../runtime/session';
import { sourceRequest } from '../../../runtime/sources';
import type { JsonValue } from '../../../runtime/types';
import { browserTime } from '../../../state/browser-time';
import { $model } from '../../../state/definitions-model';
import { currentSnapshot } from '../../../state/snapshot';
import { carriesCustomerEmail } from '../../hooks/customer-email';
import { useLink } from '../../hooks/use-link';
import { go } from '../../navigation';
import { notFoundCodes } from '../thankYou/order-outcome';

export const POLL_MS = 2000;
/** Even waits: a customer who just paid is told at once, whatever how long they took. */
const PAYMENT_POLL: PollPlan = { everyMs: POLL_MS, backoff: 1, maxMs: POLL_MS, forMs: null };
const FAILED = new Set(['FAILED', 'CANCELLED']);

/**
 * `error`: the code of the last failed read (one of the block's `notFound`: no such order; 404: no payment yet), null once one answered;
 * `statusOnly`: the status source is read, and `payment` holds its last answer (not bound).
 */
export interface PaymentPoll { error: number | null; statusOnly: boolean; payment: JsonValue }

export function usePaymentPoll(props: Record<string, JsonValue>, bind: (value: JsonValue) => void): PaymentPoll {
  const [error, setError] = useState<number | null>(null);
  const [statusPayment, setStatusPayment] = useState<JsonValue>(null);
  const paid = useLink(props.paid);
  const failed = useLink(props.failed);
  const targets = useRef({ paid, failed, bind });
  targets.current = { paid, failed, bind };
  const source = typeof props.source === 'string' ? props.source : '';
  const statusSource = typeof props.statusSource === 'string' ? props.statusSource : '';
  const inputKey = JSON.stringify(props.input ?? null);
  const notFoundKey = JSON.stringify(notFoundCodes(props.notFound));
  const statusInputKey = JSON.stringify(props.statusInput ?? props.input ?? null);
  const statusOnly = statusSource !== '' && !carriesCustomerEmail(applyTemplate(props.input ?? {}, currentSnapshot()) as JsonValue);

  useEffect(() => startPoll(PAYMENT_POLL, browserTime, {
    async read(signal) {
      const snapshot = currentSnapshot();
      // The block's input is a template over the state (e.g. the order's code).
      const input = applyTemplate(JSON.parse(statusOnly ? statusInputKey : inputKey) as JsonValue, snapshot) as JsonValue;
      const request = sourceRequest($model.getState(), statusOnly ? statusSource : source, { ...snapshot, input });
      // A source the set does not have (yet): nothing read, asked again.
      if (!request) return undefined;
      const res = await callOperation(request.op, request.input, signal);
      return request.pick ? valueAt(res, request.pick) : (res as JsonValue);
    },
    answered(answer) {
      if (answer === undefined) return 'again';
      const payment = answer as JsonValue;
      setError(null);
      if (statusOnly) setStatusPayment(payment);
      else targets.current.bind(payment);
      const status = valueAt(payment, 'status');
      if (status === 'PAID') { go(targets.current.paid, { replace: true }); return 'final'; }
      if (typeof status === 'string' && FAILED.has(status)) { go(targets.current.failed, { replace: true }); return 'final'; }
      return status === 'EXPIRED' ? 'final' : 'again';
    },
    failed(err) {
      console.warn('[payment poll]', err);
      const code = errorCodeOf(err);
      setError(code);
      // No such order: it will not appear by asking again.
      return (JSON.parse(notFoundKey) as number[]).includes(code) ? 'final' : 'again';
    },
  }), [source, inputKey, statusOnly, statusSource, statusInputKey, notFoundKey]);
  return { error, statusOnly, payment: statusOnly ? statusPayment : null };
}
