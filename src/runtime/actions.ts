/**
 * The action runner. Definitions say what to do (`{"do": "call", "op": "orders.create", ...}`); the
 * layers above supply how through an ActionHost, so this file stays free of React, Effector and
 * fetch. A `call` builds its request from the state with templates, stores the answer, and on an
 * error runs the handler the lookup chain names (the call's onError, the step's, the journey's,
 * then the catalogue's modal), which ends the list: the step stays where it is. A handler may be a
 * list of actions (which may call an operation: a call there has no handler of its own but the
 * catalogue's). An action with a `when` runs only while that rule holds, else it is skipped.
 */
import type { OperationInput } from '../contracts';
// The slim table, not the contracts index: the browser needs no JSON Schemas.
import { isCallableOperation } from '../contracts/operation-entries';
import type { DefinitionModel, Handlers } from './definition-model';
import { detailsOf, errorInput } from './error-input';
import { applyRule, applyTemplate, holds } from './logic';
import { refusedField, refusedState } from './refused-field';
import { valueAt } from './session';
import type { Action, Handler, JsonValue, Text } from './types';

export interface ToastSpec { content: string | Text; type?: string; variant?: string }

/** How an error's modal shows its entry: the catalogue context, the variant, the %s values and the button's route parameters. */
export interface ModalScope {
  context?: string;
  variant?: string;
  args?: ReadonlyArray<string | Text>;
  params?: Readonly<Record<string, string>>;
}

export interface ActionHost {
  model(): DefinitionModel;
  /** The state snapshot rules see, with the input of the widget or source running the actions. */
  snapshot(input?: JsonValue): Record<string, unknown>;
  /** The journey definition the customer is in (for @step: and @start). */
  journeyId(): string | undefined;
  reset(keep: readonly string[]): void;
  homeReset(): void;
  set(path: string, value: JsonValue): void;
  navigate(path: string): void;
  /** An error's modal; `button`: what its button runs instead of the catalogue entry's action; `scope`: how its entry shows. */
  errorModal(code: string, button?: readonly Action[], scope?: ModalScope): void;
  /** A form field the server refused (its error named the part of the request the field fills). */
  fieldRefused?(name: string): void;
  /** A state value the server refused (not a field's: an uploaded document's id), with the error's code. */
  stateRefused?(path: string, code: string): void;
  toast(spec: ToastSpec): void;
  close(): void;
  reload(): void;
  href(url: string, newTab: boolean): void;
  /** Calls an operation of the build's table or one the server announced (isCallableOperation). */
  request(op: string, input: OperationInput): Promise<unknown>;
}

export interface RunContext {
  /** What the widget running the actions supplies (`input.*` in rules). */
  input?: JsonValue;
  /** The onError maps behind the call's own, nearest first (step, journey). */
  chain?: readonly Handlers[];
  /** The code of the error an onError action handles. */
  errorCode?: string;
  /** The server's text of that error (its errors.message), '' when no answer carried one. */
  errorMessage?: string;
  /** The facts the answer added to that error (errors.details), e.g. an open VA's number. */
  errorDetails?: Readonly<Record<string, string>>;
  /** Route parameters a `navigate` fills its target's pattern with (an error's button leading to the order's page). */
  params?: Readonly<Record<string, unknown>>;
}

/** The JSON pointer a thrown error names as the refused part of the request, if any. */
function refusedPointer(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null || !('field' in err)) return undefined;
  const field = (err as { field: unknown }).field;
  return typeof field === 'string' ? field : undefined;
}

/** The text an answer gave for its error (errors.message); '' without an answer (status 0: network, abort). */
function serverMessageOf(err: unknown): string {
  if (typeof err !== 'object' || err === null || !('message' in err)) return '';
  const status = 'status' in err ? Number((err as { status: unknown }).status) : 0;
  const message = (err as { message: unknown }).message;
  return status > 0 && typeof message === 'string' ? message.trim() : '';
}

