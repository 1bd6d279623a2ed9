/** Toast and error modal state. */
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ModalScope } from '../runtime/actions';
import type { Action, Text } from '../runtime/types';
import { $config } from './config-model';

export type ToastVariant = 'WARNING' | 'SUCCESS' | 'ERROR' | 'INFO' | string;

export interface ToastInput {
  content: string | Text;
  type?: string;
  variant?: ToastVariant;
  /** Auto-close delay; default site.constants.toastMs (4000 ms). */
  ms?: number;
}

export interface Toast { id: number; content: string | Text; type: string; variant: ToastVariant; ms: number }

export const toastShown = createEvent<ToastInput>();
export const toastClosed = createEvent();
/**
 * An error to show from the catalogue: its code, the context whose own entries win (A7: `activation`
 * reads `activation.404` before `404`) and a variant of it, the texts' `%s` parameters, and the route
 * parameters its button's target is filled with (the order's code and email).
 */
export interface ErrorModalRequest extends ModalScope {
  code: string;
  /** What the button runs instead of the catalogue entry's action (the step's own way back to what was refused). */
  button?: readonly Action[];
}

/** A catalogue code (40011), or the whole request. */
export const errorModalOpened = createEvent<string | ErrorModalRequest>();
export const modalClosed = createEvent();

let toastSeq = 0;
/** Pure: the toast a request turns into (spec: variant WARNING by default, closes after toastMs). */
export function makeToast(input: ToastInput, defaultMs: number): Toast {
  toastSeq += 1;
  return { id: toastSeq, content: input.content, type: input.type ?? 'info', variant: input.variant ?? 'WARNING', ms: input.ms ?? defaultMs };
}

const toastCreated = sample({ clock: toastShown, source: $config, fn: (c, input) => makeToast(input, c.toastMs) });

export const $toast = createStore<Toast | null>(null)
  .on(toastCreated, (_, t) => t)
  .on(toastClosed, () => null);

export const toastTimerFx = createEffect((t: Toast) => new Promise<number>((resolve) => setTimeout(() => resolve(t.id), t.ms)));
sample({ clock: toastCreated, target: toastTimerFx });
// Only the toast that started the timer is closed; a newer toast keeps its own full time.
$toast.on(toastTimerFx.doneData, (cur, id) => (cur && cur.id === id ? null : cur));

export const $errorModal = createStore<ErrorModalRequest | null>(null)
  .on(errorModalOpened, (_, req) => (typeof req === 'string' ? { code: req } : req))
  .on(modalClosed, () => null);
