// Everything a whole definition set must pass to be published or served (node only: AJV compiles):
// each file's schema, then the graph lint and the order types' payload schemas.
import { conventionalFiles } from './files';
import { lintDefinitions } from './lint';
import type { RawDefinitions } from './raw';
import type { Issue } from './types';
import { orderTypeSchemaIssues, validateDefinitions } from './validate';

export function definitionSetIssues(raw: RawDefinitions): Issue[] {
  const files = conventionalFiles(raw);
  const schema = validateDefinitions(raw, files);
  if (!schema.ok) return schema.issues;
  return [...lintDefinitions(schema.definitions, { files }).errors, ...orderTypeSchemaIssues(schema.definitions, files.orderTypes)];
}
