// Browser-safe check of a whole definition set (schema with the precompiled validators, then the
// graph lint): the runtime uses it on a set it fetched, and ignores the set when this fails.
import { definitionValidators, type DefinitionKind } from './generated/definition-validators.js';
import { conventionalFiles } from './files';
import { SINGLE_KINDS } from './kinds';
import type { OperationEntries } from '../contracts/operation-entries';
import { lintDefinitions } from './lint';
import type { RawDefinitions } from './raw';
import type { Definitions, Issue } from './types';

export type SetCheck = { ok: true; definitions: Definitions; issues: Issue[] } | { ok: false; issues: Issue[] };

function schemaIssues(kind: DefinitionKind, file: string, data: unknown): Issue[] {
  const validate = definitionValidators[kind];
  if (validate(data)) return [];
  return (validate.errors ?? []).map((e) => ({ file, pointer: e.instancePath, message: e.message ?? e.keyword }));
}

/** `operations`: those the server announced with the set beyond the build's (a call to one is no unknown operation). */
export function checkDefinitionSet(raw: RawDefinitions, operations: OperationEntries = {}): SetCheck {
  const files = conventionalFiles(raw);
  const issues: Issue[] = [
    ...SINGLE_KINDS.flatMap((kind) => schemaIssues(kind, files[kind], raw[kind])),
    ...Object.entries(raw.pages).flatMap(([id, p]) => schemaIssues('page', files.pages[id] ?? id, p)),
    ...Object.entries(raw.journeys).flatMap(([id, j]) => schemaIssues('journey', files.journeys[id] ?? id, j)),
  ];
  if (issues.length > 0) return { ok: false, issues };
  // Every part passed its schema, which is exactly what these types describe.
  const definitions = raw as Definitions;
  const lint = lintDefinitions(definitions, { files, operations });
  return lint.errors.length > 0 ? { ok: false, issues: lint.errors } : { ok: true, definitions, issues: lint.warnings };
}
