// Hostile requests for every route of the shop, seeded: the same seed gives the same requests, so a
// 5xx the fuzz finds can be replayed. Each request starts from a plausible one built from the
// route's schemas and then breaks one thing (a value, the body, the method, the content type...).
import { seeded } from '../../../src/definitions/seeded-random';

/** What the fuzz needs to know of a registered route. */
export interface FuzzRoute {
  method: string;
  url: string;
  schema?: { params?: unknown; querystring?: unknown; body?: unknown };
  /** The route may hold a valid request's answer on purpose (a long poll: route config holdsAnswer). */
  holds?: boolean;
}

export interface FuzzRequest {
  method: string;
  /** Raw request target, sent as is (it may hold malformed percent-encoding). */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** What was broken, for the report: "<route> <attack>". */
  cause: string;
  /** Its route may hold the answer on purpose: no answer within the fuzz's wait is no defect. */
  holds?: boolean;
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Schema = Record<string, unknown>;
const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Values that broke or could break a layer below validation: the database, the router, the decoder. */
export const HOSTILE_VALUES: readonly Json[] = [
  2147483648, 99999999999, -1, -2147483649, -99999999999, 1e308, -1e308, 1.5, 0, 9007199254740993,
  '\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\udbff', '', ' ', 'x'.repeat(300), 'y'.repeat(20_000),
  '2147483648', '-1', 'NaN', 'Infinity', '1e400', '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd',
  '\u202e\u0301', '😀'.repeat(40), null, true, false, [], {}, [[[[]]]], JSON.parse('{"__proto__":{"polluted":1}}') as Json,
  { constructor: { prototype: { polluted: 1 } } }, ['\u0000'], { a: '\ud800' },
];

/** Raw path segments: bad percent-encoding, NUL, overlong, traversal. */
const HOSTILE_SEGMENTS: readonly string[] = [
  '%E0%A4%A', '%', '%zz', '%ED%A0%80', '%C0%80', '%00', 'a%00b', '%FF', 'a'.repeat(101), 'b'.repeat(5000),
  '2147483648', '99999999999', '-1', '-99999999999', '1.5', '0', '1e3', '..', '%2e%2e', '%2F', '%252F', 'drafts.x',
  'x%20y', '%F0%9F%98%80', '%EF%BF%BF', 'null', 'true',
];

const METHODS = ['HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'SEARCH', 'GET', 'POST'] as const;
const CONTENT_TYPES = [
  'text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded',
  'application/json; charset=utf-16', 'application/json; charset=latin1', 'application/json;;', 'application/*',
  '*/*', 'application/merge-patch+json', 'image/png', 'application/octet-stream', 'application/json; boundary=%',
] as const;
const MALFORMED_JSON = ['{', '{"a":', '[1,2', 'nul', '{"a":1}garbage', '"\\ud800"', '{"a":"\\u0000"}', '\u0000',
  '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '{"a":1,"a":2}', '\ufeff{}', '1e99999', '[]', '"x"', '0'];

export type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;

/** A plausible value for a schema (enum/const first, then by type), so one broken part is what fails. */
export function sample(schema: unknown, rng: Rng, depth = 0): Json {
  if (!isSchema(schema) || depth > 6) return 'x';
  if ('const' in schema) return schema.const as Json;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return pick(rng, schema.enum) as Json;
  if ('default' in schema && rng() < 0.5) return schema.default as Json;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants) && variants.length > 0) return sample(pick(rng, variants), rng, depth + 1);
  switch (type) {
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
      return Math.max(min, 1 + Math.floor(rng() * 5));
    }
    case 'boolean': return rng() < 0.5;
    case 'array': return [sample(schema.items, rng, depth + 1)];
    case 'object': {
      const props = isSchema(schema.properties) ? schema.properties : {};
      const out: Record<string, Json> = {};
      for (const [k, s] of Object.entries(props)) out[k] = sample(s, rng, depth + 1);
      return out;
    }
    case 'string':
    default:
      if (schema.format === 'email') return 'fuzz@example.com';
      if (typeof schema.minLength === 'number' && schema.minLength > 1) return '1'.repeat(schema.minLength);
      return 'abc';
  }
}

/** The leaf paths of a JSON value: where one hostile value can go. */
function slots(v: Json, at: string[] = [], out: string[][] = []): string[][] {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => slots(x, [...at, String(i)], out));
  else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) slots(x, [...at, k], out);
  return out;
}

function setAt(v: Json, at: string[], value: Json): Json {
  if (at.length === 0) return value;
  const [head, ...rest] = at as [string, ...string[]];
  if (Array.isArray(v)) return v.map((x, i) => (String(i) === head ? setAt(x, rest, value) : x));
  if (v !== null && typeof v === 'object') return { ...v, [head]: setAt(v[head] ?? null, rest, value) };
  return value;
}

