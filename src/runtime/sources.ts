/** Data sources of site.json: a named operation whose request is built from the state and the widget's input. */
import type { OperationInput } from '../contracts';
import { isCallableOperation } from '../contracts/operation-entries';
import { requestOf } from './actions';
import type { DefinitionModel } from './definition-model';

export interface SourceRequest { op: string; input: OperationInput; pick: string | undefined; parse: 'json' | undefined; key: string }

/** The picked answer as the widget reads it: a JSON text parsed when the source says so (nothing when it does not parse). */
export function parsedAnswer(request: Pick<SourceRequest, 'parse'>, picked: unknown): unknown {
  if (request.parse !== 'json' || typeof picked !== 'string') return picked;
  try { return JSON.parse(picked) as unknown; } catch { return null; }
}

/** The request a source makes for a snapshot (which holds the widget's `input`); null for an unknown source. */
export function sourceRequest(model: DefinitionModel, name: string, snapshot: object): SourceRequest | null {
  const source = model.source(name);
  if (!source || !isCallableOperation(source.op)) return null;
  const input = requestOf(source, snapshot);
  // Equal requests share one key: a widget re-reads only when what it asks for changes.
  return { op: source.op, input, pick: source.pick, parse: source.parse === 'json' ? 'json' : undefined, key: `${source.op} ${JSON.stringify(input)}` };
}
