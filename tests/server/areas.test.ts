// Administrative areas: the idn-area-data cascade (provinces -> cities -> districts -> villages),
// loaded once, cached, and the postal-code check of spec §5 against the villages' postal codes
// (wilayah_kodepos) everywhere in Indonesia.
import { describe, expect, it } from 'vitest';
import type { AreasResponse, PostalCodeCheckResponse } from '../../src/contracts';
import { POSTAL_CODE_MISMATCH } from '../../src/server/domains/areas/service';
import { csvFields } from '../../src/server/domains/areas/area-csv';
import { seedAreas, useTestApp, type Envelope } from './harness';

/** What the areas' seed wrote into the file's database (the shop's seed runner, given the areas' domain). */
let firstSeed: readonly string[] = [];
const t = useTestApp(200, { prepare: async (db) => { firstSeed = await seedAreas(db); } });

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
    expect(firstSeed).toEqual(['areas', 'postal codes']);
    expect(await seedAreas(t.tdb.db)).toEqual([]);
  });

  it('every village has a postal code: its own row or its district\'s', async () => {
    const [row] = await t.tdb.db.query<{ n: number }>(
      `SELECT count(*)::int n FROM area_villages v
        WHERE NOT EXISTS (SELECT 1 FROM area_postal_codes p WHERE p.area_code IN (v.code, v.district_code))`);
    expect(row?.n).toBe(0);
  });

  it('a database whose areas were loaded before the postal codes (or with older ones) gets the current ones', async () => {
    const count = async () => (await t.tdb.db.query<{ n: number }>('SELECT count(*)::int n FROM area_postal_codes'))[0]?.n;
    const before = await count();
    await t.tdb.db.query(`DELETE FROM seed_marks WHERE name = 'areas'`);
    await t.tdb.db.query(`DELETE FROM area_postal_codes WHERE area_code LIKE '11.%'`);
    await t.tdb.db.query(`INSERT INTO area_postal_codes (area_code, postal_code) VALUES ('11.05.01.2001', '10110')`);
    expect(await seedAreas(t.tdb.db)).toEqual(['postal codes']);
    expect(await count()).toBe(before);
    const [stale] = await t.tdb.db.query<{ n: number }>(`SELECT count(*)::int n FROM area_postal_codes WHERE postal_code = '10110' AND area_code LIKE '11.%'`);
    expect(stale?.n).toBe(0);
    expect(await seedAreas(t.tdb.db)).toEqual([]);
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

  it('each village comes with its postal code (what the cascade fills in)', async () => {
    const gambir = (await get('/api/areas/districts/31.71.01/villages')).body.areas;
    expect(gambir).toContainEqual({ code: '31.71.01.1001', name: 'Gambir', postalCode: '10110' });
    expect(gambir).toContainEqual({ code: '31.71.01.1002', name: 'Cideng', postalCode: '10150' });
    const acehBarat = (await get('/api/areas/districts/11.05.01/villages')).body.areas;
    expect(acehBarat).toContainEqual({ code: '11.05.01.2001', name: 'Suak Indrapuri', postalCode: '23611' });
    expect(acehBarat.every((v) => /^23[0-9]{3}$/.test(v.postalCode ?? ''))).toBe(true);
    // Districts and cities carry none.
    expect((await get('/api/areas/cities/31.71/districts')).body.areas.every((d) => d.postalCode === undefined)).toBe(true);
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

  // A village of each of nine provinces, its postal code, and the code of a village elsewhere (issue 32:
  // 10110, Jakarta's, was taken for a village of Aceh Barat).
  it.each([
    ['Aceh (Kabupaten Aceh Barat)', '11.05.01.2001', '23611', '10110'],
    ['Sumatera Utara (Kota Medan)', '12.71.01.1001', '20212', '23611'],
    ['Jakarta (Kota Administrasi Jakarta Pusat)', '31.71.01.1001', '10110', '40152'],
    ['Jawa Barat (Kota Bandung)', '32.73.01.1001', '40152', '10110'],
    ['Jawa Timur (Kota Surabaya)', '35.78.01.1001', '60221', '80229'],
    ['Bali (Kota Denpasar)', '51.71.01.1001', '80229', '60221'],
    ['Kalimantan Timur (Kota Samarinda)', '64.72.01.1001', '75243', '90126'],
    ['Sulawesi Selatan (Kota Makassar)', '73.71.01.1001', '90126', '99111'],
    ['Papua (Kota Jayapura)', '91.71.01.1001', '99111', '75243'],
  ])('%s: the village\'s postal code matches, another province\'s is refused with the spec\'s text', async (_name, villageCode, own, other) => {
    expect((await check({ postalCode: own, villageCode })).body).toEqual({ match: true, known: true });
    const refused = await check({ postalCode: other, villageCode });
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ match: false, known: true, message: POSTAL_CODE_MISMATCH });
    // The same at district and city level: the code of a village within is accepted, another province's is not.
    for (const area of [{ districtCode: villageCode.slice(0, 8) }, { cityCode: villageCode.slice(0, 5) }]) {
      expect((await check({ postalCode: own, ...area })).body.match).toBe(true);
      expect((await check({ postalCode: other, ...area })).body.match).toBe(false);
    }
  });

  it('a code of the same district but another village is refused for the village', async () => {
    // Johan Pahlawan (Aceh Barat) has 23611-23618; Suak Indrapuri is 23611.
    expect((await check({ postalCode: '23615', villageCode: '11.05.01.2001' })).body.match).toBe(false);
    expect((await check({ postalCode: '23615', districtCode: '11.05.01' })).body.match).toBe(true);
  });

  it('an area the data does not have is held to the level around it that it does', async () => {
    // A village not (yet) in the data: its district's codes.
    expect((await check({ postalCode: '23618', villageCode: '11.05.01.2999' })).body).toEqual({ match: true, known: true });
    expect((await check({ postalCode: '23651', villageCode: '11.05.01.2999' })).body.match).toBe(false);
    // A regency not in the data: the province's range (Aceh: 23111-24794).
    expect((await check({ postalCode: '24000', cityCode: '11.99' })).body).toEqual({ match: true, known: true });
    expect((await check({ postalCode: '10110', cityCode: '11.99' })).body.match).toBe(false);
    expect((await check({ postalCode: '25111', districtCode: '11.99.01' })).body.match).toBe(false);
  });

  it('a province no data covers is not refused', async () => {
    expect((await check({ postalCode: '40111', cityCode: '99.01' })).body).toEqual({ match: true, known: false });
    expect((await check({ postalCode: '40111', villageCode: '99.01.01.1001' })).body).toEqual({ match: true, known: false });
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
