/**
 * Waiting screens poll their payment source every 2 s, keep the answer at their bound path, and
 * move on by themselves: PAID -> the `paid` link, FAILED/CANCELLED -> the `failed` link. An EXPIRED
 * payment stops the polling and stays: the screen says so and offers what can still be done.
 * A screen opened for an order without its customer's email (a link, another visit) reads only the
 * status (`statusSource`): the payment's details are the customer's, and it is not this visit's payment to keep.
 */
import { useEffect, useRef, useState } from 'react';
import { errorCodeOf } from '../../runtime/actions';
import { ORDER_NOT_FOUND } from '../../runtime/order-outcome';
import { callOperation } from '../../api/operations';
import { applyTemplate } from '../../runtime/logic';
import { valueAt } from '../../runtime/session';
import { sourceRequest } from '../../runtime/sources';
import type { JsonValue } from '../../runtime/types';
import { $model } from '../../state/definitions-model';
import { currentSnapshot } from '../../state/snapshot';
import { go } from '../navigation';
import { carriesCustomerEmail } from './customer-email';
import { useLink } from './use-link';

export const POLL_MS = 2000;
const FAILED = new Set(['FAILED', 'CANCELLED']);

/**
 * `error`: the code of the last failed read (40010: no such order; 404: no payment yet), null once one answered;
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
  const statusInputKey = JSON.stringify(props.statusInput ?? props.input ?? null);
  const statusOnly = statusSource !== '' && !carriesCustomerEmail(applyTemplate(props.input ?? {}, currentSnapshot()) as JsonValue);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ctrl = new AbortController();
    const tick = async () => {
      const snapshot = currentSnapshot();
      // The block's input is a template over the state (e.g. the order's code).
      const input = applyTemplate(JSON.parse(statusOnly ? statusInputKey : inputKey) as JsonValue, snapshot) as JsonValue;
      const request = sourceRequest($model.getState(), statusOnly ? statusSource : source, { ...snapshot, input });
      try {
        if (request) {
          const res = await callOperation(request.op, request.input, ctrl.signal);
          if (!live) return;
          const payment = request.pick ? valueAt(res, request.pick) : (res as JsonValue);
          setError(null);
          if (statusOnly) setStatusPayment(payment);
          else targets.current.bind(payment);
          const status = valueAt(payment, 'status');
          if (status === 'PAID') { go(targets.current.paid, { replace: true }); return; }
          if (typeof status === 'string' && FAILED.has(status)) { go(targets.current.failed, { replace: true }); return; }
          if (status === 'EXPIRED') return;
        }
      } catch (err) {
        if (!live) return;
        console.warn('[payment poll]', err);
        const code = errorCodeOf(err);
        setError(code);
        // No such order: it will not appear by asking again.
        if (code === ORDER_NOT_FOUND) return;
      }
      timer = setTimeout(() => void tick(), POLL_MS);
    };
    timer = setTimeout(() => void tick(), 0);
    return () => { live = false; ctrl.abort(); if (timer) clearTimeout(timer); };
  }, [source, inputKey, statusOnly, statusSource, statusInputKey]);
  return { error, statusOnly, payment: statusOnly ? statusPayment : null };
}
