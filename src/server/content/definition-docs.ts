// flows/ definitions <-> `definition` documents (_id def.<kind>.<defId>), both ways.
import { isCollectionKind, isSingleKind, SINGLE_KINDS, type DefinitionKind } from '../../definitions/kinds';
import { emptyRaw, type RawDefinitions } from '../../definitions/raw';

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

/** Deterministic order: the single kinds (site, fields, ...), then pages and journeys (each by id). */
export function definitionDocuments(set: DefinitionSet): DefinitionDocument[] {
  const sorted = (r: Record<string, unknown>) => Object.keys(r).sort().map((id) => [id, r[id]] as const);
  return [
    ...SINGLE_KINDS.filter((kind) => set[kind] !== null && set[kind] !== undefined).map((kind) => doc(kind, kind, set[kind])),
    ...sorted(set.pages).map(([id, body]) => doc('page', id, body)),
    ...sorted(set.journeys).map(([id, body]) => doc('journey', id, body)),
  ];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Assembles documents ({ kind, defId, body }) back into one set; unknown kinds are ignored. */
export function definitionSet(docs: readonly unknown[]): DefinitionSet {
  const set: DefinitionSet = emptyRaw();
  for (const d of docs) {
    if (!isRecord(d) || typeof d.defId !== 'string') continue;
    if (isSingleKind(d.kind)) set[d.kind] = d.body;
    else if (isCollectionKind(d.kind)) set[d.kind === 'page' ? 'pages' : 'journeys'][d.defId] = d.body;
  }
  return set;
}

const objOr = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});
const records = (r: Record<string, unknown>): Record<string, Record<string, unknown>> =>
  Object.fromEntries(Object.entries(r).filter((e): e is [string, Record<string, unknown>] => isRecord(e[1])));

/** The set in the shape it is served and checked in (objects where the lake holds anything else). */
export function definitionsRaw(set: DefinitionSet) {
  return {
    site: objOr(set.site), fields: objOr(set.fields), messages: objOr(set.messages), errors: objOr(set.errors),
    orderTypes: objOr(set.orderTypes), pages: records(set.pages), journeys: records(set.journeys),
  };
}
