// Live definitions: the fetched set is checked and swapped in (unchanged parts keep their identity),
// an invalid one is ignored and the last good set kept. fetch is a stub; the check is the real one.
import { allSettled, fork, type Scope } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHIPPED_DIGEST } from '../../../src/definitions/start-set';
import type { Definitions } from '../../../src/definitions/types';
import {
  $definitions, $definitionsIssues, cutPartLoaded, $definitionsSettled, $definitionsVersion, $model, definitionsStarted, VERSION_META, PREVIEW_KEY, previewSource, shareUnchanged, stableJson,
  STUDIO_SIGNED_IN_KEY, STUDIO_TOKEN_KEY, previewsDrafts, toRaw, type DefinitionsSource,
} from '../../../src/state/definitions-model';
import { $translator } from '../../../src/state/i18n-model';
import { liveMutation, liveReconnected } from '../../../src/state/live-model';
import { copyDefinitions, JOURNEY_FILE, must } from '../definitions/helpers';
import { demoDefinitions } from '../runtime/fixtures';
import { installSessionStorage } from './browser-fakes';

// Schema compilation and whole-set lints take a while on a loaded machine: a generous limit per test.
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => vi.unstubAllGlobals());

interface Served { url: string; headers: Record<string, string> }
/** A fetch that answers /api/definitions with the bodies given in turn (a number is an HTTP error). */
function serve(...bodies: (unknown | number)[]): Served[] {
  const served: Served[] = [];
  let i = 0;
  vi.stubGlobal('fetch', async (url: string, init?: { headers?: Record<string, string> }) => {
    served.push({ url, headers: init?.headers ?? {} });
    const body = bodies[Math.min(i++, bodies.length - 1)];
    const status = typeof body === 'number' ? body : 200;
    return { ok: status < 400, status, json: async () => body };
  });
  return served;
}
/** A document whose head names a definitions version. */
const versionMeta = (version: string) => ({
  querySelector: (selector: string) => (selector === `meta[name="${VERSION_META}"]` ? { getAttribute: (name: string) => (name === 'content' ? version : null) } : null),
});
const PUBLIC: DefinitionsSource = { preview: false, token: null };
const begin = (scope: Scope, source: DefinitionsSource = PUBLIC) => allSettled(definitionsStarted, { scope, params: source });

describe('stableJson, toRaw and shareUnchanged', () => {
  it('stableJson ignores key order', () => {
    expect(stableJson({ b: 1, a: [{ y: 2, x: 1 }] })).toBe(stableJson({ a: [{ x: 1, y: 2 }], b: 1 }));
    expect(stableJson({ a: 1 })).not.toBe(stableJson({ a: 2 }));
  });

  it('toRaw takes the kinds of a set and nothing else; null for what is no set', () => {
    const defs = copyDefinitions();
    expect(toRaw({ ...defs, extra: 1 })).toEqual(defs);
    expect(toRaw({ site: {} })).toBeNull();
    expect(toRaw(null)).toBeNull();
    expect(toRaw([])).toBeNull();
  });

  it('shareUnchanged keeps the current objects wherever the new set did not change them', () => {
    const current = copyDefinitions();
    const next = copyDefinitions();
    const home = must(next.pages.home, 'home');
    home.title = { id: 'Beranda baru', en: 'New home' };
    const shared = shareUnchanged(current, next);
    expect(shared).toEqual(next);
    expect(shared.site).toBe(current.site);
    expect(shared.journeys['prepaid-sim']).toBe(current.journeys['prepaid-sim']);
    expect(shared.pages.track).toBe(current.pages.track);
    expect(shared.pages.home).toBe(next.pages.home);
  });
});

