// Navigation targets and route patterns, shared by the lint (every target leads to a declared route)
// and the runtime (which resolves them).
import { describe, expect, it } from 'vitest';
import { basePath, fillPattern, matchesPattern, parseTarget, patternParams } from '../../../src/definitions/targets';

describe('parseTarget', () => {
  it('reads paths (query and hash dropped), @page:, @step: and @start', () => {
    expect(parseTarget('/track/A?x=1#top')).toEqual({ kind: 'path', path: '/track/A' });
    expect(parseTarget('@page:track')).toEqual({ kind: 'page', id: 'track' });
    expect(parseTarget('@step:order')).toEqual({ kind: 'step', id: 'order' });
    expect(parseTarget('@start')).toEqual({ kind: 'start' });
  });

  it('has no target for a bare word, an empty @page: or @step:, or a URL', () => {
    for (const to of ['order', '@page:', '@step:', 'https://x.id', '', '@home']) expect(parseTarget(to), to).toBeNull();
  });
});

describe('basePath', () => {
  it('drops params and a trailing *', () => {
    expect(basePath('/thankyou/:id/:email?/:hash?')).toBe('/thankyou');
    expect(basePath('/promo/:promo_code')).toBe('/promo');
    expect(basePath('/')).toBe('/');
    expect(basePath('*')).toBe('/');
  });
});

describe('fillPattern', () => {
  it('fills params in order, encodes them, and stops at the first optional one missing', () => {
    expect(fillPattern('/thankyou/:id/:email?/:hash?', { id: 'A1' })).toBe('/thankyou/A1');
    expect(fillPattern('/thankyou/:id/:email?/:hash?', { id: 'A1', email: 'b@x.id' })).toBe('/thankyou/A1/b%40x.id');
    expect(fillPattern('/thankyou/:id/:email?/:hash?', { id: 'A1', hash: 'h' })).toBe('/thankyou/A1');
    expect(fillPattern('/track/:id/:email?', { id: 'a b/c' })).toBe('/track/a%20b%2Fc');
    expect(fillPattern('/track', { id: 'x' })).toBe('/track');
  });

  it('is null when a required param is missing, null or empty', () => {
    expect(fillPattern('/thankyou/:id/:email?', {})).toBeNull();
    expect(fillPattern('/thankyou/:id/:email?', { id: null })).toBeNull();
    expect(fillPattern('/thankyou/:id/:email?', { id: '' })).toBeNull();
    expect(fillPattern('/promo/:promo_code', { promo_code: 0 })).toBe('/promo/0');
  });
});

describe('matchesPattern (react-router semantics)', () => {
  it.each([
    ['/track', '/track', true],
    ['/track/:id/:email?', '/track/A', true],
    ['/track/:id/:email?', '/track/A/b@x.id', true],
    ['/track/:id/:email?', '/track', false],
    ['/track/:id/:email?', '/track/A/b/c', false],
    ['/common-failed/:id?/:email?', '/common-failed', true],
    ['/order', '/order-recipient', false],
    ['/', '/', true],
    ['/', '/x', false],
    ['*', '/anything', false],
  ])('%s opens %s: %s', (pattern, path, expected) => {
    expect(matchesPattern(pattern, path)).toBe(expected);
  });
});

describe('patternParams (what the screen reads as its route params)', () => {
  it('names and decodes each given param, leaves an absent optional one out', () => {
    expect(patternParams('/track/:id/:email?', '/track/A1/b%40x.id')).toEqual({ id: 'A1', email: 'b@x.id' });
    expect(patternParams('/track/:id/:email?', '/track/A1')).toEqual({ id: 'A1' });
    expect(patternParams('/promo/:promo_code', '/promo/%E0%A4%A')).toEqual({ promo_code: '%E0%A4%A' });
  });
  it('matches letters in any case only when asked (the browser does, the lint does not)', () => {
    expect(patternParams('/order', '/ORDER')).toBeNull();
    expect(patternParams('/order', '/ORDER', { ignoreCase: true })).toEqual({});
    expect(patternParams('/promo/:code', '/Promo/AbC', { ignoreCase: true })).toEqual({ code: 'AbC' });
  });
});
