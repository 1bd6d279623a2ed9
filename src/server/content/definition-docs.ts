// flows/ definitions <-> `definition` documents (_id def.<kind>.<defId>), both ways.
import type { RawDefinitions } from '../../definitions/raw';
import type { DefinitionKind } from './content-types';

/** The same shape as the definitions layer's parsed files. */
export type DefinitionSet = RawDefinitions;

export interface DefinitionDocument {
  _id: string;
  _type: 'definition';
  kind: DefinitionKind;
  defId: string;
  body: unknown;
}

export const definitionDocId = (kind: DefinitionKind, defId: string): string => `def.${kind}.${defId}`;

const doc = (kind: DefinitionKind, defId: string, body: unknown): DefinitionDocument =>
  ({ _id: definitionDocId(kind, defId), _type: 'definition', kind, defId, body });

/** Deterministic order: site, fields, messages, errors, pages, journeys (each by id). */
export function definitionDocuments(set: DefinitionSet): DefinitionDocument[] {
  const sorted = (r: Record<string, unknown>) => Object.keys(r).sort().map((id) => [id, r[id]] as const);
  return [
    doc('site', 'site', set.site), doc('fields', 'fields', set.fields), doc('messages', 'messages', set.messages), doc('errors', 'errors', set.errors),
    ...sorted(set.pages).map(([id, body]) => doc('page', id, body)),
    ...sorted(set.journeys).map(([id, body]) => doc('journey', id, body)),
  ];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Assembles documents ({ kind, defId, body }) back into one set; unknown kinds are ignored. */
export function definitionSet(docs: readonly unknown[]): DefinitionSet {
  const set: DefinitionSet = { site: null, fields: null, messages: null, errors: null, pages: {}, journeys: {} };
  for (const d of docs) {
    if (!isRecord(d) || typeof d.kind !== 'string' || typeof d.defId !== 'string') continue;
    if (d.kind === 'site' || d.kind === 'fields' || d.kind === 'messages' || d.kind === 'errors') set[d.kind] = d.body;
    else if (d.kind === 'page') set.pages[d.defId] = d.body;
    else if (d.kind === 'journey') set.journeys[d.defId] = d.body;
  }
  return set;
}
