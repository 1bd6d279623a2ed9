/**
 * State values the server refused that are not a field's (an uploaded document's id that is gone or
 * expired: 40017, 40018), by state path, with the refusal's code. Unlike field errors they outlive the
 * route change: the refusal comes on one step, the screen where the value is given again is another
 * (an error modal's button leads there). A mark goes once its value, or what holds it, is written again.
 */
import { createEvent, createStore } from 'effector';
import { homeReset, pathSet, sessionReset } from './session-model';

export const stateRefused = createEvent<{ path: string; code: string }>();

/** Whether a write at `written` replaces the value at `path` (the same path, or one holding it). */
const replaces = (written: string, path: string): boolean => path === written || path.startsWith(`${written}.`);

export const $refusedState = createStore<Readonly<Record<string, string>>>({})
  .on(stateRefused, (marks, { path, code }) => ({ ...marks, [path]: code }))
  .on(pathSet, (marks, { path }) => {
    const kept = Object.entries(marks).filter(([marked]) => !replaces(path, marked));
    return kept.length === Object.keys(marks).length ? marks : Object.fromEntries(kept);
  })
  .reset(sessionReset, homeReset);

/** The code of the refusal of the value at `path` or inside it (a document `documents.ktp`: `documents.ktp.id`), if any. */
export function refusalAt(marks: Readonly<Record<string, string>>, path: string): string | undefined {
  return Object.entries(marks).find(([marked]) => replaces(path, marked))?.[1];
}
