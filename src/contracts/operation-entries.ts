/**
 * Operations the browser did not get from its build. The build's table (operation-table.ts) holds the
 * shop's own; a server that runs more domains (the end-to-end fixture shop's test-only ones) announces
 * what it serves beyond that table with its definitions (`operations` of /api/definitions: name, method,
 * path, caller, idempotent, requires, never a JSON Schema), and the browser calls them like its own.
 */
import type { OperationSpec } from './operation';
import { OPERATION_TABLE, type OperationRoute } from './operation-table';

/** What the browser and the lint need of an operation: its route and who may call it. */
export type OperationEntry = Pick<OperationSpec, 'method' | 'path' | 'caller' | 'idempotent' | 'requires'>;
export type OperationEntries = Readonly<Record<string, OperationEntry>>;

const has = (o: object, key: string): boolean => Object.prototype.hasOwnProperty.call(o, key);
const builtEntry = (name: string): OperationRoute | undefined =>
  (has(OPERATION_TABLE, name) ? (OPERATION_TABLE as Readonly<Record<string, OperationRoute>>)[name] : undefined);

/** The operations of `served` that the build's table lacks, as the browser needs them (empty for the shop itself). */
export function entriesBeyondTable(served: readonly OperationSpec[]): OperationEntries {
  const out: Record<string, OperationEntry> = {};
  for (const op of served) {
    if (builtEntry(op.name)) continue;
    out[op.name] = {
      method: op.method, path: op.path, caller: op.caller,
      ...(op.idempotent ? { idempotent: true as const } : {}), ...(op.requires ? { requires: [...op.requires] } : {}),
    };
  }
  return out;
}

const NAME = /^[a-z][A-Za-z0-9]{0,39}\.[a-z][A-Za-z0-9]{0,39}$/;
const PATH = /^\/api\/[A-Za-z0-9_\-/:?]{1,200}$/;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The well-formed entries of an announcement read from an answer (others dropped; at most 200). */
export function readEntries(value: unknown): OperationEntries {
  if (!isRecord(value)) return {};
  const out: Record<string, OperationEntry> = {};
  for (const [name, e] of Object.entries(value).slice(0, 200)) {
    if (!NAME.test(name) || !isRecord(e) || typeof e.path !== 'string' || !PATH.test(e.path)) continue;
    if (e.method !== 'GET' && e.method !== 'POST' && e.method !== 'DELETE') continue;
    if (e.caller !== 'browser' && e.caller !== 'gateway') continue;
    const requires = Array.isArray(e.requires) ? e.requires.filter((r): r is string => typeof r === 'string').slice(0, 10) : undefined;
    out[name] = { method: e.method, path: e.path, caller: e.caller, ...(e.idempotent === true ? { idempotent: true as const } : {}), ...(requires ? { requires } : {}) };
  }
  return out;
}

/** The announced operations the browser takes (definitions-model.ts sets them with the set it takes). */
let announced: OperationEntries = {};

export function announceOperations(entries: OperationEntries): void {
  announced = entries;
}

/** An operation's entry: the build's, else one the server announced. */
export function operationEntry(name: string, extra: OperationEntries = announced): OperationEntry | undefined {
  return builtEntry(name) ?? (has(extra, name) ? extra[name] : undefined);
}

/** Whether the browser can call `name`: in the build's table or announced by the server. */
export const isCallableOperation = (name: string): boolean => operationEntry(name) !== undefined;
