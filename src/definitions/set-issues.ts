// Everything a whole definition set must pass to be published or served (node only: AJV compiles):
// each file's schema, then the graph lint and the order types' payload schemas.
import type { OperationEntries } from '../contracts/operation-entries';
import { conventionalFiles } from './files';
import { lintDefinitions } from './lint';
import type { RawDefinitions } from './raw';
import type { Issue } from './types';
import { orderTypeSchemaIssues, validateDefinitions } from './validate';

/** `operations`: what the checking server serves beyond the build's table (its test-only domains). */
export function definitionSetIssues(raw: RawDefinitions, operations: OperationEntries = {}): Issue[] {
  const files = conventionalFiles(raw);
  const schema = validateDefinitions(raw, files);
  if (!schema.ok) return schema.issues;
  return [...lintDefinitions(schema.definitions, { files, operations }).errors, ...orderTypeSchemaIssues(schema.definitions, files.orderTypes)];
}
