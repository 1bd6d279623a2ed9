// The Effector models with their real effects: sessionStorage and cookies are in-memory fakes
// (browser-fakes.ts), timers are fake, so nothing here waits on the wall clock.
import { allSettled, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestOf } from '../../../src/runtime/actions';
import { initialSession, setPath, snapshotOf, type SessionState } from '../../../src/runtime/session';
import type { Definitions, JsonValue } from '../../../src/runtime/types';
import { EMPTY_UTM } from '../../../src/runtime/utm';
import { $config, DEFAULT_CONFIG } from '../../../src/state/config-model';
import { $model, definitionsRefreshed, definitionsStarted, fetchDefinitionsFx } from '../../../src/state/definitions-model';
import { $lang, $language } from '../../../src/state/locale-model';
import {
  $hydrated, $session, deviceChanged, homeReset, journeyEntered, langFromSearch, languageChanged, pathSet, sessionReset, sessionStarted,
} from '../../../src/state/session-model';
import {
  $suppressed, $utm, firePurchaseFx, purchaseCompleted, purchasedIds, routeChanged, sendTrafficFx, trackingStarted, type PurchaseEvent,
} from '../../../src/state/tracking-model';
import { $errorModal, $toast, errorModalOpened, makeToast, modalClosed, toastClosed, toastShown } from '../../../src/state/ui-model';
import { copyDefinitions, must } from '../definitions/helpers';
import { outlineOf } from '../../../src/definitions/outline';
import { demoDefinitions } from '../runtime/fixtures';
import { installCookies, installSessionStorage } from './browser-fakes';
import { readSession } from '../../../src/state/browser-storage';

