// An operation the server announces with its definitions (a test-only domain's) is callable from the
// browser although its build's table does not hold it, and the lint accepts a call to it only when told.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callOperation } from '../../../src/api/operations';
import { defineOperation } from '../../../src/contracts/operation';
import { announceOperations, entriesBeyondTable, isCallableOperation, operationEntry, readEntries } from '../../../src/contracts/operation-entries';
import { OPERATIONS } from '../../../src/contracts/operations';
import { lintDefinitions } from '../../../src/definitions/lint';
import { copyDefinitions } from '../definitions/helpers';

const probe = defineOperation({
  name: 'probe.touch', method: 'POST', path: '/api/probe/:probeId', caller: 'browser', tags: ['probe'], summary: 'a test operation',
  idempotent: true, requires: ['otp.email:{body.msisdn}'],
  params: { type: 'object', properties: { probeId: { type: 'string', maxLength: 9 } } }, body: { type: 'object' }, response: { type: 'object' },
});

let sent: Array<{ method: string; url: string; key: string | undefined }>;
beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (url: string, init: { method: string; headers: Record<string, string> }) => {
    sent.push({ method: init.method, url, key: init.headers['idempotency-key'] });
    return new Response(JSON.stringify({ ok: true }), { status: 200 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  announceOperations({});
});

describe('operations announced by the server', () => {
  it('the server announces only what the build lacks, without schemas', () => {
    const announced = entriesBeyondTable([OPERATIONS['orders.create'], probe]);
    expect(announced).toEqual({ 'probe.touch': { method: 'POST', path: '/api/probe/:probeId', caller: 'browser', idempotent: true, requires: ['otp.email:{body.msisdn}'] } });
    expect(entriesBeyondTable(Object.values(OPERATIONS))).toEqual({});
  });

  it('the browser keeps the well-formed entries only', () => {
    expect(readEntries({
      'probe.touch': { method: 'POST', path: '/api/probe', caller: 'browser' },
      'probe.bad': { method: 'PUT', path: '/api/probe', caller: 'browser' },
      'probe.away': { method: 'GET', path: 'https://elsewhere.example/x', caller: 'browser' },
      'not a name': { method: 'GET', path: '/api/x', caller: 'browser' },
    })).toEqual({ 'probe.touch': { method: 'POST', path: '/api/probe', caller: 'browser' } });
    expect(readEntries(undefined)).toEqual({});
    expect(readEntries([1, 2])).toEqual({});
  });

  it('is callable once announced: its route, its idempotency key; unknown before, and the build\'s own entry wins', async () => {
    expect(isCallableOperation('probe.touch')).toBe(false);
    await expect(callOperation('probe.touch', { params: { probeId: 'a' } })).rejects.toThrow(/unknown operation 'probe.touch'/);
    announceOperations(entriesBeyondTable([probe]));
    expect(isCallableOperation('probe.touch')).toBe(true);
    await callOperation('probe.touch', { params: { probeId: 'a' }, body: {} });
    expect(sent).toEqual([{ method: 'POST', url: '/api/probe/a', key: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown as string }]);
    announceOperations({ 'orders.create': { method: 'GET', path: '/api/elsewhere', caller: 'browser' } });
    expect(operationEntry('orders.create')?.path).toBe('/api/orders');
  });

  it('the lint refuses a call to it unless the checking server announces it', () => {
    const defs = copyDefinitions();
    const [journey] = Object.values(defs.journeys);
    const step = journey?.steps[0];
    if (!step) throw new Error('no journey step to call from');
    step.submit = [{ do: 'call', op: 'probe.touch', params: { probeId: 'x' }, body: {} }];
    const problem = (e: { message: string }) => e.message.includes('probe.touch');
    expect(lintDefinitions(defs).errors.filter(problem).map((e) => e.message)).toEqual(["unknown operation 'probe.touch' (src/contracts/operations.ts)"]);
    expect(lintDefinitions(defs, { operations: entriesBeyondTable([probe]) }).errors.filter(problem)).toEqual([]);
    expect(lintDefinitions(defs, { operations: { 'probe.touch': { method: 'POST', path: '/api/probe', caller: 'gateway' } } }).errors.filter(problem).map((e) => e.message))
      .toEqual(["operation 'probe.touch' is not called from the browser"]);
  });
});
