import { describe, expect, it } from 'vitest';
import { trackingSuppressed } from '../../../src/runtime/tracking-policy';
import { EMPTY_UTM, parseUtm, resolveUtm } from '../../../src/runtime/utm';

describe('utm parsing', () => {
  it('reads the five utm fields and transaction_id', () => {
    expect(parseUtm('?utm_source=fb&utm_medium=cpc&utm_campaign=sim&transaction_id=tx1&other=1')).toEqual({
      ...EMPTY_UTM, utm_source: 'fb', utm_medium: 'cpc', utm_campaign: 'sim', transaction_id: 'tx1',
    });
  });

  it('lets click_id override transaction_id', () => {
    expect(parseUtm('transaction_id=tx1&click_id=ck9')?.transaction_id).toBe('ck9');
    expect(parseUtm('?click_id=ck9')?.transaction_id).toBe('ck9');
  });

  it('returns null without tracking params; URL beats cookie beats session', () => {
    expect(parseUtm('?lang=en')).toBeNull();
    const url = { ...EMPTY_UTM, utm_source: 'url' };
    const cookie = { ...EMPTY_UTM, utm_source: 'cookie' };
    const session = { ...EMPTY_UTM, utm_source: 'session' };
    expect(resolveUtm(url, cookie, session).utm_source).toBe('url');
    expect(resolveUtm(null, cookie, session).utm_source).toBe('cookie');
    expect(resolveUtm(null, null, session).utm_source).toBe('session');
    expect(resolveUtm(null, null, null)).toEqual(EMPTY_UTM);
  });
});

describe('tracking suppression per mode', () => {
  it('suppresses agent, telesale, retail store and direct retail modes', () => {
    expect(trackingSuppressed({ agent: 'AG1' })).toBe(true);
    expect(trackingSuppressed({ telesale: 'TS1' })).toBe(true);
    expect(trackingSuppressed({ retail_store: true })).toBe(true);
    expect(trackingSuppressed({ direct_retail: true })).toBe(true);
    expect(trackingSuppressed({ journey: 'DIRECT_RETAIL' })).toBe(true);
    expect(trackingSuppressed({ journey: 'AGENT' })).toBe(true);
  });

  it('tracks consumers, including a consumer choosing store pick-up', () => {
    expect(trackingSuppressed({ journey: 'PREPAID' })).toBe(false);
    expect(trackingSuppressed({ journey: 'RETAIL_STORE' })).toBe(false);
    expect(trackingSuppressed({ agent: '', telesale: '', retail_store: false, direct_retail: false, journey: '3s' })).toBe(false);
  });
});
