// Node-only: reads flows/ (and overlays) from disk and schema-validates them. The browser uses bundle.ts.
import type { DefinitionFiles } from './files';
import { readDefinitions } from './read-node';
import type { Definitions } from './types';
import { validateDefinitions } from './validate';

export { mergeDefinition, readDefinitions, type DefinitionsOnDisk } from './read-node';

/** Reads and schema-validates flows/ (and overlays); throws listing every issue when a file is invalid. */
export function loadDefinitions(root: string, overlays: readonly string[] = []): { definitions: Definitions; files: DefinitionFiles } {
  const { raw, files, parseIssues } = readDefinitions(root, overlays);
  const result = validateDefinitions(raw, files);
  const issues = [...parseIssues, ...result.issues];
  if (!result.ok || issues.length > 0) {
    throw new Error(`invalid definitions:\n${issues.map((i) => `${i.file}#${i.pointer}: ${i.message}`).join('\n')}`);
  }
  return { definitions: result.definitions, files };
}