/** A query or path text of a JSON value; lone surrogates cannot be UTF-8, so they go as CESU bytes. */
function asText(v: Json): string {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  try {
    return encodeURIComponent(s);
  } catch {
    return s.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^%A-Za-z0-9]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  }
}

function deepJson(depth: number, rng: Rng): string {
  return rng() < 0.5 ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

interface Draft {
  method: string;
  params: Record<string, string>;
  query: string[];
  headers: Record<string, string>;
  body?: Json;
  rawBody?: Buffer;
}

const ATTACKS = [
  'param-value', 'param-segment', 'query-value', 'query-extra', 'query-repeat', 'body-value', 'body-type',
  'body-malformed', 'body-deep', 'body-huge', 'content-type', 'method', 'head', 'header', 'valid',
] as const;
type Attack = (typeof ATTACKS)[number];

function paramNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] ?? '');
}

function propsOf(schema: unknown): Record<string, unknown> {
  return isSchema(schema) && isSchema(schema.properties) ? schema.properties : {};
}

function attack(kind: Attack, d: Draft, route: FuzzRoute, rng: Rng): string {
  const names = paramNames(route.url);
  switch (kind) {
    case 'param-value': {
      if (names.length === 0) return attack('query-value', d, route, rng);
      const name = pick(rng, names);
      const v = pick(rng, HOSTILE_VALUES);
      d.params[name] = asText(v);
      return `param ${name}=${JSON.stringify(v).slice(0, 24)}`;
    }
    case 'param-segment': {
      if (names.length === 0) return attack('query-value', d, route, rng);
      const name = pick(rng, names);
      const seg = pick(rng, HOSTILE_SEGMENTS);
      d.params[name] = seg;
      return `param ${name}=${seg.slice(0, 24)}`;
    }
    case 'query-value': {
      const names = Object.keys(propsOf(route.schema?.querystring));
      const name = names.length > 0 && rng() < 0.8 ? pick(rng, names) : pick(rng, ['query', 'token', 'perspective', '$id', 'revision', 'preview', 'language']);
      const v = rng() < 0.3 ? pick(rng, HOSTILE_SEGMENTS) : asText(pick(rng, HOSTILE_VALUES));
      d.query = d.query.filter((q) => !q.startsWith(`${name}=`));
      d.query.push(`${encodeURIComponent(name)}=${v}`);
      return `query ${name}=${v.slice(0, 24)}`;
    }
    case 'query-extra': {
      const key = pick(rng, ['__proto__', 'constructor', 'a[b]', '%00', '%E0%A4%A', 'x'.repeat(300), '']);
      const n = rng() < 0.2 ? 1000 : 1;
      for (let i = 0; i < n; i += 1) d.query.push(`${key}${n > 1 ? i : ''}=1`);
      return `query key ${key.slice(0, 16)} x${n}`;
    }
    case 'query-repeat': {
      const names = Object.keys(propsOf(route.schema?.querystring));
      const name = names.length > 0 ? pick(rng, names) : 'query';
      d.query.push(`${name}=1`, `${name}=2`);
      return `query ${name} repeated`;
    }
    case 'body-value': {
      const body = d.body ?? {};
      const at = pick(rng, slots(body));
      const v = pick(rng, HOSTILE_VALUES);
      d.body = setAt(body, at, v);
      return `body /${at.join('/')}=${JSON.stringify(v).slice(0, 24)}`;
    }
    case 'body-type': {
      d.body = pick(rng, HOSTILE_VALUES);
      return `body=${JSON.stringify(d.body).slice(0, 24)}`;
    }
    case 'body-malformed': {
      const text = pick(rng, MALFORMED_JSON);
      d.rawBody = Buffer.from(text);
      return `malformed body ${JSON.stringify(text)}`;
    }
    case 'body-deep': {
      const depth = pick(rng, [100, 1000, 10_000]);
      d.rawBody = Buffer.from(deepJson(depth, rng));
      return `body nested ${depth} deep`;
    }
    case 'body-huge': {
      d.rawBody = Buffer.from(JSON.stringify({ a: 'x'.repeat(pick(rng, [70_000, 2_000_000])) }));
      return 'body over the limit';
    }
    case 'content-type': {
      const ct = pick(rng, CONTENT_TYPES);
      d.headers['content-type'] = ct;
      d.rawBody ??= Buffer.from(rng() < 0.5 ? '{"a":1}' : 'a=1&b=%00');
      return `content-type ${ct}`;
    }
    case 'method': {
      d.method = pick(rng, METHODS);
      if (d.method === 'GET' || d.method === 'HEAD') d.body = undefined;
      return `method ${d.method}`;
    }
    case 'head': {
      d.method = 'HEAD';
      d.body = undefined;
      return 'HEAD';
    }
    case 'header': {
      const [name, value] = pick(rng, [
        ['idempotency-key', pick(rng, ['', 'x', 'k'.repeat(500), 'key with spaces', 'ÿÿÿÿÿÿÿÿ'])],
        ['authorization', pick(rng, ['Bearer ', 'Bearer ÿ', 'Basic eA==', `Bearer ${'t'.repeat(5000)}`, 'bearer x'])],
        ['accept-language', pick(rng, ['ÿ', '*;q=abc', 'x'.repeat(2000)])],
        ['content-encoding', pick(rng, ['gzip', 'br', 'deflate', 'identity, gzip', 'zz'])],
        ['last-event-id', 'ÿ'.repeat(10)],
        ['accept', pick(rng, ['text/event-stream', 'application/xml', '*/*;q=x'])],
        ['if-none-match', pick(rng, ['*', 'W/"x"', '"'.repeat(100)])],
      ] as const);
      d.headers[name] = value;
      if (name === 'content-encoding') d.rawBody ??= Buffer.from('{"a":1}');
      return `header ${name}: ${value.slice(0, 16)}`;
    }
    case 'valid':
      return 'plausible request';
  }
}

