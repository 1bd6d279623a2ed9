// The proof that a domain is a folder: tests/fixtures/domains/greetings adds an operation, a table, a
// provider with its sandbox, a catalogue code, a configuration knob and seed data, and nothing outside it names it.
// It is found by the discovery the shop's registry is generated with, migrated with the shop's
// migrations, seeded by the shop's seed runner, and answers through the real app (PGlite; PostgreSQL with DATABASE_URL).
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMigrations, migrate } from '../../src/server/db/migrate';
import { discoverDomains } from '../../src/server/domain-discovery';
import { DOMAINS } from '../../src/server/domains/registry';
import { buildApp } from '../../src/server/app';
import type { Domain } from '../../src/server/domain';
import { seed } from '../../src/server/seed/seed';
import { openTestDb, SEEDED_DOMAINS, TEST_SITE, testConfig, type TestDb } from './harness';

const FIXTURE_DOMAINS = resolve(import.meta.dirname, '../fixtures/domains');

let tdb: TestDb;
let fixture: Domain[];
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  fixture = (await discoverDomains(FIXTURE_DOMAINS)).map((f) => f.domain);
  tdb = await openTestDb(50);
}, 120_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await tdb?.close();
});

async function shop(env: Record<string, string> = {}, domainProviders: Record<string, unknown> = {}): Promise<FastifyInstance> {
  const base = testConfig();
  const app = await buildApp({
    db: tdb.db, config: testConfig({ env: { ...base.env, ...env } }), site: async () => TEST_SITE, domains: [...DOMAINS, ...fixture], domainProviders,
  });
  apps.push(app);
  await app.ready();
  return app;
}

const greet = (app: FastifyInstance, name: string) => app.inject({ method: 'POST', url: '/api/fixture/greetings', payload: { name } });

describe('a test-only domain folder', () => {
  it('is discovered, not listed: the shop\'s registry does not hold it', () => {
    expect(fixture.map((d) => d.name)).toEqual(['greetings']);
    expect(DOMAINS.map((d) => d.name)).not.toContain('greetings');
  });

  it('brings its table: the shop\'s database migrates to it, and only it runs', async () => {
    const applied = await migrate(tdb.db, allMigrations([...DOMAINS, ...fixture]));
    expect(applied).toEqual(['greetings/1']);
    expect(await migrate(tdb.db, allMigrations([...DOMAINS, ...fixture]))).toEqual([]);
  });

  it('brings its seed data: the shop\'s seed runner writes it once, beside the shop\'s seeds already there', async () => {
    const domains = [...SEEDED_DOMAINS, ...fixture];
    const wrote = async () => Object.entries(await seed(tdb.db, { numberCount: 50 }, domains)).filter(([, parts]) => parts.length > 0);
    expect(await wrote()).toEqual([['greetings', ['greetings']]]);
    expect(await tdb.db.query('SELECT name, times FROM fixture_greetings')).toEqual([{ name: 'Dunia', times: 1 }]);
    expect(await wrote()).toEqual([]);
    // The seeded row is the operation's own: the world greeted once is greeted a second time.
    expect((await greet(await shop(), 'Dunia')).json()).toEqual({ text: 'Halo, Dunia', times: 2 });
  });

  it('answers its operation through its sandbox provider, counts in its table and refuses with its code past its knob', async () => {
    const app = await shop({ GREETINGS_MAX: '2' });
    const first = await greet(app, 'Budi');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ text: 'Halo, Budi', times: 1 });
    expect((await greet(app, 'Budi')).json()).toEqual({ text: 'Halo, Budi', times: 2 });
    const third = await greet(app, 'Budi');
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 49901 });
    // Its contract's schema is the route's: a malformed body is a 400, never a 5xx.
    expect((await greet(app, '<script>')).statusCode).toBe(400);
  });

  it('takes the implementation its provider knob chooses, or one a test puts in its place', async () => {
    const loud = await shop({ GREETER_PROVIDER: 'loud' });
    expect((await greet(loud, 'Sari')).json()).toEqual({ text: 'HALO, SARI!', times: 1 });
    const replaced = await shop({}, { greeter: { name: 'fake', greet: async () => 'hi' } });
    expect((await greet(replaced, 'Ani')).json()).toEqual({ text: 'hi', times: 1 });
  });

  it('refuses to start on a bad knob, naming the variable', async () => {
    await expect(shop({ GREETINGS_MAX: '0' })).rejects.toThrow(/GREETINGS_MAX must be an integer >= 1/);
    await expect(shop({ GREETER_PROVIDER: 'nobody' })).rejects.toThrow(/GREETER_PROVIDER must be one of: sandbox, loud/);
  });

  it('is announced with the definitions the browser loads (route and caller, no schemas); the shop without it announces nothing', async () => {
    const app = await shop();
    const body = (await app.inject({ method: 'GET', url: '/api/definitions' })).json() as { operations?: Record<string, unknown> };
    expect(body.operations).toEqual({
      'greetings.greet': { method: 'POST', path: '/api/fixture/greetings', caller: 'browser' },
      'greetings.greetOwner': { method: 'POST', path: '/api/fixture/greetings/owner', caller: 'browser', requires: ['otp.email:{body.msisdn}'] },
    });
    const base = testConfig();
    const plain = await buildApp({ db: tdb.db, config: base, site: async () => TEST_SITE });
    apps.push(plain);
    const own = await plain.inject({ method: 'GET', url: '/api/definitions' });
    expect(own.json()).not.toHaveProperty('operations');
    // The announcement is part of the version: an immutable URL never serves a set with other operations.
    const announced = await app.inject({ method: 'GET', url: '/api/definitions' });
    expect(announced.headers.etag).not.toBe(own.headers.etag);
  });

  it('refuses its operation that requires a fact to a visit without it (403), before its handler counts anything', async () => {
    const app = await shop();
    const refused = await app.inject({ method: 'POST', url: '/api/fixture/greetings/owner', payload: { msisdn: '6281512349901', name: 'Owner' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 403, errors: { details: { requires: 'otp.email' } } });
    expect(await tdb.db.query('SELECT times FROM fixture_greetings WHERE name = $1', ['Owner'])).toEqual([]);
  });

  it('is absent from the shop built without it', async () => {
    const base = testConfig();
    const app = await buildApp({ db: tdb.db, config: base, site: async () => TEST_SITE });
    apps.push(app);
    expect((await greet(app, 'Budi')).statusCode).toBe(404);
  });
});
