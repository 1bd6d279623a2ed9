// Where each definition lives on disk (repo-relative), so every Issue names a file.
import { SINGLE_KINDS, singleFile, type SingleKind } from './kinds';
import type { DefinitionRef } from './outline';

export type DefinitionFiles = Record<SingleKind, string> & {
  /** Page id -> file; the key is the file's base name. */
  pages: Record<string, string>;
  /** Journey id -> file; the key is the file's base name. */
  journeys: Record<string, string>;
};

export const FLOWS_DIR = 'flows';

const mapKeys = (ids: string[], dir: string): Record<string, string> =>
  Object.fromEntries(ids.map((id) => [id, `${FLOWS_DIR}/${dir}/${id}.json`]));

/** The conventional file layout: flows/<kind>.json, flows/pages/<id>.json, flows/journeys/<id>.json. */
export function conventionalFiles(defs: { pages: Record<string, unknown>; journeys: Record<string, unknown> }): DefinitionFiles {
  const singles = Object.fromEntries(SINGLE_KINDS.map((k) => [k, `${FLOWS_DIR}/${singleFile(k)}`])) as Record<SingleKind, string>;
  return { ...singles, pages: mapKeys(Object.keys(defs.pages), 'pages'), journeys: mapKeys(Object.keys(defs.journeys), 'journeys') };
}

/** The file of one page or journey, or of a single-file kind (the module the browser's chunk is built from). */
export const definitionFile = (ref: DefinitionRef | { kind: SingleKind }): string =>
  ('id' in ref ? `${FLOWS_DIR}/${ref.kind === 'page' ? 'pages' : 'journeys'}/${ref.id}.json` : `${FLOWS_DIR}/${singleFile(ref.kind)}`);
