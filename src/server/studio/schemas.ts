// The JSON Schemas the studio edits with: flows/schema/<kind>.schema.json (definition kinds) and
// flows/schema/content/<type>.schema.json (content types), read from disk so a new content type
// shows up without a code change. Forms get self-contained copies (rjsf only resolves local refs).
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import { humanMessage } from '../../definitions/validate';
import type { StudioIssue } from './content-checks';
import { errorPointer, schemaWords } from './schema-words';
import { readContentSchemas, readJson, studioTypes, type Json, type JsonObject, type StudioType } from './studio-types';

export type { JsonObject, StudioType };

const isObj = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface StudioSchemas {
  types: StudioType[];
  /** Self-contained form schema of a type (refs inlined). */
  formSchema(name: string): JsonObject | undefined;
  /** Schema issues of a document (content) or a definition body (kind). */
  check(name: string, data: unknown, file: string): StudioIssue[];
}

export function loadStudioSchemas(flowsDir: string): StudioSchemas {
  const root = resolve(flowsDir, 'schema');
  const byId = new Map<string, JsonObject>();
  const defSchemas = new Map<string, JsonObject>();
  for (const file of readdirSync(root).filter((f) => f.endsWith('.schema.json'))) {
    const s = readJson(join(root, file));
    if (typeof s.$id === 'string') byId.set(s.$id, s);
    defSchemas.set(file.slice(0, -'.schema.json'.length), s);
  }
  const contentSchemas = readContentSchemas(flowsDir);
  for (const c of contentSchemas.values()) if (typeof c.$id === 'string') byId.set(c.$id, c);
  // Content schemas may carry keywords for other tools; definitions are checked strictly by validate.ts.
  const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true });
  for (const s of byId.values()) ajv.addSchema(s);

  const types = studioTypes(contentSchemas);

  const schemaOf = (name: string): JsonObject | undefined => {
    if (name.startsWith('def:')) return defSchemas.get(name.slice(4));
    return contentSchemas.get(name);
  };
  const validators = new Map<string, ValidateFunction>();

  return {
    types,
    formSchema(name) {
      const s = schemaOf(name);
      return s ? inlineRefs(s, byId) : undefined;
    },
    check(name, data, file) {
      const s = schemaOf(name);
      if (!s || typeof s.$id !== 'string') return [{ file, pointer: '', message: `unknown document type '${name}'` }];
      let validate = validators.get(name);
      if (!validate) {
        validate = ajv.getSchema(s.$id);
        if (!validate) return [{ file, pointer: '', message: `schema of '${name}' does not compile` }];
        validators.set(name, validate);
      }
      if (validate(data)) return [];
      return (validate.errors ?? []).filter((e) => e.keyword !== 'propertyNames')
        .map((e) => {
          const text = schemaWords(e);
          return { file, pointer: errorPointer(e), message: humanMessage(e), ...(text ? { text } : {}) };
        });
    },
  };
}

function pointerGet(doc: Json, fragment: string): Json | undefined {
  let at: Json | undefined = doc;
  for (const raw of fragment.replace(/^\//, '').split('/').filter(Boolean)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(at)) at = at[Number(key)];
    else if (isObj(at)) at = at[key];
    else return undefined;
  }
  return at;
}

const names = (v: Json | undefined): string[] => (Array.isArray(v) ? v.filter((n): n is string => typeof n === 'string') : []);

/**
 * An allOf of object schemas as one object schema (the forms and the studio's walks read `properties`):
 * their properties and required names together, less the names a branch's propertyNames rules out
 * (`{ not: { enum: [...] } }`, a definition that is another one less some properties).
 */
function mergedAllOf(node: JsonObject, branches: readonly JsonObject[]): JsonObject {
  const { allOf: _allOf, ...own } = node;
  const out: JsonObject = { ...own };
  const properties: JsonObject = {};
  const required = new Set<string>();
  const excluded = new Set<string>();
  for (const b of branches) {
    const { properties: p, required: r, propertyNames: pn, ...rest } = b;
    Object.assign(out, rest, own);
    if (isObj(p)) Object.assign(properties, p);
    for (const n of names(r)) required.add(n);
    if (isObj(pn) && isObj(pn.not)) for (const n of names(pn.not.enum)) excluded.add(n);
  }
  for (const n of excluded) { delete properties[n]; required.delete(n); }
  return { ...out, properties, ...(required.size > 0 ? { required: [...required] } : {}) };
}

/** Replaces every $ref by (a copy of) its target; refs resolve against the enclosing $id. An allOf of objects becomes one. */
export function inlineRefs(schema: JsonObject, byId: Map<string, JsonObject>): JsonObject {
  const walk = (node: Json, base: string, depth: number): Json => {
    if (Array.isArray(node)) return node.map((n) => walk(n, base, depth));
    if (!isObj(node)) return node;
    const here = typeof node.$id === 'string' ? new URL(node.$id, base).href : base;
    if (typeof node.$ref === 'string') {
      if (depth > 40) return {};
      const url = new URL(node.$ref, here);
      const docId = url.href.split('#')[0] ?? '';
      const doc = byId.get(docId);
      const target = doc ? pointerGet(doc, decodeURIComponent(url.hash.slice(1))) : undefined;
      const { $ref: _ref, ...siblings } = node;
      const resolved = isObj(target) ? walk(target, docId, depth + 1) : {};
      // Titles and descriptions next to a $ref describe this use: they win.
      return isObj(resolved) ? { ...resolved, ...siblings } : resolved;
    }
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === '$id' || k === '$schema' || k === 'definitions') continue;
      out[k] = walk(v, here, depth);
    }
    const branches = Array.isArray(out.allOf) ? out.allOf.filter(isObj) : [];
    return branches.length > 0 && branches.length === (out.allOf as Json[]).length && branches.every((b) => b.type === 'object' || isObj(b.properties))
      ? mergedAllOf(out, branches) : out;
  };
  const base = typeof schema.$id === 'string' ? schema.$id : 'https://sim-shop.dev/schema/';
  return walk(schema, base, 0) as JsonObject;
}
