/** The definitions as the generator reads them: validated from flows/ on disk, plus the runtime's view. */
import { loadDefinitions } from '../../src/definitions/load-node';
import type { Definitions as LayerDefinitions } from '../../src/definitions/types';
import type { DefinitionFiles } from '../../src/definitions/files';
import type { Definitions as RuntimeDefinitions } from '../../src/runtime/types';

export type { LayerDefinitions, RuntimeDefinitions };

export interface Model {
  /** The definitions layer's shapes (fields with schema, messages and examples). */
  defs: LayerDefinitions;
  /** The same objects as the runtime types them (what nextTarget and buildRoutes take). */
  runtime: RuntimeDefinitions;
  files: DefinitionFiles;
}

// The runtime's types are structural views of the definitions layer's (src/ui/defs.ts adapts the same way).
export const asRuntime = (defs: LayerDefinitions): RuntimeDefinitions => defs as unknown as RuntimeDefinitions;

export function loadModel(root: string): Model {
  const { definitions, files } = loadDefinitions(root);
  return { defs: definitions, runtime: asRuntime(definitions), files };
}
