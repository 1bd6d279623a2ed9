/** Checks of the references rules, templates and actions carry (shared by every part of the lint). */
import { isActionName } from './registry-names';
import { escapePointer, ruleProblems, templateRules, varsOf } from './logic';
import { operationProblem, targetProblem, varProblem, writeProblem, type RefContext, type Scope } from './lint-scope';
import type { Action, Handler, Issue } from './types';

export interface Checker {
  scope: Scope;
  error(file: string, pointer: string, message: string): void;
  warn(file: string, pointer: string, message: string): void;
}

export function createChecker(scope: Scope): Checker & { errors: Issue[]; warnings: Issue[] } {
  const errors: Issue[] = [];
  const warnings: Issue[] = [];
  return {
    scope, errors, warnings,
    error: (file, pointer, message) => void errors.push({ file, pointer, message }),
    warn: (file, pointer, message) => void warnings.push({ file, pointer, message }),
  };
}

/** A JSON Logic rule (a condition, a guard, a computed value): known operators, declared variables. */
export function checkRule(c: Checker, file: string, pointer: string, rule: unknown, ctx: RefContext): void {
  for (const p of ruleProblems(rule, pointer)) c.error(file, p.pointer, p.message);
  for (const v of varsOf(rule, pointer)) {
    const problem = varProblem(c.scope, v.path, ctx);
    if (problem) c.error(file, v.pointer, problem);
  }
}

/** A template: each rule at its leaves is checked as a rule. */
export function checkTemplate(c: Checker, file: string, pointer: string, template: unknown, ctx: RefContext): void {
  for (const { rule, pointer: at } of templateRules(template, pointer)) checkRule(c, file, at, rule, ctx);
}

export function checkTarget(c: Checker, file: string, pointer: string, to: string, ctx: RefContext, params: readonly string[] = []): void {
  const problem = targetProblem(c.scope, to, ctx, params);
  if (problem) c.error(file, pointer, problem);
}

function checkErrorCode(c: Checker, file: string, pointer: string, code: string): void {
  if (code !== '*' && !c.scope.errorCodes.has(code)) c.error(file, pointer, `error code '${code}' has no entry in errors.json`);
}

/** onError maps (of a call, a step or a journey): codes in the catalogue, actions (or each of a handler list) checked. */
export function checkOnError(c: Checker, file: string, pointer: string, onError: Readonly<Record<string, Handler>> | undefined, ctx: RefContext): void {
  for (const [code, handler] of Object.entries(onError ?? {})) {
    const at = `${pointer}/${escapePointer(code)}`;
    checkErrorCode(c, file, at, code);
    if (Array.isArray(handler)) checkActions(c, file, at, handler as readonly Action[], ctx);
    else checkAction(c, file, at, handler as Action, ctx);
  }
}

export function checkAction(c: Checker, file: string, pointer: string, action: Action, ctx: RefContext): void {
  if (!isActionName(action.do)) { c.error(file, `${pointer}/do`, `unknown action '${action.do}'`); return; }
  if (action.when !== undefined) checkRule(c, file, `${pointer}/when`, action.when, ctx);
  const need = (arg: keyof Action): boolean => {
    if (action[arg] !== undefined) return true;
    c.error(file, pointer, `${action.do} needs '${String(arg)}'`);
    return false;
  };
  switch (action.do) {
    case 'navigate':
      if (need('to') && action.to !== undefined) checkTarget(c, file, `${pointer}/to`, action.to, ctx, Object.keys(action.params ?? {}));
      if (action.params !== undefined) checkTemplate(c, file, `${pointer}/params`, action.params, ctx);
      break;
    case 'href': need('url'); break;
    case 'toast':
      if ((action.text === undefined) === (action.message === undefined)) c.error(file, pointer, "toast needs exactly one of 'text' or 'message'");
      if (action.message !== undefined && !c.scope.uiKeys.has(action.message)) c.error(file, `${pointer}/message`, `ui text '${action.message}' is not in messages.json`);
      break;
    case 'set': {
      if (need('path') && action.path !== undefined) {
        const problem = writeProblem(c.scope, action.path);
        if (problem) c.error(file, `${pointer}/path`, problem);
      }
      if (action.value === undefined && action.from === undefined) c.error(file, pointer, "set needs 'value' or 'from'");
      if (action.from !== undefined) checkRule(c, file, `${pointer}/from`, action.from, ctx);
      break;
    }
    case 'reset':
      (action.keep ?? []).forEach((key, i) => {
        if (!c.scope.stateKeys.has(key)) c.error(file, `${pointer}/keep/${i}`, `'${key}' is not a state key`);
      });
      break;
    case 'errorModal': {
      if (action.code !== undefined) checkErrorCode(c, file, `${pointer}/code`, action.code);
      const context = action.context;
      if (context !== undefined && ![...c.scope.errorCodes].some((k) => k.startsWith(`${context}.`))) {
        c.error(file, `${pointer}/context`, `errors.json has no entry of the context '${context}' ('${context}.<code>')`);
      }
      // The modal's rules read the error as input (input.code, input.details.*, input.paymentBank).
      const modalCtx: RefContext = { ...ctx, input: true };
      for (const [name, rule] of Object.entries(action.variants ?? {})) checkRule(c, file, `${pointer}/variants/${escapePointer(name)}`, rule, modalCtx);
      (action.args ?? []).forEach((rule, i) => checkRule(c, file, `${pointer}/args/${i}`, rule, modalCtx));
      if (action.params !== undefined) checkTemplate(c, file, `${pointer}/params`, action.params, modalCtx);
      (action.button ?? []).forEach((a, i) => {
        if (a.do === 'call' || a.do === 'errorModal') c.error(file, `${pointer}/button/${i}/do`, `a modal's button cannot ${a.do === 'call' ? 'call' : 'open another modal'}`);
        else checkAction(c, file, `${pointer}/button/${i}`, a, ctx);
      });
      break;
    }
    case 'call': {
      if (!need('op') || action.op === undefined) break;
      const params = typeof action.params === 'object' && action.params !== null ? Object.keys(action.params) : null;
      const problem = operationProblem(c.scope, action.op, params);
      if (problem) c.error(file, `${pointer}/op`, problem);
      for (const part of ['params', 'query', 'body'] as const) {
        if (action[part] !== undefined) checkTemplate(c, file, `${pointer}/${part}`, action[part], ctx);
      }
      if (action.store !== undefined) {
        const wrong = writeProblem(c.scope, action.store);
        if (wrong) c.error(file, `${pointer}/store`, wrong);
      }
      checkOnError(c, file, `${pointer}/onError`, action.onError, ctx);
      break;
    }
    default:
      break;
  }
}

export function checkActions(c: Checker, file: string, pointer: string, actions: readonly Action[] | undefined, ctx: RefContext): void {
  (actions ?? []).forEach((a, i) => checkAction(c, file, `${pointer}/${i}`, a, ctx));
}
