/**
 * The named-action registry. Definitions say *what* to do by name (`{"do": "navigate", "to": "/order"}`);
 * the layers above supply *how* through ActionDeps, so this file stays free of React, Effector and fetch.
 */
import type { ActionName } from './names';
import type { ActionSpec, JsonValue, Text } from './types';

export interface ToastSpec { content: string | Text; type?: string; variant?: string }

export interface ActionDeps {
  reset(): void;
  homeReset(): void;
  set(path: string, value: JsonValue | undefined): void;
  navigate(to: string): void;
  errorModal(code: number): void;
  toast(spec: ToastSpec): void;
  close(): void;
  reload(): void;
  href(url: string, newTab: boolean): void;
  createOrder(): Promise<void>;
  createPayment(method: string | undefined): Promise<void>;
}

/** Context of one run: the error code that triggered an onError action, if any. */
export interface ActionRunContext { errorCode?: number }

export type ActionHandler = (spec: ActionSpec, ctx: ActionRunContext) => void | Promise<void>;
export type ActionRegistry = Record<ActionName, ActionHandler>;

function str(v: JsonValue | undefined): string {
  return typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v);
}

function isText(v: JsonValue | undefined): v is { id: string; en: string } {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && typeof v.id === 'string' && typeof v.en === 'string';
}

export function createActionRegistry(deps: ActionDeps): ActionRegistry {
  return {
    reset: () => deps.reset(),
    homeReset: () => deps.homeReset(),
    set: (spec) => deps.set(str(spec.path), spec.value),
    navigate: (spec) => deps.navigate(str(spec.to) || '/'),
    // An explicit `code` wins; otherwise the code of the error being handled; otherwise generic 500.
    errorModal: (spec, ctx) => deps.errorModal(typeof spec.code === 'number' ? spec.code : Number(spec.code ?? ctx.errorCode ?? 500) || 500),
    // The action schema names the toast text `text` (`content` accepted too).
    toast: (spec) => deps.toast({
      content: isText(spec.text) ? spec.text : isText(spec.content) ? spec.content : str(spec.text ?? spec.content),
      type: spec.type === undefined ? undefined : str(spec.type),
      variant: spec.variant === undefined ? undefined : str(spec.variant),
    }),
    close: () => deps.close(),
    reload: () => deps.reload(),
    href: (spec) => deps.href(str(spec.url), spec.newTab === true),
    'order.create': () => deps.createOrder(),
    'payment.create': (spec) => deps.createPayment(spec.method === undefined ? undefined : str(spec.method)),
  };
}

export async function runActions(registry: ActionRegistry, specs: readonly ActionSpec[], ctx: ActionRunContext = {}): Promise<void> {
  for (const spec of specs) await registry[spec.do](spec, ctx);
}

/** The numeric code of a thrown error (ApiError and the like), 500 when it has none. */
export function errorCodeOf(err: unknown): number {
  if (typeof err === 'object' && err !== null && 'code' in err) {
    const code = Number((err as { code: unknown }).code);
    if (Number.isFinite(code) && code > 0) return code;
  }
  return 500;
}

/**
 * Runs a step's submit action. On failure the step's onError entry for the code (or `*`) runs with
 * that code; without one the generic error modal opens. Returns whether the step may move on.
 */
export async function runSubmit(
  registry: ActionRegistry,
  submit: { action: ActionName; onError?: Record<string, ActionSpec> } | undefined,
): Promise<boolean> {
  if (!submit) return true;
  try {
    await registry[submit.action]({ do: submit.action }, {});
    return true;
  } catch (err) {
    const code = errorCodeOf(err);
    const handler = submit.onError?.[String(code)] ?? submit.onError?.['*'] ?? { do: 'errorModal' };
    await registry[handler.do](handler, { errorCode: code });
    return false;
  }
}
