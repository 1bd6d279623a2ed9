/**
 * State values the server refused that are not a field's (an uploaded document's id that is gone or
 * expired: 40017, 40018), by state path, with the refusal's code and the value refused. Unlike field
 * errors they outlive the route change: the refusal comes on one step, the screen where the value is
 * given again is another (an error modal's button leads there), and that screen clears the value there
 * (clearing it on the step that was refused could fail that step's guard and move the visit away).
 * A mark goes when the screen takes a new value (refusalCleared) or the session is reset.
 */
import { createEvent, createStore } from 'effector';
import type { JsonValue } from '../runtime/types';
import { homeReset, sessionReset } from './session-model';

export interface Refusal { code: string; value: JsonValue }

export const stateRefused = createEvent<{ path: string; code: string; value: JsonValue }>();
/** A new value was given at `path` (or inside it): its marks go. */
export const refusalCleared = createEvent<string>();

/** Whether `path` is `at` or inside it. */
const within = (path: string, at: string): boolean => path === at || path.startsWith(`${at}.`);

export const $refusedState = createStore<Readonly<Record<string, Refusal>>>({})
  .on(stateRefused, (marks, { path, code, value }) => ({ ...marks, [path]: { code, value } }))
  .on(refusalCleared, (marks, at) => {
    const kept = Object.entries(marks).filter(([path]) => !within(path, at));
    return kept.length === Object.keys(marks).length ? marks : Object.fromEntries(kept);
  })
  .reset(sessionReset, homeReset);

/** The refusal of the value at `path` or inside it (a document `documents.ktp`: `documents.ktp.id`), with the path refused. */
export function refusalAt(marks: Readonly<Record<string, Refusal>>, path: string): (Refusal & { path: string }) | undefined {
  const found = Object.entries(marks).find(([marked]) => within(marked, path));
  return found ? { ...found[1], path: found[0] } : undefined;
}
