/** The reopen of parts that take route parameters from a form (hooks/use-reopen.ts), as a callback. */
import { useCallback } from 'react';
import type { DefinitionModel } from '../../runtime/definition-model';
import type { RouteEntry } from '../../runtime/routes';
import { go } from '../navigation';
import { reopenPath } from './use-reopen';

export function useReopen(model: DefinitionModel, route: RouteEntry): (values: readonly string[]) => void {
  return useCallback((values) => { go(reopenPath(model, route, values)); }, [model, route]);
}
