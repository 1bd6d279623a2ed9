import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $config } from '../../../src/state/config-model';
import { $language, languageChanged } from '../../../src/state/locale-model';
import {
  $order, homeReset, langFromSearch, orderPatched, persistFx, restoreSessionFx, sessionStarted, startSession, fieldSet,
} from '../../../src/state/order-model';
import { initialOrder } from '../../../src/state/order-state';
import {
  firePurchaseFx, purchaseCompleted, purchaseOnceFx, purchasedIds, routeChanged, sendTrafficFx, trafficDelayFx,
} from '../../../src/state/tracking-model';
import { $toast, makeToast, toastShown, toastTimerFx } from '../../../src/state/ui-model';

describe('toast', () => {
  it('defaults to variant WARNING and closes itself after 4000 ms', async () => {
    expect(makeToast({ content: 'x' }, 4000)).toMatchObject({ variant: 'WARNING', ms: 4000, type: 'info' });
    expect($config.getState().toastMs).toBe(4000);
    vi.useFakeTimers();
    try {
      const scope = fork();
      const settled = allSettled(toastShown, { scope, params: { content: 'hello' } });
      await vi.advanceTimersByTimeAsync(0);
      expect(scope.getState($toast)).toMatchObject({ content: 'hello', variant: 'WARNING', ms: 4000 });
      await vi.advanceTimersByTimeAsync(3999);
      expect(scope.getState($toast)).not.toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      await settled;
      expect(scope.getState($toast)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes itself when its timer ends', async () => {
    const scope = fork({ handlers: [[toastTimerFx, (t: { id: number }) => Promise.resolve(t.id)]] });
    await allSettled(toastShown, { scope, params: { content: 'bye', variant: 'SUCCESS' } });
    expect(scope.getState($toast)).toBeNull();
  });
});

describe('session start and locale', () => {
  it('reads ?lang=en|id case-insensitively', () => {
    expect(langFromSearch('?lang=EN')).toBe('EN');
    expect(langFromSearch('lang=id')).toBe('ID');
    expect(langFromSearch('?lang=fr')).toBeNull();
  });

  it('restores the stored session, keeps its tracking id, applies ?lang and the device', () => {
    const s = startSession({ ...initialOrder(), trackingId: 'old', recipientName: 'Budi' }, { search: '?lang=en', isMobile: true }, () => 'new');
    expect(s).toMatchObject({ trackingId: 'old', recipientName: 'Budi', language: 'EN', isMobile: true });
    expect(startSession(null, { search: '', isMobile: false }, () => 'new')).toMatchObject({ trackingId: 'new', language: 'ID' });
  });

  it('persists only after hydration, and the language survives resets', async () => {
    const writes: unknown[] = [];
    const scope = fork({
      handlers: [
        [restoreSessionFx, () => ({ ...initialOrder(), trackingId: 't1' })],
        [persistFx, (p: { state: unknown }) => { writes.push(p.state); }],
      ],
    });
    await allSettled(fieldSet, { scope, params: { path: 'recipientName', value: 'early' } });
    expect(writes).toHaveLength(0);
    await allSettled(sessionStarted, { scope, params: { search: '', isMobile: false } });
    await allSettled(languageChanged, { scope, params: 'EN' });
    expect(writes.length).toBeGreaterThan(0);
    await allSettled(homeReset, { scope });
    expect(scope.getState($language)).toBe('EN');
    expect(scope.getState($order).trackingId).toBe('t1');
  });
});

describe('tracking', () => {
  function scopeWith(sent: unknown[], fired: unknown[], jar: { value: string }) {
    return fork({
      handlers: [
        [trafficDelayFx, (p: { seq: number; path: string }) => Promise.resolve({ seq: p.seq, path: p.path })],
        [sendTrafficFx, (body: unknown) => { sent.push(body); }],
        [firePurchaseFx, (e: unknown) => { fired.push(e); }],
        [purchaseOnceFx, (p: { event: { orderId: string } }) => {
          const ids = purchasedIds(jar.value);
          if (ids.includes(p.event.orderId)) return false;
          jar.value = [...ids, p.event.orderId].join(',');
          return true;
        }],
      ],
    });
  }

  it('sends /traffic with remark = path and the session id', async () => {
    const sent: Array<Record<string, string>> = [];
    const scope = scopeWith(sent, [], { value: '' });
    await allSettled(orderPatched, { scope, params: { trackingId: 'trk-1' } });
    await allSettled(routeChanged, { scope, params: '/order' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ remark: '/order', session_id: 'trk-1', utm_source: '', transaction_id: '' });
  });

  it('debounces: only the last of quick route changes is sent', async () => {
    const sent: Array<Record<string, string>> = [];
    const resolvers: Array<() => void> = [];
    const scope = fork({
      handlers: [
        [trafficDelayFx, (p: { seq: number; path: string }) => new Promise((r) => resolvers.push(() => r({ seq: p.seq, path: p.path })))],
        [sendTrafficFx, (body: Record<string, string>) => { sent.push(body); }],
      ],
    });
    const a = allSettled(routeChanged, { scope, params: '/prepaid' });
    const b = allSettled(routeChanged, { scope, params: '/order' });
    resolvers.forEach((r) => r());
    await Promise.all([a, b]);
    expect(sent.map((s) => s.remark)).toEqual(['/order']);
  });

  it('fires the purchase event once per order', async () => {
    const fired: Array<{ orderId: string }> = [];
    const jar = { value: '' };
    const scope = scopeWith([], fired, jar);
    await allSettled(purchaseCompleted, { scope, params: { orderId: 'A1', total: 100000 } });
    await allSettled(purchaseCompleted, { scope, params: { orderId: 'A1', total: 100000 } });
    await allSettled(purchaseCompleted, { scope, params: { orderId: 'B2', total: 50000 } });
    expect(fired.map((f) => f.orderId)).toEqual(['A1', 'B2']);
    expect(jar.value).toBe('A1,B2');
  });

  it.each([
    ['agent', { agent: 'AG1' }],
    ['telesale', { telesale: 'TS1' }],
    ['retail store', { retail_store: true }],
    ['direct retail', { direct_retail: true }],
  ])('keeps /traffic but suppresses the purchase tags in %s mode (A28)', async (_name, patch) => {
    const sent: unknown[] = [];
    const fired: unknown[] = [];
    const scope = scopeWith(sent, fired, { value: '' });
    await allSettled(orderPatched, { scope, params: patch });
    await allSettled(routeChanged, { scope, params: '/order' });
    await allSettled(purchaseCompleted, { scope, params: { orderId: 'A1', total: 1 } });
    expect(sent).toHaveLength(1);
    expect(fired).toHaveLength(0);
  });

});
