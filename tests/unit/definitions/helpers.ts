import { resolve } from 'node:path';
import { definitions } from '../../../src/definitions/bundle';
import { conventionalFiles } from '../../../src/definitions/files';
import { lintDefinitions } from '../../../src/definitions/lint';
import { validateDefinitions } from '../../../src/definitions/validate';
import type { RawDefinitions } from '../../../src/definitions/raw';
import type { Definitions, Issue } from '../../../src/definitions/types';

export const ROOT = resolve(import.meta.dirname, '../../..');

/** A deep, freely mutable copy of the shipped definitions. */
export const copyDefinitions = (): Definitions => structuredClone(definitions);

export function schemaIssues(defs: Definitions | RawDefinitions): Issue[] {
  return validateDefinitions(defs, conventionalFiles(defs)).issues;
}

export const lintErrors = (defs: Definitions): Issue[] => lintDefinitions(defs).errors;
