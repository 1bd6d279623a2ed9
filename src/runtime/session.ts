/**
 * The session's data model, derived from the definitions: a small core the runtime itself reads,
 * the field values (`values`, one string per field of fields.json) and the declared state keys
 * (`data`: site.json `state` and every journey's `state`, with their defaults and what a reset
 * keeps). Revival, resets and the stored shape all follow from the declarations, so a journey
 * that declares a key or a field gets it kept across a reload without code.
 */
import { sameJson } from './same-json';
import { EMPTY_UTM, coerceUtm, type UtmRecord } from './utm';
import type { Definitions, JsonValue } from './types';
import type { UiLanguage } from './text';

export interface CoreState {
  language: UiLanguage;
  isMobile: boolean;
  trackingId: string;
  agent: string;
  /** The journey value of spec section 4 (3s, PREPAID, ...). */
  journey: string;
  /** The id of the journey definition the customer is in ('' outside one). */
  journeyId: string;
  productType: string;
  /** Set by the first product type change, which only arms the reset (A23). */
  productTypeArmed: boolean;
  utm: UtmRecord;
}

export interface SessionState {
  core: CoreState;
  values: Record<string, string>;
  data: Record<string, JsonValue>;
}

export interface StateKeyDecl { default: JsonValue; keep: boolean; keepOnHome: boolean }

export interface StateSchema {
  fields: ReadonlySet<string>;
  keys: ReadonlyMap<string, StateKeyDecl>;
  defaultJourney: string;
}

type Decl = { default?: unknown; keep?: boolean; keepOnHome?: boolean };

/** Journeys need only their state blocks and fields only their names here: the outline of a set (definitions/outline.ts) will do. */
export function stateSchemaOf(defs: Pick<Definitions, 'site'> & { fields: readonly string[]; journeys: Readonly<Record<string, { state?: Readonly<Record<string, Decl>> }>> }): StateSchema {
  const keys = new Map<string, StateKeyDecl>();
  const add = (block: Record<string, Decl> | undefined): void => {
    for (const [key, d] of Object.entries(block ?? {})) {
      if (!keys.has(key)) keys.set(key, { default: (d.default ?? null) as JsonValue, keep: d.keep === true, keepOnHome: d.keepOnHome === true });
    }
  };
  add(defs.site.state as Record<string, Decl>);
  for (const j of Object.values(defs.journeys)) add(j.state);
  return { fields: new Set(defs.fields), keys, defaultJourney: defs.site.defaultJourney };
}

const clone = <T extends JsonValue>(v: T): T => (v === null || typeof v !== 'object' ? v : (JSON.parse(JSON.stringify(v)) as T));

export function initialCore(defaultJourney: string): CoreState {
  return {
    language: 'ID', isMobile: false, trackingId: '', agent: '', journey: defaultJourney, journeyId: '', productType: '',
    productTypeArmed: false, utm: { ...EMPTY_UTM },
  };
}

