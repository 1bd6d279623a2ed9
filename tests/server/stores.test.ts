// The store list (/retails): the stores the pick-up option offers, searched by city on the server.
import { describe, expect, it } from 'vitest';
import type { LogisticsResponse, StoresResponse } from '../../src/contracts';
import { STORES } from '../../src/server/domains/stores/seed-data';
import { useTestApp, type Envelope } from './harness';

const t = useTestApp(50);

const list = async (query: string) => {
  const res = await t.h.app.inject({ method: 'GET', url: `/api/stores${query}` });
  return { status: res.statusCode, body: res.json<StoresResponse & Envelope>() };
};

describe('GET /api/stores', () => {
  it('lists every store with its address, city, hours and coordinates when no city is given', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.total).toBe(STORES.length);
    expect(body.stores).toContainEqual({
      locationId: 'STORE-JKT-01', name: 'Gerai Sarinah', address: 'Jl. M.H. Thamrin No. 11, Jakarta Pusat', city: 'Jakarta Pusat',
      hours: '10:00-21:00', lat: -6.1876, lng: 106.8238,
    });
    const cities = body.stores.map((s) => s.city.toLowerCase());
    expect(cities).toEqual([...cities].sort());
  });

  it('searches part of the city name, case-insensitively', async () => {
    expect((await list('?city=JAKARTA')).body.stores.map((s) => s.locationId)).toEqual(['STORE-JKT-01', 'STORE-JKT-02']);
    expect((await list('?city=%20bandung%20')).body.stores.map((s) => s.name)).toEqual(['Gerai Dago']);
    expect((await list('?city=selatan')).body).toMatchObject({ total: 1, stores: [{ locationId: 'STORE-JKT-02' }] });
  });

  it('finds nothing for a city without a store, nor for LIKE wildcards typed as text', async () => {
    expect((await list('?city=Jayapura')).body).toEqual({ stores: [], total: 0 });
    expect((await list('?city=%25')).body).toEqual({ stores: [], total: 0 });
    expect((await list('?city=_')).body).toEqual({ stores: [], total: 0 });
  });

  it('pages with limit and offset, the total counting every match', async () => {
    const first = (await list('?limit=1')).body;
    const second = (await list('?limit=1&offset=1')).body;
    expect(first.stores).toHaveLength(1);
    expect(second.stores).toHaveLength(1);
    expect(second.stores[0]?.locationId).not.toBe(first.stores[0]?.locationId);
    expect(first.total).toBe(STORES.length);
    expect((await list('?offset=500')).body).toEqual({ stores: [], total: STORES.length });
  });

  it('lists the very stores the pick-up option offers (one source of truth)', async () => {
    const res = await t.h.app.inject({ method: 'POST', url: '/api/loc/1/logistics', payload: {} });
    const pickup = res.json<LogisticsResponse>().logistics.filter((l) => l.ctype === 5);
    const jakarta = (await list('?city=jakarta')).body.stores;
    expect(jakarta.map((s) => [s.locationId, s.address, s.hours])).toEqual(pickup.map((p) => [p.location_id, p.address, p.hours]));
  });

  it.each([
    ['?limit=0', 'querystring/limit'],
    ['?limit=101', 'querystring/limit'],
    ['?limit=abc', 'querystring/limit'],
    ['?offset=-1', 'querystring/offset'],
    ['?offset=10001', 'querystring/offset'],
    [`?city=${'a'.repeat(65)}`, 'querystring/city'],
    ['?city=%00', undefined],
  ])('refuses %s with a 400 and a code', async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    if (field) expect(body.errors.field).toBe(field);
  });
});
