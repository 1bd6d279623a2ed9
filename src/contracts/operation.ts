/**
 * An operation of the shop API: one method + path with the JSON Schemas of its parts. The server
 * registers its route from it (validation, serialisation, OpenAPI), the browser's client derives
 * its request from it, and definitions name it in a `call` action or a data source.
 */
import type { JSONSchema } from 'json-schema-to-ts';
import type { Infer } from './common';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * Who may call it: `browser` operations may be named by definitions; `gateway` operations are
 * server-to-server (payment notifications) and the lint refuses them in a definition.
 */
export type OperationCaller = 'browser' | 'gateway';

/** The request header carrying the key of an idempotent operation's request. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export interface OperationSpec {
  readonly name: string;
  readonly method: HttpMethod;
  /** Fastify/react-router syntax; an optional last parameter ends in `?`. */
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly caller: OperationCaller;
  /**
   * Safe to retry: the browser sends an `Idempotency-Key` header, fresh per submit (the same key
   * again only for the same request after its answer was lost), and the server answers a request
   * with a key it has seen with the first result (see src/server/idempotency.ts).
   */
  readonly idempotent?: true;
  /**
   * Facts of the visit's server-side session the server requires before it runs the operation
   * (src/server/visit/): `kind:subject`, the subject filled from the validated request, e.g.
   * `otp.email:{body.msisdn}`. Without them it answers 403, whatever the browser's guard decided.
   */
  readonly requires?: readonly string[];
  /** `exempt`: not counted by the per-IP request limit; only for signed server-to-server calls, which must never be dropped. */
  readonly rateLimit?: 'exempt';
  readonly params?: JSONSchema;
  readonly query?: JSONSchema;
  readonly body?: JSONSchema;
  readonly response: JSONSchema;
}

/** Keeps the literal types of an operation (its schemas drive the request/response types). */
export const defineOperation = <const O extends OperationSpec>(op: O): O => op;

type Part<O, K extends 'params' | 'query' | 'body'> = O extends { readonly [P in K]: infer S extends JSONSchema } ? Infer<S> : undefined;

export type ParamsOf<O> = Part<O, 'params'>;
export type QueryOf<O> = Part<O, 'query'>;
export type BodyOf<O> = Part<O, 'body'>;
export type ResponseOf<O> = O extends { readonly response: infer S extends JSONSchema } ? Infer<S> : never;

/** What a caller hands over: the parts the operation declares. */
export interface OperationInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The path parameter names of a path, with whether each is optional. */
export function pathParams(path: string): { name: string; optional: boolean }[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)(\?)?/g)].map((m) => ({ name: m[1] ?? '', optional: m[2] === '?' }));
}

/**
 * The concrete URL of a call: path parameters substituted (encoded; an absent optional one drops its
 * segment), then the query string of the defined, non-empty values.
 */
export function operationUrl(op: Pick<OperationSpec, 'path'>, input: OperationInput): string {
  const params = input.params ?? {};
  const path = op.path.replace(/\/:([A-Za-z_][A-Za-z0-9_]*)(\?)?/g, (_, name: string, optional: string | undefined) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      if (optional) return '';
      throw new Error(`missing path parameter '${name}' for ${op.path}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key, String(value));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}