/** A valid request of a route (real ids, order codes...), so a broken part of it reaches deep code. */
export interface FuzzBase {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Json;
}

export interface FuzzOptions {
  seed: number;
  /** Sent as a bearer token on half of the requests, so the admin-only code is reached too. */
  adminToken?: string;
  /** Valid requests by `<METHOD> <url pattern>`, used as the starting point of most of its requests. */
  bases?: Record<string, FuzzBase>;
  /** Extra headers computed from the finished request (a gateway signature over the body). */
  sign?: (req: FuzzRequest) => Record<string, string>;
}

/** `count` hostile requests over `routes`, deterministic for a seed. */
export function* fuzzRequests(routes: readonly FuzzRoute[], count: number, opts: FuzzOptions): Generator<FuzzRequest> {
  const rng = seeded(opts.seed);
  for (let i = 0; i < count; i += 1) {
    const route = pick(rng, routes);
    const params: Record<string, string> = {};
    const paramsSchema = propsOf(route.schema?.params);
    for (const name of paramNames(route.url)) params[name] = asText(sample(paramsSchema[name], rng));
    if ('apiVersion' in params) params.apiVersion = '2025-02-19';
    if ('dataset' in params && rng() < 0.8) params.dataset = 'production';
    const query = Object.entries(propsOf(route.schema?.querystring)).filter(() => rng() < 0.5)
      .map(([k, s]) => `${encodeURIComponent(k)}=${asText(sample(s, rng))}`);
    const headers: Record<string, string> = {};
    if (opts.adminToken && rng() < 0.5) headers.authorization = `Bearer ${opts.adminToken}`;
    if (route.method === 'POST' && rng() < 0.9) headers['idempotency-key'] = `fuzz-${opts.seed}-${i}`;
    const d: Draft = { method: route.method, params, query, headers, ...(route.schema?.body ? { body: sample(route.schema.body, rng) } : {}) };
    if (route.method === 'POST' && !route.schema?.body) d.body = {};
    const base = opts.bases?.[`${route.method} ${route.url}`];
    if (base && rng() < 0.85) {
      Object.assign(d.params, base.params);
      if (base.query) d.query = Object.entries(base.query).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
      if (base.body !== undefined) d.body = structuredClone(base.body);
    }
    const what = attack(pick(rng, ATTACKS), d, route, rng);
    let path = route.url.replace(/:([A-Za-z_][A-Za-z0-9_]*)\??/g, (_, name: string) => d.params[name] ?? 'x');
    if (route.url.includes('*')) path = path.replace('*', asText(pick(rng, HOSTILE_VALUES)));
    if (d.query.length > 0) path += `?${d.query.join('&')}`;
    let body = d.rawBody;
    if (!body && d.body !== undefined && d.method !== 'GET' && d.method !== 'HEAD') {
      body = Buffer.from(JSON.stringify(d.body));
    }
    if (body && !d.headers['content-type']) d.headers['content-type'] = 'application/json';
    const req: FuzzRequest = { method: d.method, path, headers: d.headers, ...(body ? { body } : {}), cause: `${route.method} ${route.url} ${what}`, ...(route.holds ? { holds: true } : {}) };
    if (opts.sign && rng() < 0.9) Object.assign(req.headers, opts.sign(req));
    yield req;
  }
}