describe('previewSource', () => {
  it('?preview=1 turns preview on for the tab, ?preview=0 off; drafts need the admin token or a studio sign-in', () => {
    const storage = installSessionStorage();
    expect(previewSource('')).toEqual({ preview: false, token: null, signedIn: false });
    expect(previewSource('?preview=1')).toEqual({ preview: true, token: null, signedIn: false });
    expect(previewsDrafts(previewSource('?lang=en'))).toBe(false);
    storage.setItem(STUDIO_TOKEN_KEY, JSON.stringify('tok'));
    expect(previewSource('')).toEqual({ preview: true, token: 'tok', signedIn: false });
    expect(previewsDrafts(previewSource(''))).toBe(true);
    expect(previewSource('?preview=0')).toEqual({ preview: false, token: 'tok', signedIn: false });
    expect(storage.json(PREVIEW_KEY)).toBe(false);
    // An editor's sign-in (the cookie travels by itself): drafts without a token.
    storage.removeItem(STUDIO_TOKEN_KEY);
    storage.setItem(STUDIO_SIGNED_IN_KEY, 'true');
    expect(previewsDrafts(previewSource('?preview=1'))).toBe(true);
    expect(previewsDrafts(previewSource('?preview=0'))).toBe(false);
  });
});

describe('the live set', () => {
  it('takes a newer valid set: the model follows it, unchanged parts keep their identity', async () => {
    const served = serve(demoDefinitions());
    const scope = fork();
    const before = scope.getState($definitions);
    expect(scope.getState($definitionsSettled)).toBe(false);
    await begin(scope);
    expect(served).toEqual([{ url: '/api/definitions', headers: {} }]);
    const now = scope.getState($definitions);
    expect(now.journeys.demo?.id).toBe('demo');
    // The shell held no journey yet: the fetched set brings them all, and keeps what it shares.
    expect(before.journeys).toEqual({});
    expect(now.site).toBe(before.site);
    expect(scope.getState($model).journey('demo')).toBeDefined();
    expect(scope.getState($model).findRoute('/demo/check')?.id).toBe('step:demo/check');
    expect(scope.getState($definitionsSettled)).toBe(true);
    expect(scope.getState($definitionsIssues)).toEqual([]);
  });

  it('a cut part arriving makes a new set but keeps the translator: texts on screen do not re-render; new messages make a new one', async () => {
    const scope = fork();
    const before = { defs: scope.getState($definitions), translator: scope.getState($translator) };
    await allSettled(cutPartLoaded, { scope, params: { version: SHIPPED_DIGEST, part: 'errors', value: copyDefinitions().errors } });
    expect(scope.getState($definitions)).not.toBe(before.defs);
    expect(Object.keys(scope.getState($definitions).errors.errors).length).toBeGreaterThan(Object.keys(before.defs.errors.errors).length);
    expect(scope.getState($translator)).toBe(before.translator);
    // A fetched set whose messages differ: its texts are new, and so is the translator.
    const next = copyDefinitions();
    next.messages.ui['button.next'] = { id: 'Lanjutkan sekarang', en: 'Go on now' };
    serve(next);
    await begin(scope);
    expect(scope.getState($translator)).not.toBe(before.translator);
    expect(scope.getState($translator).keyed('button.next', 'en')).toBe('Go on now');
  });

  it('the shipped set itself: nothing changes (routes load their own definitions), nothing rejected', async () => {
    serve(copyDefinitions());
    const scope = fork();
    const before = scope.getState($definitions);
    await begin(scope);
    expect(scope.getState($definitions)).toBe(before);
    expect(scope.getState($definitionsIssues)).toEqual([]);
    expect(scope.getState($definitionsSettled)).toBe(true);
  });

  it('ignores an invalid set and keeps the last good one, saying why', async () => {
    const broken = demoDefinitions();
    const step = must(broken.journeys.demo?.steps[1], 'step');
    step.guard = 'isVip';
    serve(broken);
    const scope = fork();
    const before = scope.getState($definitions);
    await begin(scope);
    expect(scope.getState($definitions)).toBe(before);
    expect(scope.getState($definitionsIssues)).toEqual([
      { file: 'flows/journeys/demo.json', pointer: '/steps/1/guard', message: "unknown guard 'isVip' (the journey's guards or site.json guards)" },
    ]);
    expect(scope.getState($definitionsSettled)).toBe(true);
  });

  it('ignores a body that is no definition set, and a failed fetch (settled all the same)', async () => {
    serve({ hello: 'world' });
    const scope = fork();
    const before = scope.getState($definitions);
    await begin(scope);
    expect(scope.getState($definitions)).toBe(before);
    expect(scope.getState($definitionsIssues)).toEqual([{ file: '/api/definitions', pointer: '', message: 'not a definition set' }]);

    serve(503);
    const failed = fork();
    await begin(failed);
    expect(failed.getState($definitions)).toBe(before);
    expect(failed.getState($definitionsSettled)).toBe(true);
  });

  it('a schema failure names the file the set would have', async () => {
    const broken = copyDefinitions();
    (broken.journeys['prepaid-sim'] as unknown as Record<string, unknown>).kind = 'page';
    serve(broken);
    const scope = fork();
    await begin(scope);
    expect(scope.getState($definitionsIssues)).toContainEqual(expect.objectContaining({ file: JOURNEY_FILE, pointer: '/kind' }));
  });

  it('preview mode with the admin token asks for drafts with the token', async () => {
    const served = serve(copyDefinitions());
    await begin(fork(), { preview: true, token: 'tok' });
    expect(served).toEqual([{ url: '/api/definitions?preview=1', headers: { authorization: 'Bearer tok' } }]);
    const plain = serve(copyDefinitions());
    await begin(fork(), { preview: true, token: null });
    expect(plain[0]?.url).toBe('/api/definitions');
  });

  it('refetches on a definition mutation and after a reconnect, not on other content', async () => {
    const served = serve(copyDefinitions(), demoDefinitions(), copyDefinitions());
    const scope = fork();
    await begin(scope);
    await allSettled(liveMutation, { scope, params: { documentId: 'banner.a', type: 'banner', transition: 'update' } });
    expect(served).toHaveLength(1);
    await allSettled(liveMutation, { scope, params: { documentId: 'def.journey.demo', type: 'definition', transition: 'update' } });
    expect(served).toHaveLength(2);
    expect(scope.getState($definitions).journeys.demo).toBeDefined();
    await allSettled(liveReconnected, { scope });
    expect(served).toHaveLength(3);
    expect(scope.getState($definitions).journeys.demo).toBeUndefined();
  });

  it('the HTML names this build\'s set: nothing is fetched, settled at once', async () => {
    vi.stubGlobal('document', versionMeta(SHIPPED_DIGEST));
    const served = serve(copyDefinitions());
    const scope = fork();
    const before = scope.getState($definitions);
    await begin(scope);
    expect(served).toEqual([]);
    expect(scope.getState($definitions)).toBe(before);
    expect(scope.getState($definitionsSettled)).toBe(true);
  });

  it('the HTML names another set: fetched once from its immutable URL and taken as the server validated it', async () => {
    const demo = demoDefinitions();
    vi.stubGlobal('document', versionMeta('v-demo'));
    const served = serve(demo);
    const scope = fork();
    await begin(scope);
    expect(served).toEqual([{ url: '/api/definitions/v/v-demo', headers: {} }]);
    expect(scope.getState($definitionsVersion)).toBe('v-demo');
    expect(scope.getState($definitions).journeys.demo?.id).toBe('demo');
    expect(scope.getState($model).findRoute('/demo/check')?.screen).toBeDefined();
  });

  it('nothing is fetched before the app starts it', async () => {
    const served = serve(copyDefinitions());
    const scope = fork();
    await allSettled(liveReconnected, { scope });
    expect(served).toEqual([]);
  });

  it('the swapped-in set is exactly what was served (a later set replaces it whole)', async () => {
    const demo: Definitions = demoDefinitions();
    serve(demo);
    const scope = fork();
    await begin(scope);
    expect(stableJson(scope.getState($definitions))).toBe(stableJson(demo));
  });
});
