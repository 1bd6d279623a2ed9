// Registers a Fastify route from an operation of src/contracts/operations.ts: method, path and every
// schema live in the contract only, so the route, its validation, its serialisation, the OpenAPI
// document and the browser's client cannot drift apart.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import { IDEMPOTENCY_HEADER, pathParams, type BodyOf, type OperationSpec, type ParamsOf, type QueryOf, type ResponseOf } from '../../contracts';
import { refuseWithoutFacts, requiredFacts, requiresProblem } from '../visit/required-facts';
import { cachedJson } from './compressed-json';
import { errorResponses } from './error-responses';

/** What a handler gets: the validated parts the operation declares, plus the raw request and reply. */
export interface OperationInput<O> {
  params: ParamsOf<O>;
  query: QueryOf<O>;
  body: BodyOf<O>;
  /** The Idempotency-Key header of an idempotent operation (checked by its schema); undefined when absent. */
  idempotencyKey: string | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type OperationHandler<O> = (input: OperationInput<O>) => Promise<ResponseOf<O>>;

export interface OperationRouteOptions {
  /** Keep the exact body text (signature checks, see json-parser.ts). */
  rawBody?: boolean;
  /** Runs before validation (e.g. a signature check, so an unsigned caller learns nothing). */
  preValidation?: preValidationAsyncHookHandler;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The concrete routes of an operation path. A last optional parameter (`/:packageId?`) becomes
 * two routes, with and without it, so the OpenAPI document shows two plain paths.
 */
export function pathVariants(path: string): string[] {
  const params = pathParams(path);
  const last = params[params.length - 1];
  if (!last?.optional) return [path];
  const full = path.replace(/\?$/, '');
  return [full, full.slice(0, full.lastIndexOf('/'))];
}

/** The params schema of one variant: only the parameters its path has. */
function paramsFor(schema: unknown, path: string): unknown {
  if (!isRecord(schema) || !isRecord(schema.properties)) return schema;
  const names = new Set(pathParams(path).map((p) => p.name));
  const properties = Object.fromEntries(Object.entries(schema.properties).filter(([k]) => names.has(k)));
  const required = Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === 'string' && names.has(r)) : undefined;
  return { ...schema, properties, ...(required ? { required } : {}) };
}

/** Printable ASCII, bounded: a UUID or any opaque token a client makes per submit. */
const idempotencyHeaders = {
  type: 'object',
  properties: { [IDEMPOTENCY_HEADER]: { type: 'string', minLength: 8, maxLength: 128, pattern: '^[!-~]+$' } },
} as const;

/**
 * The Fastify schema of an operation at its n-th path variant: its parts, the 200 body and the
 * error envelope for 4xx/5xx. OpenAPI operation ids must be unique, so a second variant gets a suffix.
 */
export function operationSchema(op: OperationSpec, variant = 0) {
  const path = pathVariants(op.path)[variant] ?? op.path;
  return {
    operationId: variant === 0 ? op.name : `${op.name}-${variant}`,
    tags: [...op.tags],
    summary: op.summary,
    ...(op.params ? { params: paramsFor(op.params, path) } : {}),
    ...(op.query ? { querystring: op.query } : {}),
    ...(op.idempotent ? { headers: idempotencyHeaders } : {}),
    ...(op.body ? { body: op.body } : {}),
    response: { 200: op.response, ...errorResponses },
  };
}

export interface OperationRoute<O> {
  /** Registers the route with its handler. */
  handle(handler: OperationHandler<O>, options?: OperationRouteOptions): void;
}

/**
 * `operationRoute(app, operations['<domain>.<verb>']).handle(async ({ body }) => ...)`. Two steps on
 * purpose: the operation's type is fixed by the first call, so the compiler never has to infer it
 * back through the handler's JSON-Schema-derived types (which it cannot do in reasonable depth).
 */
export function operationRoute<O extends OperationSpec>(app: FastifyInstance, op: O): OperationRoute<O> {
  return {
    handle(handler, options = {}) {
      const requires = requiredFactsCheck(app, op);
      const config = { ...(options.rawBody ? { rawBody: true } : {}), ...(op.rateLimit === 'exempt' ? { rateLimit: false as const } : {}) };
      pathVariants(op.path).forEach((url, variant) => app.route({
        method: op.method,
        url,
        schema: operationSchema(op, variant),
        ...(Object.keys(config).length > 0 ? { config } : {}),
        ...(options.preValidation ? { preValidation: options.preValidation } : {}),
        ...(requires ? { preHandler: requires } : {}),
        // The parts have passed the operation's schemas by now, so they are what its types say.
        handler: async (request, reply) => {
          const key = op.idempotent ? request.headers[IDEMPOTENCY_HEADER] : undefined;
          const answer = await handler({
            params: request.params as ParamsOf<O>, query: request.query as QueryOf<O>, body: request.body as BodyOf<O>,
            idempotencyKey: typeof key === 'string' ? key : undefined, request, reply,
          });
          // A read cache's entry goes out as the bytes kept with it (serialised and compressed once).
          return cachedJson(request, reply, answer);
        },
      }));
    },
  };
}

/**
 * The check of an operation's required facts, run after validation and before the handler: a visit
 * without one of them is refused (403, naming the kinds it lacks). An operation whose `requires`
 * cannot be checked is refused at start-up rather than let through.
 */
function requiredFactsCheck(app: FastifyInstance, op: OperationSpec): preHandlerAsyncHookHandler | undefined {
  const templates = op.requires ?? [];
  if (templates.length === 0) return undefined;
  const problem = requiresProblem(op);
  if (problem !== null) throw new Error(problem);
  if (!app.hasDecorator('visitSessions')) throw new Error(`${op.name} requires facts, but the app has no visit sessions (installVisitSessions)`);
  return async (request) => refuseWithoutFacts(app.visitSessions, request,
    requiredFacts(templates, { params: request.params, query: request.query, body: request.body }));
}
