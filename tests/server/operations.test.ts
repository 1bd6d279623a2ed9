// Every operation of src/contracts/operations.ts is served, from its contract, with bounded inputs.
import { describe, expect, it } from 'vitest';
import { MAX_INT, OPERATIONS, type OperationSpec } from '../../src/contracts';
import { pathVariants } from '../../src/server/http/operation-route';
import { useTestApp, type Envelope } from './harness';

const t = useTestApp(200);

/** Unbounded parts of an input schema (a number without maximum, a string without maxLength, ...). */
function unbounded(schema: unknown, at: string): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const s = schema as Record<string, unknown>;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  const fixed = s.enum !== undefined || s.const !== undefined;
  const out: string[] = [];
  if ((types.includes('integer') || types.includes('number')) && !fixed && !(typeof s.maximum === 'number' && s.maximum <= MAX_INT)) out.push(`${at}: no maximum`);
  if (types.includes('string') && !fixed && typeof s.maxLength !== 'number') out.push(`${at}: no maxLength`);
  if (types.includes('object') && s.additionalProperties !== false && typeof s.maxProperties !== 'number') out.push(`${at}: open object`);
  for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, unknown>)) out.push(...unbounded(v, `${at}/${k}`));
  return out;
}

describe('operations', () => {
  const ops: OperationSpec[] = Object.values(OPERATIONS);

  it.each(ops.map((op) => [op.name, op] as const))('%s is registered at every path variant', (_name, op) => {
    for (const url of pathVariants(op.path)) expect(t.h.app.hasRoute({ method: op.method, url }), `${op.method} ${url}`).toBe(true);
  });

  it('a last optional path parameter becomes two routes', () => {
    expect(pathVariants('/api/loc/:coverageId/logistics/:packageId?')).toEqual(['/api/loc/:coverageId/logistics/:packageId', '/api/loc/:coverageId/logistics']);
    expect(pathVariants('/api/orders/:orderCode')).toEqual(['/api/orders/:orderCode']);
  });

  it('every input is bounded: integers up to 2147483647, strings with a maxLength, closed objects', () => {
    const problems = ops.flatMap((op) => (['params', 'query', 'body'] as const).flatMap((part) => unbounded(op[part], `${op.name}.${part}`)));
    expect(problems).toEqual([]);
  });

  it('the OpenAPI document names each operation by its contract name', async () => {
    const doc = (await t.h.app.inject({ method: 'GET', url: '/api/docs' })).json<{ paths: Record<string, Record<string, { operationId?: string }>> }>();
    const ids = Object.values(doc.paths).flatMap((p) => Object.values(p).map((o) => o.operationId));
    for (const op of ops) expect(ids).toContain(op.name);
  });

  it('each path variant lists only the path parameters its path has (no packageId on POST /api/loc/{coverageId}/logistics)', async () => {
    type Param = { in: string; name: string };
    const doc = (await t.h.app.inject({ method: 'GET', url: '/api/docs' })).json<{ paths: Record<string, Record<string, { parameters?: Param[] }>> }>();
    const pathNames = (p: string) => [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const inPath = (op.parameters ?? []).filter((x) => x.in === 'path').map((x) => x.name).sort();
        expect(inPath, `${method.toUpperCase()} ${path}`).toEqual(pathNames(path));
      }
    }
    expect(doc.paths['/api/loc/{coverageId}/logistics']?.post).toBeDefined();
  });

  it.each([
    ['an id past the integer range', 'POST', '/api/number/status/2147483648'],
    ['a coverage past the integer range', 'POST', '/api/loc/99999999999/logistics'],
    ['a package past the integer range', 'GET', '/api/v2/vanity/2147483648'],
    ['a label past the integer range', 'GET', '/api/v2/vanity/1?label=2147483648'],
  ] as const)('%s is a 400, never a 5xx', async (_name, method, url) => {
    const res = await t.h.app.inject({ method, url });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>().code).toBe(400);
  });
});
