// Patch operations on a plain JSON document: set, setIfMissing, unset, inc, dec, insert.
// Paths: `a.b`, `a[0]`, `a[-1]`, `a[_key=="k"]` (the forms @sanity/client's patch() produces).
import type { InsertOp, PatchBody } from './types';

type Segment = string | number | { key: string };
type Container = Record<string, unknown> | unknown[];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function parsePath(path: string): Segment[] {
  const segs: Segment[] = [];
  const re = /([A-Za-z_$][\w$-]*)|\[\s*(-?\d+)\s*\]|\[\s*_key\s*==\s*["']([^"']*)["']\s*\]|(\.)/y;
  let pos = 0;
  while (pos < path.length) {
    re.lastIndex = pos;
    const m = re.exec(path);
    if (!m) throw new Error(`Invalid patch path "${path}"`);
    if (m[1] !== undefined) segs.push(m[1]);
    else if (m[2] !== undefined) segs.push(Number(m[2]));
    else if (m[3] !== undefined) segs.push({ key: m[3] });
    pos = re.lastIndex;
  }
  if (segs.length === 0) throw new Error(`Invalid patch path "${path}"`);
  return segs;
}

function indexIn(arr: unknown[], seg: number | { key: string }): number {
  if (typeof seg === 'number') return seg < 0 ? arr.length + seg : seg;
  return arr.findIndex((item) => isRecord(item) && item._key === seg.key);
}

function childOf(c: Container, seg: Segment): unknown {
  if (Array.isArray(c)) return typeof seg === 'string' ? undefined : c[indexIn(c, seg)];
  return typeof seg === 'string' ? c[seg] : undefined;
}

/** The container holding the last segment, creating objects on the way when `create`. */
function parentOf(doc: Record<string, unknown>, segs: Segment[], create: boolean): Container | undefined {
  let cur: Container = doc;
  for (const seg of segs.slice(0, -1)) {
    let next = childOf(cur, seg);
    if (next === undefined && create && typeof seg === 'string' && !Array.isArray(cur)) {
      next = {};
      cur[seg] = next;
    }
    if (!isRecord(next) && !Array.isArray(next)) return undefined;
    cur = next;
  }
  return cur;
}

function write(doc: Record<string, unknown>, path: string, fn: (old: unknown) => unknown, create = true): void {
  const segs = parsePath(path);
  const last = segs[segs.length - 1];
  const parent = parentOf(doc, segs, create);
  if (!parent) return;
  if (Array.isArray(parent)) {
    if (typeof last === 'string') return;
    const i = indexIn(parent, last);
    if (i < 0 || i > parent.length) return;
    parent[i] = fn(parent[i]);
  } else if (typeof last === 'string') {
    parent[last] = fn(parent[last]);
  }
}

function remove(doc: Record<string, unknown>, path: string): void {
  const segs = parsePath(path);
  const last = segs[segs.length - 1];
  const parent = parentOf(doc, segs, false);
  if (!parent) return;
  if (Array.isArray(parent)) {
    if (typeof last === 'string') return;
    const i = indexIn(parent, last);
    if (i >= 0 && i < parent.length) parent.splice(i, 1);
  } else if (typeof last === 'string') {
    delete parent[last];
  }
}

// `_type` decides who may edit a document (editors/roles.ts): a patch never changes it; a document
// changes type only by being replaced whole, which the role check judges on both types.
const PROTECTED = new Set(['_id', '_type', '_rev', '_createdAt', '_updatedAt']);
const guard = (path: string) => {
  const root = /^[^.[]*/.exec(path)?.[0] ?? path;
  if (PROTECTED.has(root)) throw new Error(`Cannot patch the system field "${root}"`);
};

/**
 * insert: `items` before or after the array item the path selects (`a[0]`, `a[-1]`,
 * `a[_key=="k"]`), or in its place. A missing array is created (as @sanity/client's append() on a
 * new field expects); a key that matches no item is an error.
 */
function insert(doc: Record<string, unknown>, op: InsertOp): void {
  const [where, path] = 'before' in op ? ['before', op.before] as const : 'after' in op ? ['after', op.after] as const : ['replace', op.replace] as const;
  if (typeof path !== 'string') throw new Error(`insert needs a path in "${where}"`);
  if (!Array.isArray(op.items)) throw new Error('insert needs "items" (an array)');
  guard(path);
  const segs = parsePath(path);
  const last = segs[segs.length - 1];
  if (typeof last === 'string') throw new Error(`insert path "${path}" must select an array item ([index] or [_key=="..."])`);
  const arrPath = segs.slice(0, -1);
  const arrSeg = arrPath[arrPath.length - 1];
  const parent = arrPath.length > 0 ? parentOf(doc, arrPath, true) : undefined;
  let arr = parent === undefined || arrSeg === undefined ? undefined : childOf(parent, arrSeg);
  if (arr === undefined && parent !== undefined && !Array.isArray(parent) && typeof arrSeg === 'string') {
    arr = [];
    parent[arrSeg] = arr;
  }
  if (!Array.isArray(arr)) throw new Error(`insert path "${path}" does not lead to an array`);
  const items = structuredClone(op.items);
  let i = indexIn(arr, last);
  if (i < 0) {
    if (typeof last !== 'number') throw new Error(`insert: no array item matches "${path}"`);
    i = -1;
  }
  i = Math.min(i, arr.length - 1);
  if (where === 'before') arr.splice(Math.max(i, 0), 0, ...items);
  else if (where === 'after') arr.splice(i + 1, 0, ...items);
  else if (i >= 0) arr.splice(i, 1, ...items);
  else throw new Error(`insert: no array item matches "${path}"`);
}

/** The patch operations this lake implements; anything else is refused, never ignored. */
export const PATCH_OPERATIONS = ['set', 'setIfMissing', 'unset', 'inc', 'dec', 'insert'] as const;

/** Applies the operations in Sanity's order: set, setIfMissing, unset, inc, dec, insert. Mutates doc. */
export function applyPatch(doc: Record<string, unknown>, patch: PatchBody): void {
  for (const [path, value] of Object.entries(patch.set ?? {})) { guard(path); write(doc, path, () => structuredClone(value)); }
  for (const [path, value] of Object.entries(patch.setIfMissing ?? {})) {
    guard(path);
    write(doc, path, (old) => (old === undefined ? structuredClone(value) : old));
  }
  for (const path of patch.unset ?? []) { guard(path); remove(doc, path); }
  const add = (sign: 1 | -1) => ([path, by]: [string, number]) => {
    guard(path);
    if (typeof by !== 'number') throw new Error(`inc/dec of "${path}" needs a number`);
    write(doc, path, (old) => (typeof old === 'number' ? old + sign * by : old), false);
  };
  Object.entries(patch.inc ?? {}).forEach(add(1));
  Object.entries(patch.dec ?? {}).forEach(add(-1));
  if (patch.insert !== undefined) insert(doc, patch.insert);
}
