/**
 * Reads a data source of site.json for a widget: the request is built from the live snapshot and the
 * widget's input, and read again whenever that request changes (a new city, the language, a search
 * keyword). Answers are kept for the page's life, so coming back to a step does not wait again.
 * A failed read falls back to nothing (spec section 7) and reports its code.
 * A server-rendered page reads its sources while rendering (src/ui/server-reads.ts); the browser
 * starts from the same answers (seedAnswers), taken once even by a `fresh` read, so hydration matches.
 */
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { callOperation } from '../../api/operations';
import { errorCodeOf } from '../../runtime/actions';
import { valueAt } from '../../runtime/session';
import { parsedAnswer, sourceRequest } from '../../runtime/sources';
import type { JsonValue } from '../../runtime/types';
import { $model } from '../../state/definitions-model';
import { $snapshot } from '../../state/snapshot';
import { readKey, useServerRead } from '../server-reads';

export interface SourceState<T> { data: T | null; loading: boolean; error: number | null; key: string }
/** A read's state and how to read it again after it failed. */
export interface SourceRead<T> extends SourceState<T> { retry(): void }

const answers = new Map<string, unknown>();
const MAX_ANSWERS = 200;
/** Answers a server-rendered page was drawn with, by request key: the first render of each takes its own. */
const seeded = new Map<string, unknown>();

/** Seeds the answers of a server-rendered page (request key -> picked answer) before it hydrates. */
export function seedAnswers(record: Record<string, unknown>): void {
  for (const [key, data] of Object.entries(record)) { seeded.set(key, data); answers.set(key, data); }
}

async function readSource(request: NonNullable<ReturnType<typeof sourceRequest>>, signal?: AbortSignal): Promise<unknown> {
  const res = await callOperation(request.op, request.input, signal);
  return parsedAnswer(request, request.pick ? valueAt(res, request.pick) : res);
}

export function useSource<T = unknown>(name: string | undefined, input: JsonValue = null, opts: { enabled?: boolean; fresh?: boolean } = {}): SourceRead<T> {
  const [model, snapshot] = useUnit([$model, $snapshot]);
  const request = useMemo(() => (name ? sourceRequest(model, name, { ...snapshot, input }) : null), [model, name, snapshot, input]);
  const enabled = opts.enabled !== false && request !== null;
  const key = enabled && request ? request.key : '';
  const served = useServerRead(readKey.source(key), () => (request ? readSource(request) : Promise.resolve(null)), enabled);
  const cached = served ?? (key && !opts.fresh ? answers.get(key) : seeded.get(key));
  const [state, setState] = useState<SourceState<T>>({ data: (cached as T | undefined) ?? null, loading: enabled && cached === undefined, error: null, key });
  // Bumped by retry(): the same request is sent again (a failed read is never kept).
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  useEffect(() => {
    if (!enabled || !request) { setState({ data: null, loading: false, error: null, key: '' }); return; }
    const fromServer = seeded.get(request.key);
    seeded.delete(request.key);
    const hit = opts.fresh ? fromServer : answers.get(request.key);
    if (hit !== undefined) { setState({ data: hit as T, loading: false, error: null, key: request.key }); return; }
    const ctrl = new AbortController();
    setState((s) => ({ data: s.key === request.key ? s.data : null, loading: true, error: null, key: request.key }));
    readSource(request, ctrl.signal)
      .then((answer) => {
        const data = answer as T;
        if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value ?? '');
        answers.set(request.key, data);
        if (!ctrl.signal.aborted) setState({ data, loading: false, error: null, key: request.key });
      })
      .catch((err: unknown) => {
        if (ctrl.signal.aborted) return;
        console.warn(`[source ${name ?? ''}]`, err);
        setState({ data: null, loading: false, error: errorCodeOf(err), key: request.key });
      });
    return () => ctrl.abort();
    // The request key says everything the read depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled, opts.fresh, attempt]);

  return { ...state, retry };
}

/** Forgets the kept answers of a source's operation (after a write that changes them). */
export function forgetAnswers(prefix: string): void {
  for (const key of [...answers.keys()]) if (key.startsWith(prefix)) answers.delete(key);
}
