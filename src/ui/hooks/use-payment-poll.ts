/**
 * Waiting screens poll their payment source every 2 s, keep the answer at their bound path, and
 * move on by themselves: PAID -> the `paid` link, FAILED/CANCELLED -> the `failed` link. An EXPIRED
 * payment stops the polling and stays: the screen says so and offers what can still be done.
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
import { useLink } from './use-link';

export const POLL_MS = 2000;
const FAILED = new Set(['FAILED', 'CANCELLED']);

/** The code of the last failed read (40010: no such order; 404: no payment yet), null once one answered. */
export interface PaymentPoll { error: number | null }

export function usePaymentPoll(props: Record<string, JsonValue>, bind: (value: JsonValue) => void): PaymentPoll {
  const [error, setError] = useState<number | null>(null);
  const paid = useLink(props.paid);
  const failed = useLink(props.failed);
  const targets = useRef({ paid, failed, bind });
  targets.current = { paid, failed, bind };
  const source = typeof props.source === 'string' ? props.source : '';
  const inputKey = JSON.stringify(props.input ?? null);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ctrl = new AbortController();
    const tick = async () => {
      const snapshot = currentSnapshot();
      // The block's input is a template over the state (e.g. the order's code).
      const input = applyTemplate(JSON.parse(inputKey) as JsonValue, snapshot) as JsonValue;
      const request = sourceRequest($model.getState(), source, { ...snapshot, input });
      try {
        if (request) {
          const res = await callOperation(request.op, request.input, ctrl.signal);
          if (!live) return;
          const payment = request.pick ? valueAt(res, request.pick) : (res as JsonValue);
          setError(null);
          targets.current.bind(payment);
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
  }, [source, inputKey]);
  return { error };
}
