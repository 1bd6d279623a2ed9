/**
 * The browser's client of the shop API, derived from the operations of src/contracts: one call by
 * operation name, the URL built from the operation's path and the request's params and query. No
 * call is written by hand; a new operation in the contracts is callable at once (its row in the
 * generated operation table comes with the build), and so is one the server announces beyond that
 * table (operation-entries.ts). The table, not OPERATIONS itself: the browser needs each operation's
 * method and path, not the JSON Schemas the server validates with.
 */
import { IDEMPOTENCY_HEADER, operationUrl, type OperationInput } from '../contracts/operation';
import { operationEntry } from '../contracts/operation-entries';
import { ApiError } from './api-error';
import { readOr, request } from './http';
import { answered, keyFor } from './idempotency-keys';

/**
 * Calls an operation by name. The answer is JSON the caller reads through the definitions (stored,
 * picked, shown), so it comes back as `unknown`; the server has already shaped it by the contract.
 */
export async function callOperation(name: string, input: OperationInput = {}, signal?: AbortSignal): Promise<unknown> {
  const op = operationEntry(name);
  if (!op) throw new Error(`unknown operation '${name}'`);
  const url = operationUrl(op, input);
  const body = op.method === 'POST' ? (input.body ?? {}) : undefined;
  if (!op.idempotent) return request<unknown>(op.method, url, { body, signal });
  // An idempotent operation: a key per submit, the same one only for this very request resent unanswered.
  const what = `${name} ${url} ${JSON.stringify(body)}`;
  const headers = { [IDEMPOTENCY_HEADER]: keyFor(what) };
  try {
    const result = await request<unknown>(op.method, url, { body, signal, headers });
    answered(what);
    return result;
  } catch (err) {
    // Status 0: no answer reached us (network, abort), so the work may have been done: keep the key.
    if (err instanceof ApiError && err.status !== 0) answered(what);
    throw err;
  }
}

/** Fire and forget: a lost funnel event must never disturb the shopper. */
export function sendTraffic(body: OperationInput['body']): Promise<unknown> {
  return readOr(() => callOperation('tracking.traffic', { body }), { ok: false }, 'traffic');
}
