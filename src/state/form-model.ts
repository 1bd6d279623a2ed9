/** Field errors of the form on screen, shown under each field (set on blur and on submit); blocks a submit found incomplete. */
import { createEvent, createStore } from 'effector';

export const fieldErrorSet = createEvent<{ name: string; error: string }>();
export const fieldErrorsReplaced = createEvent<Record<string, string>>();
export const formCleared = createEvent();

export const $fieldErrors = createStore<Record<string, string>>({})
  .on(fieldErrorSet, (errs, { name, error }) => {
    if ((errs[name] ?? '') === error) return errs;
    const next = { ...errs };
    if (error) next[name] = error; else delete next[name];
    return next;
  })
  .on(fieldErrorsReplaced, (_, errs) => errs)
  .reset(formCleared);

/** A submit found blocks incomplete (a city, a number, an area not chosen); `focus` when no field error took the focus. */
export const blocksChecked = createEvent<{ focus: boolean }>();
/** Since the screen opened: how many submits found blocks incomplete (0: none yet), and whether the last moves the focus. */
export const $blocksChecked = createStore<{ count: number; focus: boolean }>({ count: 0, focus: false })
  .on(blocksChecked, (s, { focus }) => ({ count: s.count + 1, focus }))
  .reset(formCleared);
