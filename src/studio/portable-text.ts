// Portable Text in the studio's forms: which schemas hold it (an array of `block`s with `children`,
// recognised by shape, never by document type), the editor schema their JSON Schema allows (styles
// and lists from its enums, bold and italic, links when a mark definition may carry `href`), and the
// conversion between stored blocks and the editor's value. What the editor gives back is reduced to
// what the JSON Schema accepts, so the shop's @portabletext/react renders it as before.
import type { PortableTextBlock, SchemaDefinition } from '@portabletext/editor';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The block item schema of a Portable Text array, or null when `schema` is not one. */
function blockSchema(schema: unknown): Rec | null {
  if (!isRec(schema) || schema.type !== 'array' || !isRec(schema.items)) return null;
  const props = isRec(schema.items.properties) ? schema.items.properties : null;
  const type = props && isRec(props._type) ? props._type.const : undefined;
  return props && type === 'block' && isRec(props.children) ? props : null;
}

export const isPortableTextSchema = (schema: unknown): boolean => blockSchema(schema) !== null;

/** Decorators every Portable Text renderer knows (@portabletext/react: <strong>, <em>). */
export const DECORATORS = ['strong', 'em'] as const;
export const LINK = 'link';

/** The editor's schema for a Portable Text array's JSON Schema. */
export function editorSchemaOf(schema: unknown): SchemaDefinition {
  const props = blockSchema(schema) ?? {};
  const styleEnum = isRec(props.style) ? strings(props.style.enum) : [];
  const styles = ['normal', ...styleEnum.filter((s) => s !== 'normal')];
  const lists = isRec(props.listItem) ? strings(props.listItem.enum) : [];
  const markDefs = isRec(props.markDefs) && isRec(props.markDefs.items) ? props.markDefs.items : {};
  const markProps = isRec(markDefs.properties) ? markDefs.properties : {};
  const links = 'href' in markProps || markDefs.additionalProperties === true;
  return {
    styles: styles.map((name) => ({ name })),
    lists: lists.map((name) => ({ name })),
    decorators: DECORATORS.map((name) => ({ name })),
    annotations: links ? [{ name: LINK, fields: [{ name: 'href', type: 'string' }] }] : [],
  };
}

// Type aliases, not interfaces: the editor's block type is an open record, which an interface never matches.
/** A stored span as the JSON Schema has it. */
export type StoredSpan = { _type: 'span'; _key: string; text: string; marks: string[] };
export type StoredMarkDef = { _key: string; _type: string; href?: string };
export type StoredBlock = {
  _type: 'block'; _key: string; style: string; listItem?: string; level?: number; markDefs: StoredMarkDef[]; children: StoredSpan[];
};

let counter = 0;
/** A key for a block or span stored without one (the editor needs every node keyed). */
const freshKey = (): string => `k${Date.now().toString(36)}${(counter++).toString(36)}`;
const keyOf = (v: Rec): string => (typeof v._key === 'string' && v._key !== '' ? v._key : freshKey());

function toSpan(v: unknown): StoredSpan | null {
  if (!isRec(v) || v._type !== 'span') return null;
  return { _type: 'span', _key: keyOf(v), text: typeof v.text === 'string' ? v.text : '', marks: strings(v.marks) };
}

function toMarkDef(v: unknown): StoredMarkDef | null {
  if (!isRec(v) || typeof v._type !== 'string') return null;
  return { _key: keyOf(v), _type: v._type, ...(typeof v.href === 'string' ? { href: v.href } : {}) };
}

function toBlock(v: unknown): StoredBlock | null {
  if (!isRec(v) || v._type !== 'block' || !Array.isArray(v.children)) return null;
  const spans = v.children.map(toSpan).filter((s): s is StoredSpan => s !== null);
  const empty: StoredSpan = { _type: 'span', _key: freshKey(), text: '', marks: [] };
  const markDefs = (Array.isArray(v.markDefs) ? v.markDefs : []).map(toMarkDef).filter((m): m is StoredMarkDef => m !== null);
  // A mark a span names must be a decorator or one of the block's mark definitions (else it is dropped).
  const known = new Set<string>([...DECORATORS, ...markDefs.map((m) => m._key)]);
  return {
    _type: 'block', _key: keyOf(v), style: typeof v.style === 'string' && v.style !== '' ? v.style : 'normal',
    ...(typeof v.listItem === 'string' && v.listItem !== '' ? { listItem: v.listItem, level: typeof v.level === 'number' && v.level >= 1 ? Math.floor(v.level) : 1 } : {}),
    markDefs,
    children: (spans.length > 0 ? spans : [empty]).map((s) => ({ ...s, marks: s.marks.filter((m) => known.has(m)) })),
  };
}

/** Stored blocks, normalised to the JSON Schema's shape (anything else in the array is dropped). */
export function storedBlocks(value: unknown): StoredBlock[] {
  return (Array.isArray(value) ? value : []).map(toBlock).filter((b): b is StoredBlock => b !== null);
}

/** The editor's initial value of a stored array. */
export const toEditorValue = (value: unknown): PortableTextBlock[] => storedBlocks(value);

/** The editor's value as stored (an empty editor is an empty list, not one empty paragraph). */
export function fromEditorValue(value: readonly PortableTextBlock[] | undefined): StoredBlock[] {
  const blocks = storedBlocks(value ?? []);
  const blank = blocks.every((b) => b.children.every((s) => s.text === ''));
  return blank ? [] : blocks;
}
