/** Small definitions for runtime tests (the real ones are exercised in routes.test.ts). */
import type { JourneyDef, PageDef } from '../../../src/runtime/types';

export const journey: JourneyDef = {
  id: 'demo', version: 1, kind: 'journey', journey: 'PREPAID', orderType: 'SIMPRE', productType: 'prepaid',
  entry: { path: '/demo', actions: [{ do: 'reset' }], goto: 'a' },
  steps: [
    {
      id: 'a', path: '/a', blocks: [],
      next: [
        { to: 'vip', when: { '==': [{ var: 'number.type' }, 'VANITY'] } },
        { to: 'b', when: { '!!': { var: 'selectedCityID' } } },
      ],
    },
    { id: 'vip', path: '/vip/:id?', blocks: [], next: [{ to: '@page:pay' }] },
    { id: 'b', path: '/b', blocks: [], next: [{ to: '@page:pay' }] },
    { id: 'end', path: '/end', blocks: [], terminal: true },
  ],
};

export const pages: Record<string, PageDef> = {
  pay: { id: 'pay', version: 1, kind: 'page', path: '/payment3s', aliases: ['/payment'], blocks: [], layout: { nav: false, footer: false } },
};
