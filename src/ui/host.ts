/**
 * The runtime's action and step host bound to the Effector models, the API and the router: how a
 * `call`, a `set`, a `navigate` or an error modal actually happens in the browser.
 */
import { callOperation } from '../api/operations';
import { messageKeyText } from '../definitions/messages';
import { DEFINITIONS_GONE } from '../contracts/orders';
import { errorCodeOf, type ActionHost } from '../runtime/actions';
import { shownBlocks } from '../runtime/blocks';
import { valueAt } from '../runtime/session';
import type { StepHost } from '../runtime/step';
import { toLang } from '../runtime/text';
import type { Block, Definitions, JsonValue, Step, Text } from '../runtime/types';
import { $model } from '../state/definitions-model';
import { $fieldErrors, blocksChecked, fieldErrorsReplaced } from '../state/form-model';
import { currentSnapshot } from '../state/snapshot';
import { $session, homeReset, pathSet, sessionReset } from '../state/session-model';
import { stateRefused } from '../state/refusal-model';
import { errorModalOpened, modalClosed, toastShown } from '../state/ui-model';
import { movedAfterRefusal } from '../state/journey-pin-model';
import { focusField } from './problem-focus';
import { go } from './navigation';
import { widgetMetas } from './widget-registry';

const isText = (v: Text | string | readonly string[]): v is Text => typeof v === 'object' && !Array.isArray(v);

/** A messages.json key as a text: a ui key, or a key of another section; the key itself when neither has it. */
export const messageText = (messages: Definitions['messages'], key: string): Text | string => messageKeyText(messages, key);

/** The same, in the messages the model holds now (for the host's actions, outside any render). */
const currentMessageText = (key: string): Text | string => messageText($model.getState().defs.messages, key);

/** What a block misses (its widget's message key), or null when it is complete or has no completeness rule. */
export function blockProblem(block: Block, snapshot: object): string | null {
  const complete = widgetMetas[block.widget]?.complete;
  if (!complete || block.bind === undefined) return null;
  return complete({ props: (block.props ?? {}) as Record<string, JsonValue>, bound: valueAt(snapshot, block.bind) });
}

export const host: StepHost = {
  model: () => $model.getState(),
  snapshot: (input?: JsonValue) => currentSnapshot(input),
  journeyId: () => $session.getState().core.journeyId || undefined,
  reset: (keep) => sessionReset({ keep }),
  homeReset: () => homeReset(),
  set: (path, value) => pathSet({ path, value }),
  navigate: (path) => { modalClosed(); go(path); },
  errorModal: (code, button, scope) => errorModalOpened(button || scope ? { code, ...scope, ...(button ? { button } : {}) } : code),
  fieldRefused(name) {
    // The field's own check says what is wrong where it can; else the refusal in general words.
    const model = $model.getState();
    const session = $session.getState();
    const lang = toLang(session.core.language);
    const own = model.checkField(name, session.values[name] ?? '', session.values, lang);
    const text = own ?? model.defs.messages.ui['field.refused']?.[lang] ?? '';
    // Not focused here: the error modal takes the focus, and a blur would re-run the field's own check.
    fieldErrorsReplaced({ ...$fieldErrors.getState(), [name]: text });
  },
  // Marked with the value refused; the screen that takes it again clears it there (refusal-model.ts).
  stateRefused: (path, code) => stateRefused({ path, code, value: valueAt(currentSnapshot(), path) ?? null }),
  toast: (spec) => toastShown({ content: spec.content, ...(spec.type ? { type: spec.type } : {}), ...(spec.variant ? { variant: spec.variant } : {}) }),
  close: () => modalClosed(),
  reload: () => window.location.reload(),
  href: (url, newTab) => {
    if (!url) return;
    if (newTab) window.open(url, '_blank', 'noopener,noreferrer');
    else window.location.assign(url);
  },
  // A call refused because the journey's pinned set is no longer kept: the visit moves to the nearest step,
  // and the call ends as aborted (its error handler would open a dialog over the step moved to).
  request: (op, input) => callOperation(op, input).catch(async (err: unknown) => {
    if (errorCodeOf(err) === DEFINITIONS_GONE && await movedAfterRefusal()) throw new DOMException('moved to the nearest step', 'AbortError');
    throw err;
  }),
  // Only the blocks shown (a block whose `when` does not hold collects nothing and misses nothing).
  stepFields: (step) => shownBlocks(step.blocks, currentSnapshot()).flatMap((b) => widgetMetas[b.widget]?.fields?.((b.props ?? {}) as Record<string, JsonValue>) ?? []),
  values: () => $session.getState().values,
  incomplete(step) {
    const snapshot = currentSnapshot();
    const problems: string[] = [];
    for (const b of shownBlocks(step.blocks, snapshot)) {
      const problem = blockProblem(b, snapshot);
      if (problem && !problems.includes(problem)) problems.push(problem);
    }
    return problems;
  },
  showIncomplete: (focus) => blocksChecked({ focus }),
  showFieldErrors(errors, focus) {
    fieldErrorsReplaced(errors);
    if (focus) focusField(focus);
  },
  blocked(message) {
    if (typeof message === 'string' || isText(message)) {
      toastShown({ content: typeof message === 'string' ? currentMessageText(message) : message });
      return;
    }
    // Several at once: one toast, a line each.
    const texts = message.map(currentMessageText);
    const line = (lang: 'id' | 'en') => texts.map((t) => (typeof t === 'string' ? t : t[lang])).join('\n');
    toastShown({ content: { id: line('id'), en: line('en') } });
  },
};

/** The plain action host (widgets running their own action lists). */
export const actionHost: ActionHost = host;