const KEY = DEFAULT_CONFIG.sessionKey;
// As the page's start does: the stored session read once, then handed to the model.
const start = (scope: Scope, search = '', isMobile = false) => allSettled(sessionStarted, { scope, params: { search, isMobile, stored: readSession(KEY) } });
const set = (scope: Scope, path: string, value: JsonValue) => allSettled(pathSet, { scope, params: { path, value } });
/** A scope whose live definition fetch answers with the given sets in turn (the fetch and its check are tested in definitions-model.test.ts). */
function scopeWithSets(sets: Definitions[], handlers: [unknown, unknown][] = []): Scope {
  let i = 0;
  return fork({
    handlers: [
      [fetchDefinitionsFx, async () => {
        const defs = sets[Math.min(i++, sets.length - 1)] as Definitions;
        return { kind: 'take' as const, set: { defs, outline: outlineOf(defs), version: `set-${i}` } };
      }],
      ...handlers,
    ] as never,
  });
}
const takeSets = async (scope: Scope) => allSettled(definitionsStarted, { scope, params: { preview: false, token: null } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('toast and error modal', () => {
  it('a toast defaults to variant WARNING and closes itself after toastMs (4000 ms)', async () => {
    expect(makeToast({ content: 'x' }, 4000)).toMatchObject({ variant: 'WARNING', ms: 4000, type: 'info' });
    expect($config.getState().toastMs).toBe(4000);
    vi.useFakeTimers();
    const scope = fork();
    const settled = allSettled(toastShown, { scope, params: { content: 'hello' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($toast)).toMatchObject({ content: 'hello', variant: 'WARNING', ms: 4000 });
    await vi.advanceTimersByTimeAsync(3999);
    expect(scope.getState($toast)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(scope.getState($toast)).toBeNull();
  });

  it('a newer toast keeps its own full time; closing by hand works at once', async () => {
    vi.useFakeTimers();
    const scope = fork();
    const first = allSettled(toastShown, { scope, params: { content: 'one' } });
    await vi.advanceTimersByTimeAsync(3000);
    const second = allSettled(toastShown, { scope, params: { content: 'two', variant: 'SUCCESS', ms: 2000 } });
    await vi.advanceTimersByTimeAsync(1000);
    // The first toast's timer ended, but it no longer shows: the second stays.
    expect(scope.getState($toast)).toMatchObject({ content: 'two', variant: 'SUCCESS' });
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all([first, second]);
    expect(scope.getState($toast)).toBeNull();
    const third = allSettled(toastShown, { scope, params: { content: 'three' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($toast)).toMatchObject({ content: 'three' });
    // allSettled waits for every effect of the scope, the toast's timer too: run the clock meanwhile.
    const closed = allSettled(toastClosed, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($toast)).toBeNull();
    await vi.advanceTimersByTimeAsync(4000);
    await Promise.all([third, closed]);
    expect(scope.getState($toast)).toBeNull();
  });

  it('the error modal holds the catalogue key it shows, numeric or a variant', async () => {
    const scope = fork();
    await allSettled(errorModalOpened, { scope, params: '40011' });
    expect(scope.getState($errorModal)).toEqual({ code: '40011' });
    await allSettled(errorModalOpened, { scope, params: 'activation.40021va' });
    expect(scope.getState($errorModal)).toEqual({ code: 'activation.40021va' });
    await allSettled(modalClosed, { scope });
    expect(scope.getState($errorModal)).toBeNull();
  });
});

describe('the session model', () => {
  it('reads ?lang=en|id case-insensitively (A39)', () => {
    expect(langFromSearch('?lang=EN')).toBe('EN');
    expect(langFromSearch('lang=id')).toBe('ID');
    expect(langFromSearch('?lang=fr')).toBeNull();
    expect(langFromSearch('')).toBeNull();
  });

  it('restores the stored session: its tracking id and values, with ?lang and the device of this load', async () => {
    const model = $model.getState();
    const stored: SessionState = setPath(model.state, { ...initialSession(model.state), core: { ...initialSession(model.state).core, trackingId: 'old' } }, 'values.recipientName', 'Budi');
    installSessionStorage({ [KEY]: stored });
    const scope = fork();
    await start(scope, '?lang=en', true);
    expect(scope.getState($session).core).toMatchObject({ trackingId: 'old', language: 'EN', isMobile: true });
    expect(scope.getState($session).values.recipientName).toBe('Budi');
    expect(scope.getState($language)).toBe('EN');
    expect(scope.getState($lang)).toBe('en');
  });

  it('takes the stored session as the page start read it, without reading the storage again', async () => {
    const model = $model.getState();
    const stored: SessionState = setPath(model.state, initialSession(model.state), 'values.recipientName', 'Sari');
    const storage = installSessionStorage({ [KEY]: setPath(model.state, initialSession(model.state), 'values.recipientName', 'not this') });
    const reads = vi.spyOn(storage, 'getItem');
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: { search: '', isMobile: false, stored } });
    expect(scope.getState($session).values.recipientName).toBe('Sari');
    expect(reads).not.toHaveBeenCalled();
  });

  it('a first visit gets a fresh tracking id and Indonesian', async () => {
    installSessionStorage();
    const scope = fork();
    await start(scope);
    expect(scope.getState($session).core.trackingId).toMatch(/\S{8,}/);
    expect(scope.getState($session).core.language).toBe('ID');
  });

  it('revives after a reload: the field value and the choice the customer made are back', async () => {
    const storage = installSessionStorage();
    const before = fork();
    await start(before);
    await set(before, 'values.noKtp', '3174011234560001');
    await set(before, 'city', { id: 10, name: 'Bandung' });
    await allSettled(languageChanged, { scope: before, params: 'EN' });
    const trackingId = before.getState($session).core.trackingId;
    expect(storage.json(KEY)).toMatchObject({ values: { noKtp: '3174011234560001' } });

    // A reload: a new page (new stores), the same tab (same sessionStorage).
    const after = fork();
    expect(after.getState($session).values.noKtp).toBeUndefined();
    await start(after);
    expect(after.getState($session).values.noKtp).toBe('3174011234560001');
    expect(after.getState($session).data.city).toEqual({ id: 10, name: 'Bandung' });
    expect(after.getState($session).core).toMatchObject({ trackingId, language: 'EN' });
  });

  it('writes nothing before the stored session has been read, so a reload never wipes it', async () => {
    const storage = installSessionStorage();
    const scope = fork();
    await set(scope, 'values.recipientName', 'early');
    expect(storage.writes).toBe(0);
    expect(scope.getState($hydrated)).toBe(false);
    await start(scope);
    await allSettled(languageChanged, { scope, params: 'EN' });
    expect(storage.writes).toBeGreaterThan(0);
    expect(storage.json(KEY)).toMatchObject({ core: { language: 'EN' } });
  });

  it('the home reset clears the stored session and writes the reset state back: language, tracking id and agent survive a reload', async () => {
    const storage = installSessionStorage();
    const scope = fork();
    await start(scope);
    await allSettled(languageChanged, { scope, params: 'EN' });
    await set(scope, 'agent', 'AG7');
    await set(scope, 'values.recipientName', 'Budi');
    await allSettled(journeyEntered, { scope, params: { id: 'prepaid-sim', journey: 'PREPAID', productType: 'prepaid' } });
    const trackingId = scope.getState($session).core.trackingId;
    await allSettled(homeReset, { scope });
    expect(scope.getState($session).core).toMatchObject({ language: 'EN', trackingId, agent: 'AG7', journey: '3s' });
    expect(scope.getState($session).values).toEqual({});
    const reloaded = fork();
    await start(reloaded);
    expect(reloaded.getState($session).core).toMatchObject({ language: 'EN', trackingId, agent: 'AG7', journey: '3s' });
    expect(storage.json(KEY)).toMatchObject({ values: {} });
  });

  it('a reset keeps the declared keep keys and the ones the action names', async () => {
    installSessionStorage();
    const scope = fork();
    await start(scope);
    await set(scope, 'city', { id: 10 });
    await set(scope, 'order', { order_code: 'SIMPRE1' });
    await set(scope, 'payment', { method: '05' });
    await set(scope, 'agent', 'AG7');
    await allSettled(sessionReset, { scope, params: { keep: ['order'] } });
    expect(scope.getState($session).data).toMatchObject({ city: { id: 10 }, order: { order_code: 'SIMPRE1' }, payment: null });
    expect(scope.getState($session).core.agent).toBe('');
    await allSettled(sessionReset, { scope, params: undefined });
    expect(scope.getState($session).data.order).toBeNull();
  });

  it('entering a journey sets its journey value, id and product type; language and device changes apply', async () => {
    installSessionStorage();
    const scope = fork();
    await start(scope);
    await allSettled(journeyEntered, { scope, params: { id: 'prepaid-sim', journey: 'PREPAID', productType: 'prepaid' } });
    expect(scope.getState($session).core).toMatchObject({ journey: 'PREPAID', journeyId: 'prepaid-sim', productType: 'prepaid', productTypeArmed: true });
    await allSettled(deviceChanged, { scope, params: true });
    await allSettled(languageChanged, { scope, params: 'EN' });
    expect(scope.getState($session).core).toMatchObject({ isMobile: true, language: 'EN' });
  });

  it('under a newer definition set, the session keeps what still fits: new keys get their defaults, dropped keys go', async () => {
    installSessionStorage();
    const scope = scopeWithSets([demoDefinitions(), copyDefinitions()]);
    await start(scope);
    await set(scope, 'values.noKtp', '3174011234560001');
    await takeSets(scope);
    expect(scope.getState($model).journey('demo')).toBeDefined();
    expect(scope.getState($session).data.plan).toBe('');
    await set(scope, 'plan', 'GOLD');
    expect(scope.getState($session).data.plan).toBe('GOLD');
    await allSettled(definitionsRefreshed, { scope });
    expect(scope.getState($model).journey('demo')).toBeUndefined();
    expect('plan' in scope.getState($session).data).toBe(false);
    expect(scope.getState($session).values.noKtp).toBe('3174011234560001');
  });
});

describe('tracking', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T03:00:00Z'));
  });

  /**
   * A started session (fake sessionStorage and cookie jar) in a scope whose /traffic sender and
   * purchase tags (injected by the UI) are recorded. The once-per-order effect is the real one.
   */
  async function tracking(opts: { cookies?: Record<string, string>; sets?: Definitions[] } = {}) {
    installSessionStorage();
    const jar = installCookies(opts.cookies);
    const sent: Record<string, string>[] = [];
    const fired: (PurchaseEvent & { utm: unknown })[] = [];
    const scope = scopeWithSets(opts.sets ?? [copyDefinitions()], [
      [sendTrafficFx, (body: Record<string, string>) => { sent.push(body); }],
      [firePurchaseFx, (e: PurchaseEvent & { utm: unknown }) => { fired.push(e); }],
    ]);
    await start(scope);
    return { scope, sent, fired, jar };
  }
  /** Fires an event and runs the fake clock until everything it started has settled. */
  async function settle(scope: Scope, run: (scope: Scope) => Promise<unknown>): Promise<void> {
    const done = run(scope);
    await vi.runAllTimersAsync();
    await done;
  }

  it('sends /traffic 300 ms after a route change, with remark = path and the session id (A26)', async () => {
    const { scope, sent } = await tracking();
    await set(scope, 'trackingId', 'trk-1');
    const done = allSettled(routeChanged, { scope, params: '/order' });
    await vi.advanceTimersByTimeAsync(299);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(sent).toEqual([{ ...EMPTY_UTM, session_id: 'trk-1', remark: '/order' }]);
  });

  it('debounces: of quick route changes only the last is sent, 300 ms after it', async () => {
    const { scope, sent } = await tracking();
    const a = allSettled(routeChanged, { scope, params: '/prepaid' });
    await vi.advanceTimersByTimeAsync(100);
    const b = allSettled(routeChanged, { scope, params: '/order' });
    await vi.advanceTimersByTimeAsync(299);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([a, b]);
    expect(sent.map((s) => s.remark)).toEqual(['/order']);
  });

  it('resolves the utm record from the URL (saved to the cookie for 365 days), into the session and the /traffic body', async () => {
    const { scope, sent, jar } = await tracking();
    await settle(scope, (s) => allSettled(trackingStarted, { scope: s, params: { search: '?utm_source=fb&utm_medium=cpc&click_id=ck9' } }));
    const record = { ...EMPTY_UTM, utm_source: 'fb', utm_medium: 'cpc', transaction_id: 'ck9' };
    expect(scope.getState($utm)).toEqual(record);
    expect(scope.getState($session).core.utm).toEqual(record);
    expect(JSON.parse(jar.value('ola_utm') ?? 'null')).toEqual(record);
    expect(jar.assignments[0]).toContain(`expires=${new Date(Date.parse('2026-11-23T03:00:00Z') + 365 * 864e5).toUTCString()}`);
    await settle(scope, (s) => allSettled(routeChanged, { scope: s, params: '/order' }));
    expect(sent[0]).toMatchObject({ utm_source: 'fb', utm_medium: 'cpc', transaction_id: 'ck9', remark: '/order' });
  });

  it('without utm in the URL the cookie wins over the session, and a broken cookie is ignored', async () => {
    const fromCookie = (await tracking({ cookies: { ola_utm: JSON.stringify({ utm_source: 'cookie' }) } })).scope;
    await set(fromCookie, 'utm', { ...EMPTY_UTM, utm_source: 'session' });
    await settle(fromCookie, (s) => allSettled(trackingStarted, { scope: s, params: { search: '?lang=en' } }));
    expect(fromCookie.getState($utm).utm_source).toBe('cookie');

    const fromSession = (await tracking({ cookies: { ola_utm: '{broken' } })).scope;
    await set(fromSession, 'utm', { ...EMPTY_UTM, utm_source: 'session' });
    await settle(fromSession, (s) => allSettled(trackingStarted, { scope: s, params: { search: '' } }));
    expect(fromSession.getState($utm).utm_source).toBe('session');
  });

  it('fires the purchase tags once per order: the real effect keeps the order ids in the cookie', async () => {
    const { scope, fired, jar } = await tracking();
    for (const orderId of ['A1', 'A1', 'B2']) await allSettled(purchaseCompleted, { scope, params: { orderId, total: 100000 } });
    expect(fired.map((f) => f.orderId)).toEqual(['A1', 'B2']);
    expect(fired[0]).toMatchObject({ orderId: 'A1', total: 100000, utm: EMPTY_UTM });
    expect(jar.value('ola_purchased')).toBe('A1,B2');
    expect(purchasedIds(jar.value('ola_purchased') ?? null)).toEqual(['A1', 'B2']);
  });

  it('an order purchased in an earlier visit (cookie) is not fired again; the cookie keeps the last 50 ids', async () => {
    const earlier = Array.from({ length: 50 }, (_, i) => `O${i}`);
    const { scope, fired, jar } = await tracking({ cookies: { ola_purchased: earlier.join(',') } });
    await allSettled(purchaseCompleted, { scope, params: { orderId: 'O7', total: 1 } });
    await allSettled(purchaseCompleted, { scope, params: { orderId: 'NEW', total: 1 } });
    expect(fired.map((f) => f.orderId)).toEqual(['NEW']);
    expect(jar.value('ola_purchased')?.split(',')).toEqual([...earlier.slice(1), 'NEW']);
  });

  it('an event without an order id fires nothing and writes no cookie', async () => {
    const { scope, fired, jar } = await tracking();
    await allSettled(purchaseCompleted, { scope, params: { orderId: '', total: 1 } });
    expect(fired).toEqual([]);
    expect(jar.assignments).toEqual([]);
  });

  it.each([
    ['agent', 'agent', 'AG1'],
    ['telesale', 'telesale', 'TS1'],
    ['retail store', 'retail_store', true],
    ['direct retail', 'direct_retail', true],
  ] as const)('keeps /traffic but suppresses the purchase tags in %s mode (A28)', async (_name, path, value) => {
    const { scope, sent, fired, jar } = await tracking();
    await set(scope, path, value);
    expect(scope.getState($suppressed)).toBe(true);
    await settle(scope, (s) => allSettled(routeChanged, { scope: s, params: '/order' }));
    await allSettled(purchaseCompleted, { scope, params: { orderId: 'A1', total: 1 } });
    expect(sent).toHaveLength(1);
    expect(fired).toEqual([]);
    expect(jar.value('ola_purchased')).toBeUndefined();
  });

  it('suppresses the purchase tags in a staff journey (traits.staff), from site.json\'s rule', async () => {
    const { scope, fired } = await tracking({ sets: [demoDefinitions()] });
    await takeSets(scope);
    expect(scope.getState($suppressed)).toBe(false);
    await allSettled(journeyEntered, { scope, params: { id: 'demo', journey: 'POSTPAID', productType: 'postpaid' } });
    expect(scope.getState($suppressed)).toBe(true);
    await allSettled(purchaseCompleted, { scope, params: { orderId: 'A1', total: 1 } });
    expect(fired).toEqual([]);
  });

  // The order's attribution is the session's `utm` ({"var": "utm"} in prepaid-sim's orders.create
  // body); the entry's reset keeps it (it is the visit's, not the journey's).
  it("an order made after the journey's entry reset carries the visit's utm", async () => {
    const { scope } = await tracking();
    await settle(scope, (s) => allSettled(trackingStarted, { scope: s, params: { search: '?utm_source=fb' } }));
    await allSettled(sessionReset, { scope, params: undefined });
    const model = scope.getState($model);
    // The journey's definition travels with its route: the step's call is read from the full set.
    const call = must(copyDefinitions().journeys['prepaid-sim']?.steps.find((st) => st.id === 'recipient')?.submit?.[0], 'orders.create call');
    const snapshot = snapshotOf(scope.getState($session), { active: model.active('prepaid-sim'), constants: {}, now: 0 });
    const body = requestOf(call, snapshot).body as { utm: { utm_source: string } };
    expect(scope.getState($utm).utm_source).toBe('fb');
    expect(body.utm.utm_source).toBe('fb');
  });
});