export function initialSession(schema: StateSchema): SessionState {
  const data: Record<string, JsonValue> = {};
  for (const [key, decl] of schema.keys) data[key] = clone(decl.default);
  return { core: initialCore(schema.defaultJourney), values: {}, data };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const jsonType = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

function isJson(v: unknown, depth = 0): v is JsonValue {
  if (depth > 20) return false;
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every((x) => isJson(x, depth + 1));
  if (isRecord(v)) return Object.values(v).every((x) => isJson(x, depth + 1));
  return false;
}

/**
 * A stored session, accepted key by key against the declarations: a stale or tampered value of the
 * wrong kind falls back to the default, a key nobody declares any more is dropped.
 */
export function reviveSession(schema: StateSchema, raw: unknown): SessionState {
  const base = initialSession(schema);
  if (!isRecord(raw)) return base;
  const core: Record<string, unknown> = { ...base.core };
  const storedCore = isRecord(raw.core) ? raw.core : {};
  for (const [key, def] of Object.entries(base.core)) {
    const v = storedCore[key];
    if (key === 'utm') { core.utm = coerceUtm(v) ?? { ...EMPTY_UTM }; continue; }
    if (v !== undefined && v !== null && typeof v === typeof def) core[key] = v;
  }
  core.language = core.language === 'EN' ? 'EN' : 'ID';
  const values: Record<string, string> = {};
  const storedValues = isRecord(raw.values) ? raw.values : {};
  for (const name of schema.fields) {
    const v = storedValues[name];
    if (typeof v === 'string') values[name] = v;
  }
  const data = { ...base.data };
  const storedData = isRecord(raw.data) ? raw.data : {};
  for (const [key, decl] of schema.keys) {
    const v = storedData[key];
    if (v === undefined || !isJson(v)) continue;
    // A key with a null default holds objects once chosen; otherwise the stored value keeps the default's kind.
    if (decl.default === null || v === null || jsonType(v) === jsonType(decl.default)) data[key] = v;
  }
  return { core: core as unknown as CoreState, values, data };
}

/**
 * The core as a comparison with the server's view needs it: the tracking id and the visit's attribution
 * never change what renders, and language and device class are compared by the caller with the view
 * the server rendered.
 */
function comparedCore(core: CoreState): Partial<CoreState> {
  const { trackingId: _tracking, utm: _utm, language: _language, isMobile: _mobile, ...rest } = core;
  return rest;
}

/**
 * Whether a stored session renders like a fresh one (nothing chosen, nothing typed: e.g. after a
 * home reset), so a server-rendered page, rendered for a fresh visitor, can be hydrated as it is.
 */
export function rendersAsFresh(schema: StateSchema, raw: unknown): boolean {
  if (!isRecord(raw)) return true;
  // Typed values count even for fields whose definitions have not loaded yet.
  if (isRecord(raw.values) && Object.keys(raw.values).length > 0) return false;
  const stored = reviveSession(schema, raw);
  const fresh = initialSession(schema);
  return sameJson(comparedCore(stored.core), comparedCore(fresh.core)) && sameJson(stored.data, fresh.data);
}

export interface ResetOptions {
  /** The home reset: the agent survives too and the journey goes back to the default (spec section 2). */
  home?: boolean;
  /** Extra state keys to keep. */
  keep?: readonly string[];
}

/**
 * The reset rule (spec section 3, A23): everything is cleared except language, device type, tracking
 * id (and the visit's utm record), product type and the state keys declared `keep` (location,
 * layout ...); the home reset keeps the agent and the keys declared `keepOnHome`.
 */
export function resetSession(schema: StateSchema, s: SessionState, opts: ResetOptions = {}): SessionState {
  const fresh = initialSession(schema);
  const data = { ...fresh.data };
  for (const [key, decl] of schema.keys) {
    if (decl.keep || (opts.home && decl.keepOnHome) || opts.keep?.includes(key)) data[key] = s.data[key] ?? data[key] ?? null;
  }
  const core: CoreState = {
    ...fresh.core,
    language: s.core.language, isMobile: s.core.isMobile, trackingId: s.core.trackingId,
    productType: s.core.productType, productTypeArmed: s.core.productTypeArmed,
    // The visit's attribution is not the journey's data: an order made after a reset still carries it.
    utm: s.core.utm,
    agent: opts.home ? s.core.agent : fresh.core.agent,
  };
  // A reset action may name core keys to keep as well (the lint accepts any state key).
  const kept = (opts.keep ?? []).filter((key): key is keyof CoreState => key in core);
  for (const key of kept) (core as unknown as Record<string, unknown>)[key] = s.core[key];
  return { core, values: {}, data };
}

/** Changing the product type resets the state, except the first change which only arms the reset (A23). */
export function changeProductType(schema: StateSchema, s: SessionState, productType: string): SessionState {
  if (s.core.productType === productType) return s;
  if (!s.core.productTypeArmed) return { ...s, core: { ...s.core, productType, productTypeArmed: true } };
  const reset = resetSession(schema, s);
  return { ...reset, core: { ...reset.core, productType } };
}

function setIn(target: JsonValue | undefined, keys: readonly string[], value: JsonValue): JsonValue {
  if (keys.length === 0) return value;
  const [head = '', ...rest] = keys;
  const base: Record<string, JsonValue> = isRecord(target) ? { ...(target as Record<string, JsonValue>) } : {};
  base[head] = setIn(base[head], rest, value);
  return base;
}

/**
 * Writes a value at a state path: `values.<field>`, a core key, or a declared key (dotted inside
 * it). An undeclared path is refused (the lint keeps definitions from naming one).
 */
export function setPath(schema: StateSchema, s: SessionState, path: string, value: JsonValue): SessionState {
  const [root = '', ...rest] = path.split('.').filter(Boolean);
  if (root === 'values') {
    const name = rest[0];
    if (name === undefined || !schema.fields.has(name)) throw new Error(`'${path}' is not a field value`);
    return { ...s, values: { ...s.values, [name]: value === null ? '' : String(value) } };
  }
  if (root in s.core) {
    if (root === 'productType') return changeProductType(schema, s, String(value ?? ''));
    const current = s.core[root as keyof CoreState] as JsonValue;
    return { ...s, core: { ...s.core, [root]: rest.length === 0 ? value : setIn(current, rest, value) } };
  }
  if (!schema.keys.has(root)) throw new Error(`'${path}' is not a declared state key`);
  return { ...s, data: { ...s.data, [root]: setIn(s.data[root], rest, value) } };
}

/** The value at a dotted path of a snapshot (null when absent). */
export function valueAt(source: unknown, path: string): JsonValue {
  let node: unknown = source;
  for (const part of path.split('.').filter(Boolean)) {
    if (!isRecord(node) && !Array.isArray(node)) return null;
    node = (node as Record<string, unknown>)[part];
  }
  return node === undefined ? null : (node as JsonValue);
}

/** What a journey is, as rules read it (`active.*`). */
export interface ActiveJourney {
  id: string; journey: string; orderType: string; productType: string; version: number;
  staff: boolean; delivery: string; payment: boolean; cartSteps: number[];
}

export interface SnapshotExtras {
  active: ActiveJourney | null;
  constants: Record<string, JsonValue>;
  now: number;
  params?: Record<string, string>;
  /** The query string's parameters. */
  query?: Record<string, string>;
  input?: JsonValue;
}

/** The flat object JSON Logic sees: core keys, `values`, declared keys, then the computed roots. */
export function snapshotOf(s: SessionState, extras: SnapshotExtras): Record<string, unknown> {
  return {
    ...s.data, ...s.core, values: s.values,
    active: extras.active, constants: extras.constants, lang: s.core.language === 'EN' ? 'en' : 'id', now: extras.now,
    params: extras.params ?? {}, query: extras.query ?? {},
    ...(extras.input !== undefined ? { input: extras.input } : {}),
  };
}

/**
 * Entering a journey: its product type (with the change rule), its journey value and its id. Another
 * step of the journey the visit is in keeps the value a choice has set since (a store pick-up: RETAIL_STORE).
 */
export function enterJourney(schema: StateSchema, s: SessionState, journey: { id: string; journey: string; productType: string }): SessionState {
  const typed = changeProductType(schema, s, journey.productType);
  const value = typed.core.journeyId === journey.id ? typed.core.journey : journey.journey;
  return { ...typed, core: { ...typed.core, journey: value, journeyId: journey.id } };
}
