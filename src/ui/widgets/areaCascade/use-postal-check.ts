/**
 * Checks the postal code against the chosen area with the widget's `check` operation whenever the
 * pair changes (and the code passes its field's own check), and reports the answer's `match`.
 * A failed call is shown with a retry; it never counts as a match.
 */
import { useEffect, useState } from 'react';
import { callOperation } from '../../../api/operations';
import type { OperationName } from '../../../contracts/operations';

export type PostalStatus = 'idle' | 'checking' | 'ok' | 'mismatch' | 'error';

export function usePostalCheck(op: OperationName | null, body: Record<string, string> | null, onAnswer: (match: boolean) => void): { status: PostalStatus; retry(): void } {
  const key = op && body ? JSON.stringify(body) : '';
  const [state, setState] = useState<{ key: string; status: PostalStatus }>({ key: '', status: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!op || !key) { setState({ key: '', status: 'idle' }); return; }
    const ctrl = new AbortController();
    setState({ key, status: 'checking' });
    callOperation(op, { body: JSON.parse(key) as unknown }, ctrl.signal)
      .then((answer) => {
        if (ctrl.signal.aborted) return;
        const match = typeof answer === 'object' && answer !== null && (answer as { match?: unknown }).match === true;
        setState({ key, status: match ? 'ok' : 'mismatch' });
        onAnswer(match);
      })
      .catch((err: unknown) => {
        if (ctrl.signal.aborted) return;
        console.warn('[areaCascade check]', err);
        setState({ key, status: 'error' });
      });
    return () => ctrl.abort();
    // The key says everything the check depends on; onAnswer is a fresh closure each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [op, key, attempt]);

  return { status: state.key === key ? state.status : key ? 'checking' : 'idle', retry: () => setAttempt((a) => a + 1) };
}
