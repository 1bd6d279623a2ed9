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
import { errorCodeOf } from '../../runtime/actions';
import { sourceRequest } from '../../runtime/sources';
import type { JsonValue } from '../../runtime/types';
import { $model } from '../../state/definitions-model';
import { $snapshot } from '../../state/snapshot';
import { readKey, useServerRead } from '../server-reads';
import { answerOf, fetchSource, readSource, readUnderway, seededAnswer, takeSeeded } from './source-answers';

export interface SourceState<T> { data: T | null; loading: boolean; error: number | null; key: string }
/** A read's state and how to read it again after it failed. */
export interface SourceRead<T> extends SourceState<T> { retry(): void }

export function useSource<T = unknown>(name: string | undefined, input: JsonValue = null, opts: { enabled?: boolean; fresh?: boolean } = {}): SourceRead<T> {
  const [model, snapshot] = useUnit([$model, $snapshot]);
  const request = useMemo(() => (name ? sourceRequest(model, name, { ...snapshot, input }) : null), [model, name, snapshot, input]);
  const enabled = opts.enabled !== false && request !== null;
  const key = enabled && request ? request.key : '';
  // On the server the read suspends the render until it arrives (and is recorded for the browser).
  const served = useServerRead(readKey.source(key), () => (request ? fetchSource(request) : Promise.resolve(null)), enabled);
  const cached = served ?? (key && !opts.fresh ? answerOf(key) : seededAnswer(key));
  const [state, setState] = useState<SourceState<T>>({ data: (cached as T | undefined) ?? null, loading: enabled && cached === undefined, error: null, key });
  // Bumped by retry(): the same request is sent again (a failed read is never kept).
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  useEffect(() => {
    if (!enabled || !request) { setState({ data: null, loading: false, error: null, key: '' }); return; }
    const fromServer = takeSeeded(request.key);
    const hit = opts.fresh ? fromServer : answerOf(request.key);
    if (hit !== undefined) { setState({ data: hit as T, loading: false, error: null, key: request.key }); return; }
    const ctrl = new AbortController();
    setState((s) => ({ data: s.key === request.key ? s.data : null, loading: true, error: null, key: request.key }));
    // A read started before the widget mounted (the route was about to open) is taken over.
    const early = opts.fresh ? undefined : readUnderway(request.key);
    (early ?? readSource(request, ctrl.signal))
      .then((data) => {
        if (!ctrl.signal.aborted) setState({ data: data as T, loading: false, error: null, key: request.key });
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

export { forgetAnswers } from './source-answers';
