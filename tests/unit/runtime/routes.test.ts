import { describe, expect, it } from 'vitest';
import { buildRoutes, matchRoute, NOT_FOUND_PATH, routeParams, routePaths } from '../../../src/runtime/routes';
import { copyDefinitions, must } from '../definitions/helpers';
import { demoDefinitions } from './fixtures';

const defs = copyDefinitions();
const routes = buildRoutes(defs);
const byId = (id: string, list = routes) => {
  const r = must(list.find((x) => x.id === id), `no route ${id}`);
  return r;
};

describe('buildRoutes', () => {
  it('has pages, journey steps, the journey entry and site redirects', () => {
    expect(byId('page:home').path).toBe('/');
    expect(byId('step:prepaid-sim/order')).toMatchObject({ kind: 'step', path: '/order', journeyId: 'prepaid-sim', stepId: 'order' });
    expect(byId('step:prepaid-sim/recipient').kind).toBe('step');
    const entry = byId('entry:prepaid-sim');
    expect(entry).toMatchObject({ kind: 'entry', path: '/prepaid', redirectTo: '/order', journeyId: 'prepaid-sim', layout: { nav: false, footer: false } });
    expect(entry.entryActions).toEqual([{ do: 'reset' }]);
    expect(byId('redirect:/pre2post-user')).toMatchObject({ kind: 'redirect', redirectTo: '/' });
    expect(byId('page:home').entryActions).toEqual([{ do: 'homeReset' }]);
  });

  it('keeps aliases', () => {
    expect(byId('page:payment').aliases).toContain('/payment');
    expect(byId('page:home').aliases).toContain('/campaign');
    expect(byId('page:thankyou').aliases.some((a) => a.startsWith('/thankyou3s'))).toBe(true);
    expect(byId('page:common-failed').aliases.some((a) => a.startsWith('/invalidpay'))).toBe(true);
    expect(routePaths(byId('page:track'))).toEqual(['/track', '/track/:id/:email?']);
  });

  it('hides nav and footer on the payment screens, common-failed and thank-you', () => {
    for (const id of ['payment', 'payment-phone', 'va-link', 'payment-link', 'gopay-qr', 'common-failed', 'thankyou']) {
      expect(byId(`page:${id}`).layout, id).toEqual({ nav: false, footer: false });
    }
    expect(byId('page:home').layout).toMatchObject({ nav: true, footer: true });
    expect(byId('step:prepaid-sim/order').layout).toEqual({ nav: true, footer: true });
  });

  it('carries a page\'s width, blocks and title from its definition (the home: wide, plain, its title for screen readers)', () => {
    expect(byId('page:home').layout).toEqual({ nav: true, footer: true, width: 'wide', blocks: 'plain', title: 'hidden' });
  });

  it('puts the not-found page last, without nav or footer', () => {
    const last = routes[routes.length - 1];
    expect(last?.path).toBe(NOT_FOUND_PATH);
    expect(last?.layout).toEqual({ nav: false, footer: false });
    expect(routes.filter((r) => r.path === NOT_FOUND_PATH)).toHaveLength(1);
  });

  it('gives steps their journey entry as the direct-load fallback (A13), pages the home', () => {
    expect(byId('step:prepaid-sim/recipient').fallback).toBe('/prepaid');
    expect(byId('page:payment').fallback).toBe('/');
  });

  it('has every path and alias once', () => {
    const all = routes.flatMap(routePaths);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('guards on routes', () => {
  it('a step carries the rule its guard names (the journey\'s guards first), a page site.json\'s', () => {
    expect(byId('step:prepaid-sim/recipient').guard).toEqual(defs.journeys['prepaid-sim']?.guards?.hasSelection);
    expect(byId('page:payment').guard).toEqual(defs.site.guards.hasOrder);
    expect(byId('page:home').guard).toBeUndefined();
  });

  it('a journey guard shadows a site guard of the same name', () => {
    const d = demoDefinitions();
    const demo = must(d.journeys.demo, 'demo');
    demo.guards = { ...demo.guards, hasOrder: { '==': [1, 2] } };
    const plan = must(demo.steps[1], 'plan');
    plan.guard = 'hasOrder';
    expect(byId('step:demo/plan', buildRoutes(d)).guard).toEqual({ '==': [1, 2] });
  });

  it('a guard name no definition declares never opens (false)', () => {
    const d = copyDefinitions();
    const promos = must(d.pages.promos, 'promos');
    promos.guard = 'isVip';
    expect(byId('page:promos', buildRoutes(d)).guard).toBe(false);
  });
});

describe('another journey, as data', () => {
  const demoRoutes = buildRoutes(demoDefinitions());

  it('gets its entry (with aliases), its steps (with params) and their fallbacks without code', () => {
    expect(byId('entry:demo', demoRoutes)).toMatchObject({ path: '/demo', aliases: ['/demo-start'], redirectTo: '/demo/check', entryActions: [{ do: 'reset' }] });
    expect(byId('step:demo/plan', demoRoutes)).toMatchObject({ path: '/demo/plan/:id?', fallback: '/demo', journeyId: 'demo', stepId: 'plan' });
    expect(demoRoutes[demoRoutes.length - 1]?.path).toBe(NOT_FOUND_PATH);
  });

  it('an entry whose goto names no step sends home', () => {
    const d = demoDefinitions();
    const demo = must(d.journeys.demo, 'demo');
    demo.entry.goto = 'gone';
    expect(byId('entry:demo', buildRoutes(d)).redirectTo).toBe('/');
  });
});

describe('matchRoute', () => {
  it('the first route a path opens: redirects before pages; never the not-found page', () => {
    expect(matchRoute(routes, '/pre2post-user')?.id).toBe('redirect:/pre2post-user');
    expect(matchRoute(routes, '/thankyou3s/A1/b@x.id')?.id).toBe('page:thankyou');
    expect(matchRoute(routes, '/common-failed')?.id).toBe('page:common-failed');
    expect(matchRoute(routes, '/order/extra')).toBeUndefined();
    expect(matchRoute(routes, '*')).toBeUndefined();
  });
});

describe('routeParams', () => {
  it('the params of the path or alias that opened the route, letters in any case', () => {
    const thankyou = must(matchRoute(routes, '/THANKYOU3S/A1/b@x.id'), 'thankyou route');
    expect(thankyou.id).toBe('page:thankyou');
    expect(routeParams(thankyou, '/THANKYOU3S/A1/b@x.id')).toMatchObject({ id: 'A1', email: 'b@x.id' });
    expect(routeParams(thankyou, '/elsewhere')).toEqual({});
  });
});
