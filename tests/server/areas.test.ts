// Administrative areas: the idn-area-data cascade (provinces -> cities -> districts -> villages),
// loaded once, cached, and the postal-code check of spec §5.
import { describe, expect, it } from 'vitest';
import type { AreasResponse, PostalCodeCheckResponse } from '../../src/contracts';
import { seedAreas } from '../../src/server/seed/areas';
import { csvFields } from '../../src/server/seed/area-csv';
import { useTestApp, type Envelope } from './harness';

const t = useTestApp(200, { prepare: async (db) => { await seedAreas(db); } });

const get = async (url: string) => {
  const res = await t.h.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json<AreasResponse & Envelope>() };
};
const check = async (body: unknown) => {
  const res = await t.h.app.inject({ method: 'POST', url: '/api/areas/postal-code/check', payload: body as Record<string, unknown> });
  return { status: res.statusCode, body: res.json<PostalCodeCheckResponse & Envelope>() };
};

describe('area data', () => {
  it('loads every province, city, district and village once (a second run loads nothing)', async () => {
    const [counts] = await t.tdb.db.query<{ p: number; c: number; d: number; v: number }>(
      `SELECT (SELECT count(*) FROM area_provinces)::int p, (SELECT count(*) FROM area_cities)::int c,
              (SELECT count(*) FROM area_districts)::int d, (SELECT count(*) FROM area_villages)::int v`);
    expect(counts).toEqual({ p: 38, c: 514, d: 7285, v: 83762 });
    expect(await seedAreas(t.tdb.db)).toEqual({ loaded: false });
  });

  it('reads quoted CSV fields (commas and doubled quotes inside names)', () => {
    expect(csvFields('12.07.28.1007,12.07.28,"Lubuk Pakam I,II"')).toEqual(['12.07.28.1007', '12.07.28', 'Lubuk Pakam I,II']);
    expect(csvFields('35.29.22,35.29,"Ra""as"')).toEqual(['35.29.22', '35.29', 'Ra"as']);
  });
});

describe('cascade', () => {
  it('provinces, sorted by name, include Jakarta and Jawa Barat', async () => {
    const { status, body } = await get('/api/areas/provinces');
    expect(status).toBe(200);
    expect(body.areas).toContainEqual({ code: '31', name: 'Daerah Khusus Ibukota Jakarta' });
    expect(body.areas).toContainEqual({ code: '32', name: 'Jawa Barat' });
    const names = body.areas.map((a) => a.name);
    expect(names).toEqual([...names].sort());
  });

  it('cities of Jakarta -> districts of Jakarta Pusat -> villages of Gambir', async () => {
    const cities = (await get('/api/areas/provinces/31/cities')).body.areas;
    expect(cities).toContainEqual({ code: '31.71', name: 'Kota Administrasi Jakarta Pusat' });
    expect(cities).toHaveLength(6);
    const districts = (await get('/api/areas/cities/31.71/districts')).body.areas;
    expect(districts.map((d) => d.name)).toEqual(expect.arrayContaining(['Gambir', 'Menteng', 'Tanah Abang']));
    const villages = (await get('/api/areas/districts/31.71.01/villages')).body.areas;
    expect(villages.map((v) => v.name)).toEqual(['Cideng', 'Duri Pulo', 'Gambir', 'Kebon Kelapa', 'Petojo Selatan', 'Petojo Utara']);
  });

  it('cities of Jawa Barat include Kota Bandung', async () => {
    expect((await get('/api/areas/provinces/32/cities')).body.areas).toContainEqual({ code: '32.73', name: 'Kota Bandung' });
  });

  it('an unknown but well-formed parent has no children (200, empty)', async () => {
    expect(await get('/api/areas/provinces/99/cities')).toEqual({ status: 200, body: { areas: [] } });
  });

  it.each([
    ['/api/areas/provinces/3/cities', 'params/provinceCode'],
    ['/api/areas/provinces/311/cities', 'params/provinceCode'],
    ['/api/areas/provinces/a1/cities', 'params/provinceCode'],
    ['/api/areas/cities/3171/districts', 'params/cityCode'],
    ['/api/areas/districts/31.71.1/villages', 'params/districtCode'],
    ['/api/areas/districts/31.71.0%00/villages', 'params/districtCode'],
  ])('a malformed code (%s) is a 400 with a code', async (url, field) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.errors.field).toBe(field);
  });
});

describe('postal code check', () => {
  it('matches the chosen village, district or city', async () => {
    expect((await check({ postalCode: '10110', villageCode: '31.71.01.1001' })).body).toEqual({ match: true, known: true });
    expect((await check({ postalCode: '10150', districtCode: '31.71.01' })).body).toEqual({ match: true, known: true });
    expect((await check({ postalCode: '10310', cityCode: '31.71' })).body).toEqual({ match: true, known: true });
  });

  it('a postal code of another village is a mismatch with the spec\'s text in both languages', async () => {
    const { status, body } = await check({ postalCode: '10310', villageCode: '31.71.01.1001' });
    expect(status).toBe(200);
    expect(body).toEqual({
      match: false, known: true,
      message: {
        id: 'Kode pos tidak cocok dengan kota/kecamatan yang dipilih',
        en: 'Your postal code doesn\'t match the selected village/sub district from the dropdown menu',
      },
    });
    expect((await check({ postalCode: '10110', districtCode: '31.71.06' })).body.match).toBe(false);
  });

  it('an area without known postal codes is not refused', async () => {
    expect((await check({ postalCode: '40111', cityCode: '32.73' })).body).toEqual({ match: true, known: false });
  });

  it.each([
    ['no area', { postalCode: '10110' }],
    ['a short postal code', { postalCode: '1011', villageCode: '31.71.01.1001' }],
    ['letters', { postalCode: '1011a', villageCode: '31.71.01.1001' }],
    ['a malformed village', { postalCode: '10110', villageCode: '31.71.01.10011' }],
    ['a number', { postalCode: 10110, villageCode: '31.71.01.1001' }],
    ['U+0000', { postalCode: '10110', villageCode: '31.71.01.1001\u0000' }],
  ])('%s is a 400 with a code', async (_name, body) => {
    const res = await check(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
  });
});
