// Content and maintenance models: maintenance windows on server time, live refresh targets, initial content, API normalisers.
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { toBanners, toProducts, toPromo, toTiles } from '../../../src/api/content';
import { toMaintenance } from '../../../src/api/maintenance';
import {
  $packages, banners, contentStarted, readInitialContentFx, fetchPackagesFx, packagesRequested, packagesSeeded, refreshTargets,
} from '../../../src/state/content-model';
import { contentPreviewStarted } from '../../../src/state/content-published';
import { liveMutation, liveReconnected, parseMutation } from '../../../src/state/live-model';
import {
  $activeMaintenance, activeWindow, fetchMaintenanceFx, MAINTENANCE_TYPE, maintenanceRequested, nextBoundary,
} from '../../../src/state/maintenance-model';
import { contentOf, parseServerPage } from '../../../src/ui/server-page';
import { assembleHead, bannerPreloads, langOf, moduleFiles, placeBody, viewOf } from '../../../src/server/http/page-document';

const win = (startsAt: string, endsAt: string) => ({ key: startsAt, title: 't', startsAt, endsAt, image: { id: '/id.webp', en: '/en.webp' } });

describe('maintenance windows', () => {
  const w = win('2024-08-23T03:00:00+07:00', '2024-08-23T05:30:00+07:00');
  it('are half-open [start, end) on server time (A12)', () => {
    expect(activeWindow([w], Date.parse('2024-08-23T02:59:59+07:00'))).toBeNull();
    expect(activeWindow([w], Date.parse('2024-08-23T03:00:00+07:00'))).toBe(w);
    expect(activeWindow([w], Date.parse('2024-08-23T05:29:59+07:00'))).toBe(w);
    expect(activeWindow([w], Date.parse('2024-08-23T05:30:00+07:00'))).toBeNull();
  });
  it('schedule the next start or end', () => {
    expect(nextBoundary([w], Date.parse('2024-08-23T01:00:00+07:00'))).toBe(Date.parse('2024-08-23T03:00:00+07:00'));
    expect(nextBoundary([w], Date.parse('2024-08-23T04:00:00+07:00'))).toBe(Date.parse('2024-08-23T05:30:00+07:00'));
    expect(nextBoundary([w], Date.parse('2024-08-24T00:00:00+07:00'))).toBeNull();
  });
  it('follow the server clock, not the client clock', async () => {
    // The client clock is years off; only the server's `now` decides. Fake timers: the boundary
    // timer the model sets is never left running.
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
      const scope = fork({ handlers: [[fetchMaintenanceFx, async () => ({ now: '2024-08-23T04:00:00+07:00', active: w, next: null })]] });
      await allSettled(maintenanceRequested, { scope });
      expect(scope.getState($activeMaintenance)?.startsAt).toBe(w.startsAt);
      // A window that by the server's clock is over shows nothing, whatever the client clock says.
      vi.setSystemTime(new Date('2024-08-23T04:00:00+07:00'));
      const past = fork({ handlers: [[fetchMaintenanceFx, async () => ({ now: '2024-08-23T05:30:00+07:00', active: w, next: null })]] });
      await allSettled(maintenanceRequested, { scope: past });
      expect(past.getState($activeMaintenance)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed read (null) shows no window', async () => {
    const scope = fork({ handlers: [[fetchMaintenanceFx, async () => null]] });
    await allSettled(maintenanceRequested, { scope });
    expect(scope.getState($activeMaintenance)).toBeNull();
  });
});

describe('live refresh', () => {
  it('maps document types to what they change', () => {
    expect(refreshTargets('homePackage').packages).toBe(true);
    expect(refreshTargets('promo').promoDetails).toBe(true);
    expect(refreshTargets('setting').lists.length).toBe(1);
    expect(refreshTargets('definition')).toEqual({ lists: [], packages: false, promoDetails: false });
  });
  it('reads the maintenance windows again on a published window or a reconnect, once they were asked for', async () => {
    let reads = 0;
    const scope = fork({ handlers: [[fetchMaintenanceFx, async () => { reads += 1; return null; }]] });
    await allSettled(liveMutation, { scope, params: { documentId: 'mw.a', type: MAINTENANCE_TYPE, transition: 'update' } });
    expect(reads).toBe(0); // never asked: nothing to refresh
    await allSettled(maintenanceRequested, { scope });
    await allSettled(liveMutation, { scope, params: { documentId: 'banner.a', type: 'banner', transition: 'update' } });
    await allSettled(liveMutation, { scope, params: { documentId: 'drafts.mw.a', type: MAINTENANCE_TYPE, transition: 'update' } });
    expect(reads).toBe(1); // another type, and a draft in a visitor's tab: no read
    await allSettled(liveMutation, { scope, params: { documentId: 'mw.a', type: MAINTENANCE_TYPE, transition: 'update' } });
    await allSettled(liveReconnected, { scope });
    expect(reads).toBe(3);
  });
  it('parses mutation events', () => {
    expect(parseMutation('{"documentId":"banner.a","type":"banner","transition":"update"}')).toEqual({ documentId: 'banner.a', type: 'banner', transition: 'update' });
    expect(parseMutation('nope')).toBeNull();
  });
  it('refetches a loaded list on a mutation of its type only', async () => {
    let reads = 0;
    const scope = fork({ handlers: [[banners.fetchFx, async () => { reads += 1; return []; }]] });
    await allSettled(liveMutation, { scope, params: { documentId: 'banner.a', type: 'banner', transition: 'update' } });
    expect(reads).toBe(0); // never shown: not loaded
    await allSettled(banners.requested, { scope });
    await allSettled(liveMutation, { scope, params: { documentId: 'faq.a', type: 'faq', transition: 'update' } });
    await allSettled(liveMutation, { scope, params: { documentId: 'banner.a', type: 'banner', transition: 'update' } });
    expect(reads).toBe(2);
  });
});

describe('home packages', () => {
  it('the first ask of a seeded key needs no read; later asks (tab, language) read again', async () => {
    const asked: string[] = [];
    const scope = fork({ handlers: [[fetchPackagesFx, async (k: { type: string; lang: string }) => { asked.push(`${k.type}:${k.lang}`); return []; }]] });
    await allSettled(packagesSeeded, { scope, params: { key: { type: 'prepaid', lang: 'id' }, products: toProducts({ products: [{ product_name: 'A', price: 1000 }] }) } });
    await allSettled(packagesRequested, { scope, params: { type: 'prepaid', lang: 'id' } });
    expect(asked).toEqual([]);
    expect(scope.getState($packages)['prepaid:id']?.[0]?.product_name).toBe('A');
    await allSettled(packagesRequested, { scope, params: { type: 'prepaid', lang: 'en' } });
    await allSettled(packagesRequested, { scope, params: { type: 'prepaid', lang: 'id' } });
    expect(asked).toEqual(['prepaid:en', 'prepaid:id']);
  });
});

describe('initial content', () => {
  it('seeds the lists, the packages and the promos from a server render\'s reads', async () => {
    const seed = contentOf({
      'content:banners': [{ code: 'a', id: { img_main_mob_webp: '/a.webp' }, en: {} }],
      'packages:prepaid:id': [{ product_name: 'P', price: 5 }],
      'promo:x': null,
      'source:catalogue.cities {}': [{ id: 1 }],
    });
    const scope = fork({ handlers: [[readInitialContentFx, () => seed]] });
    await allSettled(contentStarted, { scope });
    expect(scope.getState(banners.$data)).toHaveLength(1);
    expect(scope.getState($packages)['prepaid:id']).toHaveLength(1);
  });
  it('a preview tab does not take the published content the server rendered', async () => {
    const seed = contentOf({ 'content:banners': [{ code: 'a', id: { img_main_mob_webp: '/a.webp' }, en: {} }] });
    const preview = fork({ handlers: [[readInitialContentFx, () => seed]] });
    await allSettled(contentPreviewStarted, { scope: preview });
    await allSettled(contentStarted, { scope: preview });
    expect(preview.getState(banners.$data)).toBeNull();
  });
});

describe('content API shapes', () => {
  it('normalise defensively', () => {
    expect(toBanners({ promo: [{ code: 'a', id: { title: 'T', img_main_mob_webp: '/m.webp' }, en: {} }] })[0]?.id.img_main_mob_webp).toBe('/m.webp');
    expect(toBanners({ nope: 1 })).toEqual([]);
    expect(toTiles({ tiles: [{ id: 'x', kind: 'cpp', title: { id: 'a', en: 'b' }, img: '', to: '/cpp-user' }, { id: 'y' }] })).toHaveLength(1);
    expect(toPromo({ code: 'p', title: { id: 'a', en: 'b' }, body: { id: [{ _type: 'block', children: [] }], en: 'x' } })?.body.en).toEqual([]);
    expect(toMaintenance({ now: 'n', active: null, next: { startsAt: 's', endsAt: 'e', image: { id: 'i', en: 'e' } } }).next?.image.en).toBe('e');
  });
  it('the record of a server-rendered page round-trips', () => {
    // A package list is keyed by a product type of the definitions (the shell knows none by name) and a language.
    const raw = JSON.stringify({ view: { language: 'EN', isMobile: true }, reads: { 'packages:postpaid:en': [], 'packages:bogus:fr': [], 'packages::en': [], 'packages:prepaid:id': {} } });
    const page = parseServerPage(raw);
    expect(page?.view).toEqual({ language: 'EN', isMobile: true });
    expect(contentOf(page?.reads ?? {}).packages.map((p) => p.key)).toEqual([{ type: 'postpaid', lang: 'en' }]);
    expect(parseServerPage('<oops')).toBeNull();
    expect(parseServerPage(JSON.stringify({ view: { language: 'fr', isMobile: 1 }, reads: {} }))).toBeNull();
  });
});

describe('page document', () => {
  const banners = [{ code: 'a', id: { img_main_mob_webp: '/m.webp', img_main_dsk_webp: '/d.webp' }, en: { img_main_mob_webp: '/m-en.webp', img_main_dsk_webp: '/d-en.webp' } }];
  it('preloads the first banner of the language, and knows the view', () => {
    expect(langOf('/?lang=EN')).toBe('en');
    expect(langOf('/campaign')).toBe('id');
    expect(bannerPreloads({ 'content:banners': banners }, 'en')).toContain('href="/m-en.webp"');
    expect(bannerPreloads({ 'content:banners': banners }, 'id')).toContain('href="/d.webp" imagesrcset="/d.webp" media="(min-width: 768px)"');
    expect(bannerPreloads({ 'content:banners': [] }, 'id')).toBe('');
    expect(viewOf({ url: '/?lang=en', headers: { 'sec-ch-ua-mobile': '?1' } })).toEqual({ language: 'EN', isMobile: true });
    expect(viewOf({ url: '/', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' } })).toEqual({ language: 'ID', isMobile: false });
  });
  it('assembles the head in one place and places non-executable JSON that cannot close its script element', () => {
    const head = assembleHead('<html><head><meta charset="UTF-8"><title>x</title></head><body><div id="root"></div></body></html>', { first: '<link a>', last: '<link z>', title: 'A & B' });
    expect(head).toContain('<meta charset="UTF-8"><link a>');
    expect(head).toContain('<title>A &amp; B</title><link z></head>');
    // Preloads with a media query come after the viewport meta (before it, a phone matches desktop widths).
    const withViewport = assembleHead('<head><meta charset="UTF-8"><meta name="viewport" content="width=device-width"></head>', { first: '<link a>' });
    expect(withViewport).toContain('<meta name="viewport" content="width=device-width"><link a>');
    const html = placeBody(head, { html: '<p>hi</p>' }, { view: { language: 'ID', isMobile: false }, reads: { t: '</script><script>alert(1)</script>' } });
    expect(html).toContain('<script type="application/json" id="server-reads">');
    expect(html).not.toContain('</script><script>alert');
    expect(html).toContain('<div id="root"><p>hi</p></div>');
    // Inserted text is text: "$'" and '$&' (in a script, a style or a product name) are not replacement patterns.
    const dollars = assembleHead('<html><head><title>x</title></head><body><div id="root"></div></body></html>', { last: "<script>k.indexOf('__p$')</script>", title: "$' $&" });
    expect(dollars).toContain("<script>k.indexOf('__p$')</script></head><body>");
    expect(dollars).toContain("<title>$' $&amp;</title>");
    expect(placeBody(dollars, { html: "<p>Rp $' $&</p>" }, { view: { language: 'ID', isMobile: false }, reads: {} })).toContain("<div id=\"root\"><p>Rp $' $&</p></div></body>");
  });
  it('finds a page\'s chunks and CSS through the manifest, static imports included', () => {
    const manifest = { 'src/a.tsx': { file: 'assets/a.js', css: ['assets/a.css'], imports: ['_b'] }, _b: { file: 'assets/b.js', css: ['assets/b.css'] } };
    expect(moduleFiles(manifest, ['src/a.tsx', 'src/missing.tsx'])).toEqual({ js: ['assets/a.js', 'assets/b.js'], css: ['assets/a.css', 'assets/b.css'] });
  });
});
