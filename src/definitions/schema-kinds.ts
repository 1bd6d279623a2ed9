/** The definition kinds that have a JSON Schema in flows/schema/<kind>.schema.json. */
export const SCHEMA_KINDS = ['text', 'action', 'screen', 'page', 'journey', 'site', 'fields', 'messages', 'errors', 'orderTypes'] as const;
export type SchemaKind = (typeof SCHEMA_KINDS)[number];

/** Base of every schema $id; refs between schemas are relative to it (e.g. "text.schema.json"). */
export const SCHEMA_BASE = 'https://sim-shop.dev/schema/';

export const schemaId = (kind: SchemaKind): string => `${SCHEMA_BASE}${kind}.schema.json`;
