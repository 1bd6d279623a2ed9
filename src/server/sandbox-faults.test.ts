import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { FAULT_HEADER } from './sandbox-faults';
import { makeApp, openTestDb, type TestDb } from '../../tests/server/harness';

describe('sandbox fault injection', () => {
  let t: TestDb;
  beforeAll(async () => { t = await openTestDb(200); }, 120_000);
  afterAll(async () => { await t?.close(); });

  it('is off unless SANDBOX_FAULTS=1', () => {
    expect(loadConfig({}).sandboxFaults).toBe(false);
    expect(loadConfig({ SANDBOX_FAULTS: '1' }).sandboxFaults).toBe(true);
  });

  it('answers an /api call carrying the header with that code in the error envelope', async () => {
    const { app } = await makeApp(t.db, { sandboxFaults: true });
    const taken = await app.inject({ method: 'POST', url: '/api/orders', headers: { [FAULT_HEADER]: '40011' }, payload: {} });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ code: 40011, errors: { message: 'sandbox fault 40011' } });
    const limited = await app.inject({ method: 'GET', url: '/api/cities', headers: { [FAULT_HEADER]: '429' } });
    expect(limited.statusCode).toBe(429);
    expect((await app.inject({ method: 'GET', url: '/api/cities' })).statusCode).toBe(200);
    await app.close();
  });

  it('ignores the header when the flag is off', async () => {
    const { app } = await makeApp(t.db);
    expect((await app.inject({ method: 'GET', url: '/api/cities', headers: { [FAULT_HEADER]: '500' } })).statusCode).toBe(200);
    await app.close();
  });
});
