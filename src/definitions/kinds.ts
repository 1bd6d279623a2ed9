/**
 * The one table of definition kinds. A single kind is one file under flows/ (site.json ...); a
 * collection kind is a folder of files keyed by their base name (pages/, journeys/). Every place
 * that reads, writes, validates or publishes definitions enumerates kinds from here.
 */
export const SINGLE_KINDS = ['site', 'fields', 'messages', 'errors', 'orderTypes'] as const;
export type SingleKind = (typeof SINGLE_KINDS)[number];

export const COLLECTION_KINDS = ['page', 'journey'] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];

export const DEFINITION_KINDS = [...SINGLE_KINDS, ...COLLECTION_KINDS] as const;
export type DefinitionKind = (typeof DEFINITION_KINDS)[number];

/** The key of a collection in a definition set, which is also its folder under flows/. */
export const COLLECTION_KEYS = { page: 'pages', journey: 'journeys' } as const satisfies Record<CollectionKind, string>;
export type CollectionKey = (typeof COLLECTION_KEYS)[CollectionKind];

export const isSingleKind = (v: unknown): v is SingleKind => typeof v === 'string' && (SINGLE_KINDS as readonly string[]).includes(v);
export const isCollectionKind = (v: unknown): v is CollectionKind => typeof v === 'string' && (COLLECTION_KINDS as readonly string[]).includes(v);
export const isDefinitionKind = (v: unknown): v is DefinitionKind => isSingleKind(v) || isCollectionKind(v);

/** The file of a single kind, repo-relative under flows/. */
export const singleFile = (kind: SingleKind): string => `${kind}.json`;
