/**
 * An entry of the error catalogue to show now (the error modal, a field's hint): the shell carries only
 * the generic entry and the whole catalogue comes in its own chunk once the first screen is idle, so
 * an entry wanted before then asks for it and is null until it is here (a failed load gives the generic entry).
 * Null for no code.
 */
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { ErrorScope } from '../../runtime/definition-model';
import type { ErrorEntry } from '../../runtime/types';
import { $errorCatalogueComplete, $model, ensureErrorCatalogue } from '../../state/definitions-model';

export function useErrorEntry(code: string | number | null, scope: ErrorScope = {}): { code: string; entry: ErrorEntry } | null {
  const [model, complete] = useUnit([$model, $errorCatalogueComplete]);
  const [failed, setFailed] = useState(false);
  const wanted = code !== null && code !== '';
  useEffect(() => { if (wanted && !complete) ensureErrorCatalogue().catch(() => setFailed(true)); }, [wanted, complete]);
  if (!wanted || !(complete || failed)) return null;
  return model.errorEntry(code, scope);
}
