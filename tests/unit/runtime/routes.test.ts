import { describe, expect, it } from 'vitest';
import { definitions } from '../../../src/definitions/bundle';
import { buildRoutes, NOT_FOUND_PATH } from '../../../src/runtime/routes';
import type { Definitions } from '../../../src/runtime/types';

const defs = definitions as unknown as Definitions;
const routes = buildRoutes(defs);
const byId = (id: string) => {
  const r = routes.find((x) => x.id === id);
  if (!r) throw new Error(`no route ${id}`);
  return r;
};

describe('buildRoutes', () => {
  it('has pages, journey steps, the journey entry and site redirects', () => {
    expect(byId('page:home').path).toBe('/');
    expect(byId('step:prepaid-sim/order').path).toBe('/order');
    expect(byId('step:prepaid-sim/recipient').kind).toBe('step');
    const entry = byId('entry:prepaid-sim');
    expect(entry).toMatchObject({ kind: 'entry', path: '/prepaid', redirectTo: '/order' });
    expect(entry.entryActions.map((a) => a.do)).toEqual(['reset', 'set', 'set']);
    expect(byId('redirect:/pre2post-user')).toMatchObject({ kind: 'redirect', redirectTo: '/' });
  });

  it('keeps aliases', () => {
    expect(byId('page:payment').aliases).toContain('/payment');
    expect(byId('page:home').aliases).toContain('/campaign');
    expect(byId('page:thankyou').aliases.some((a) => a.startsWith('/thankyou3s'))).toBe(true);
    expect(byId('page:common-failed').aliases.some((a) => a.startsWith('/invalidpay'))).toBe(true);
  });

  it('hides nav and footer on the payment screens, common-failed and thank-you', () => {
    for (const id of ['payment', 'payment-phone', 'va-link', 'payment-link', 'gopay-qr', 'common-failed', 'thankyou']) {
      expect(byId(`page:${id}`).layout, id).toEqual({ nav: false, footer: false });
    }
    expect(byId('page:home').layout).toEqual({ nav: true, footer: true });
    expect(byId('step:prepaid-sim/order').layout).toEqual({ nav: true, footer: true });
  });

  it('puts the not-found page last, without nav or footer', () => {
    const last = routes[routes.length - 1];
    expect(last?.path).toBe(NOT_FOUND_PATH);
    expect(last?.layout).toEqual({ nav: false, footer: false });
    expect(routes.filter((r) => r.path === NOT_FOUND_PATH)).toHaveLength(1);
  });

  it('gives steps their journey entry as the direct-load fallback', () => {
    expect(byId('step:prepaid-sim/recipient').fallback).toBe('/prepaid');
    expect(byId('page:payment').fallback).toBe('/');
  });

  it('has every path and alias once', () => {
    const all = routes.flatMap((r) => [r.path, ...r.aliases]);
    expect(new Set(all).size).toBe(all.length);
  });
});
