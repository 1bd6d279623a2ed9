/** Field errors of the form on screen, shown under each field (set on blur and on submit). */
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
