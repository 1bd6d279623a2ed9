import { describe, expect, it } from 'vitest';
import { coerceUtm, EMPTY_UTM, parseUtm, resolveUtm } from '../../../src/runtime/utm';

describe('utm parsing', () => {
  it('reads the five utm fields and transaction_id', () => {
    expect(parseUtm('?utm_source=fb&utm_medium=cpc&utm_campaign=sim&transaction_id=tx1&other=1')).toEqual({
      ...EMPTY_UTM, utm_source: 'fb', utm_medium: 'cpc', utm_campaign: 'sim', transaction_id: 'tx1',
    });
    expect(parseUtm('utm_content=a&utm_term=b')).toEqual({ ...EMPTY_UTM, utm_content: 'a', utm_term: 'b' });
  });

  it('lets click_id override transaction_id', () => {
    expect(parseUtm('transaction_id=tx1&click_id=ck9')?.transaction_id).toBe('ck9');
    expect(parseUtm('?click_id=ck9')?.transaction_id).toBe('ck9');
  });

  it('returns null without tracking params (empty ones count as absent); URL beats cookie beats session', () => {
    expect(parseUtm('?lang=en')).toBeNull();
    expect(parseUtm('?utm_source=')).toBeNull();
    const url = { ...EMPTY_UTM, utm_source: 'url' };
    const cookie = { ...EMPTY_UTM, utm_source: 'cookie' };
    const session = { ...EMPTY_UTM, utm_source: 'session' };
    expect(resolveUtm(url, cookie, session).utm_source).toBe('url');
    expect(resolveUtm(null, cookie, session).utm_source).toBe('cookie');
    expect(resolveUtm(null, null, session).utm_source).toBe('session');
    expect(resolveUtm(null, null, null)).toEqual(EMPTY_UTM);
  });
});

describe('coerceUtm', () => {
  it('takes the known string fields of a stored record and ignores the rest', () => {
    expect(coerceUtm({ utm_source: 'fb', utm_medium: 5, junk: 'x' })).toEqual({ ...EMPTY_UTM, utm_source: 'fb' });
    expect(coerceUtm({ transaction_id: 'tx' })?.transaction_id).toBe('tx');
  });

  it('is null for anything that carries no record', () => {
    for (const v of [null, undefined, 'fb', 3, {}, { utm_source: '' }, { campaign: 'c' }]) expect(coerceUtm(v), JSON.stringify(v)).toBeNull();
  });
});
