/**
 * The answers of data sources, kept for the page's life, and the reads under way: a read started
 * early (a route about to open, src/ui/route-preload.ts) is taken over by the widget that asks for
 * the same request when it mounts, instead of being sent twice.
 */
import { callOperation } from '../../api/operations';
import { valueAt } from '../../runtime/session';
import { parsedAnswer, type SourceRequest } from '../../runtime/sources';

const answers = new Map<string, unknown>();
const underway = new Map<string, Promise<unknown>>();
const MAX_ANSWERS = 200;

export const answerOf = (key: string): unknown => answers.get(key);
export const readUnderway = (key: string): Promise<unknown> | undefined => underway.get(key);

/** Answers a server-rendered page was drawn with, by request key: the first render of each takes its own. */
const seeded = new Map<string, unknown>();

/** Seeds the answers of a server-rendered page (request key -> picked answer) before it hydrates. */
export function seedAnswers(record: Readonly<Record<string, unknown>>): void {
  for (const [key, data] of Object.entries(record)) { seeded.set(key, data); answers.set(key, data); }
}

/** The server's answer for a read's first render (even a `fresh` one, so hydration matches); taken once. */
export const seededAnswer = (key: string): unknown => seeded.get(key);
export function takeSeeded(key: string): unknown {
  const data = seeded.get(key);
  seeded.delete(key);
  return data;
}

/** Sends the request and parses its answer, keeping nothing (the server renderer's reads are per page). */
export async function fetchSource(request: SourceRequest, signal?: AbortSignal): Promise<unknown> {
  const res = await callOperation(request.op, request.input, signal);
  return parsedAnswer(request, request.pick ? valueAt(res, request.pick) : res);
}

/** Sends the request (aborted with `signal`, if given) and keeps its answer; a failed read is never kept. */
export async function readSource(request: SourceRequest, signal?: AbortSignal): Promise<unknown> {
  const data = await fetchSource(request, signal);
  if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value ?? '');
  answers.set(request.key, data);
  return data;
}

/** Starts a read nobody waits for yet (no abort: a widget will take it over). */
export function prefetchSource(request: SourceRequest): void {
  if (answers.has(request.key) || underway.has(request.key)) return;
  const read = readSource(request).finally(() => underway.delete(request.key));
  read.catch(() => { /* the widget reads again and reports the failure */ });
  underway.set(request.key, read);
}

/** Forgets the kept answers of a source's operation (after a write that changes them). */
export function forgetAnswers(prefix: string): void {
  for (const key of [...answers.keys()]) if (key.startsWith(prefix)) answers.delete(key);
}