/** The numeric code of a thrown error (ApiError and the like), 500 when it has none. */
export function errorCodeOf(err: unknown): number {
  if (typeof err === 'object' && err !== null && 'code' in err) {
    const code = Number((err as { code: unknown }).code);
    if (Number.isFinite(code) && code > 0) return code;
  }
  return 500;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

/** The request of a call: its templates applied to the snapshot. */
export function requestOf(action: Pick<Action, 'params' | 'query' | 'body'>, snapshot: object): OperationInput {
  const out: OperationInput = {};
  if (action.params !== undefined) out.params = applyTemplate(action.params, snapshot) as Record<string, unknown>;
  if (action.query !== undefined) out.query = applyTemplate(action.query, snapshot) as Record<string, unknown>;
  if (action.body !== undefined) out.body = applyTemplate(action.body, snapshot);
  return out;
}

async function call(host: ActionHost, action: Action, ctx: RunContext): Promise<boolean> {
  const op = action.op ?? '';
  if (!isCallableOperation(op)) throw new Error(`unknown operation '${op}'`);
  let response: unknown;
  try {
    response = await host.request(op, requestOf(action, host.snapshot(ctx.input)));
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') return false;
    const code = String(errorCodeOf(err));
    const field = refusedField(action.body as JsonValue | undefined, refusedPointer(err));
    if (field !== undefined) host.fieldRefused?.(field);
    const state = field === undefined ? refusedState(action.body as JsonValue | undefined, refusedPointer(err)) : undefined;
    if (state !== undefined) host.stateRefused?.(state, code);
    const handler = host.model().errorHandler(code, [action.onError, ...(ctx.chain ?? [])]);
    await runHandler(host, handler, { ...ctx, errorCode: code, errorMessage: serverMessageOf(err), errorDetails: detailsOf(err) });
    return false;
  }
  if (action.store !== undefined) {
    const value = action.pick ? valueAt(response, action.pick) : (response as JsonValue);
    host.set(action.store, value ?? null);
  }
  return true;
}

/**
 * The path parameters a `navigate` fills its target with: its own `params` template, read over the
 * state whose `params` are the run's (an error's button: the parameters its error was shown with),
 * else the run's parameters as they are.
 */
function navigateParams(host: ActionHost, action: Action, ctx: RunContext): Readonly<Record<string, unknown>> | undefined {
  if (action.params === undefined) return ctx.params;
  const scope = { ...host.snapshot(ctx.input), ...(ctx.params ? { params: ctx.params } : {}) };
  const filled = applyTemplate(action.params, scope);
  return isRecord(filled) ? filled : undefined;
}

const isText = (v: unknown): v is Text => isRecord(v) && typeof v.id === 'string' && typeof v.en === 'string';

/**
 * How an errorModal action shows its entry, or undefined when it says nothing of it: its context, the
 * first of its variants whose rule holds, its %s values and its button's route parameters, each rule
 * reading the state with the error (code, message, details, paymentBank) as input.
 */
function modalScope(host: ActionHost, action: Action, code: string, ctx: RunContext): ModalScope | undefined {
  if (action.context === undefined && action.variants === undefined && action.args === undefined && action.params === undefined) return undefined;
  const input = errorInput(host.model().defs.site, { code, message: ctx.errorMessage ?? '', details: ctx.errorDetails ?? {} });
  const snapshot = host.snapshot(input);
  const variant = Object.entries(action.variants ?? {}).find(([, rule]) => holds(rule, snapshot))?.[0];
  const args = (action.args ?? []).map((rule) => { const v = applyRule(rule, snapshot); return isText(v) ? v : text(v); });
  const params = action.params === undefined ? undefined : applyTemplate(action.params, snapshot);
  return {
    ...(action.context !== undefined ? { context: action.context } : {}),
    ...(variant !== undefined ? { variant } : {}),
    ...(args.length > 0 ? { args } : {}),
    ...(isRecord(params) ? { params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, text(v)])) } : {}),
  };
}

/**
 * An error's handler: one action, or a list run in order whose calls fall back to the catalogue's
 * modal only (a list is not looked up again: its errors cannot loop back into it).
 */
async function runHandler(host: ActionHost, handler: Handler, ctx: RunContext): Promise<void> {
  if (!Array.isArray(handler)) { await runAction(host, handler as Action, ctx); return; }
  await runActions(host, handler, { ...ctx, chain: [] });
}

/** Runs one action; false when it was a call that failed (its error already handled). A `when` that does not hold skips it (true). */
export async function runAction(host: ActionHost, action: Action, ctx: RunContext = {}): Promise<boolean> {
  if (action.when !== undefined && !holds(action.when, host.snapshot(ctx.input))) return true;
  switch (action.do) {
    case 'reset': host.reset(action.keep ?? []); return true;
    case 'homeReset': host.homeReset(); return true;
    case 'set': {
      const value = action.from !== undefined ? applyRule(action.from, host.snapshot(ctx.input)) : action.value;
      host.set(text(action.path), (value ?? null) as JsonValue);
      return true;
    }
    case 'navigate': {
      const model = host.model();
      const journeyId = host.journeyId();
      const params = navigateParams(host, action, ctx);
      host.navigate(model.resolve(text(action.to), { ...(journeyId ? { journeyId } : {}), ...(params ? { params } : {}) }) ?? model.homePath);
      return true;
    }
    // An explicit `code` wins; otherwise the code of the error being handled; otherwise generic.
    case 'errorModal': {
      const code = action.code ?? ctx.errorCode ?? '500';
      const scope = modalScope(host, action, code, ctx);
      const button = action.button as readonly Action[] | undefined;
      if (scope) host.errorModal(code, button, scope); else if (button) host.errorModal(code, button); else host.errorModal(code);
      return true;
    }
    case 'toast': {
      const t = action.message !== undefined ? host.model().defs.messages.ui[action.message] : action.text;
      const own = isRecord(t) && typeof t.id === 'string' && typeof t.en === 'string' ? { id: t.id, en: t.en } : text(t);
      // The server's text of the error it handles, when asked for and given (spec: the number check's errors.message).
      const content = action.serverMessage === true && ctx.errorMessage ? ctx.errorMessage : own;
      host.toast({ content, ...(action.variant ? { variant: action.variant } : {}) });
      return true;
    }
    case 'close': host.close(); return true;
    case 'reload': host.reload(); return true;
    case 'href': host.href(text(action.url), action.newTab === true); return true;
    case 'call': return call(host, action, ctx);
    default: throw new Error(`unknown action '${action.do}'`);
  }
}

/** Runs a list in order; stops at (and returns false for) the first call that fails. */
export async function runActions(host: ActionHost, actions: readonly Action[] | undefined, ctx: RunContext = {}): Promise<boolean> {
  for (const action of actions ?? []) {
    if (!(await runAction(host, action, ctx))) return false;
  }
  return true;
}
