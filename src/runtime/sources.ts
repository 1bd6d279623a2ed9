/** Data sources of site.json: a named operation whose request is built from the state and the widget's input. */
import type { OperationInput, OperationName } from '../contracts';
import { isOperationName } from '../contracts/operation-table';
import { requestOf } from './actions';
import type { DefinitionModel } from './definition-model';

export interface SourceRequest { op: OperationName; input: OperationInput; pick: string | undefined; key: string }

/** The request a source makes for a snapshot (which holds the widget's `input`); null for an unknown source. */
export function sourceRequest(model: DefinitionModel, name: string, snapshot: object): SourceRequest | null {
  const source = model.source(name);
  if (!source || !isOperationName(source.op)) return null;
  const input = requestOf(source, snapshot);
  // Equal requests share one key: a widget re-reads only when what it asks for changes.
  return { op: source.op, input, pick: source.pick, key: `${source.op} ${JSON.stringify(input)}` };
}
