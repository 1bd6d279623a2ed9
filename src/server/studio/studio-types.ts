// The studio's document types, from disk: one per definition kind, then one per content schema in
// flows/schema/content/<type>.schema.json (a new content type shows up without a code change). Only
// the file system and the kinds table: the end-to-end tests list the types with it as the server does.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFINITION_KINDS, type DefinitionKind } from '../../definitions/kinds';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type JsonObject = { [k: string]: Json };

export interface StudioType {
  /** Content type name, or `def:<kind>` for a definition kind. */
  name: string;
  title: string;
  /** Lake `_type` of its documents. */
  docType: string;
  kind?: DefinitionKind;
}

export const readJson = (path: string): JsonObject => JSON.parse(readFileSync(path, 'utf8')) as JsonObject;

/** The content schemas by type name (the file's base name). */
export function readContentSchemas(flowsDir: string): Map<string, JsonObject> {
  const dir = resolve(flowsDir, 'schema', 'content');
  const schemas = new Map<string, JsonObject>();
  if (!existsSync(dir)) return schemas;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.schema.json')).sort()) {
    schemas.set(file.slice(0, -'.schema.json'.length), readJson(join(dir, file)));
  }
  return schemas;
}

/** Every type the studio offers (its title from the schema's title). */
export function studioTypes(contentSchemas: ReadonlyMap<string, JsonObject>): StudioType[] {
  return [
    ...DEFINITION_KINDS.map((kind): StudioType => ({
      name: `def:${kind}`, title: `Definition: ${kind}`, docType: 'definition', kind,
    })),
    ...[...contentSchemas.entries()].filter(([name]) => name !== 'definition').map(([name, s]): StudioType => ({
      name, title: typeof s.title === 'string' ? s.title : name, docType: name,
    })),
  ];
}
