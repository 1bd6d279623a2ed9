import { describe, expect, it } from 'vitest';
import { formatCountdown, formatMsisdn, formatRupiah, formatSla, isBeforeCutoff } from '../../../src/runtime/format';

describe('formatRupiah', () => {
  it('uses Rp and dot thousands', () => {
    expect(formatRupiah(50000)).toBe('Rp50.000');
    expect(formatRupiah(0)).toBe('Rp0');
    expect(formatRupiah(999)).toBe('Rp999');
    expect(formatRupiah(1234567)).toBe('Rp1.234.567');
    expect(formatRupiah(150000.4)).toBe('Rp150.000');
    expect(formatRupiah(-2500)).toBe('-Rp2.500');
    // The same grouping as Intl's id-ID, which it replaces on the first render's path.
    const intl = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
    for (const v of [1, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 999999999, 1000, 1000000, 2_147_483_647, Number.MAX_SAFE_INTEGER]) {
      expect(formatRupiah(v)).toBe(`Rp${intl.format(v)}`);
    }
  });
});

describe('formatSla', () => {
  it('drops the lower end by one when both ends are equal, never below 0 (A19)', () => {
    expect(formatSla('1-6')).toBe('1-6');
    expect(formatSla('2-2')).toBe('1-2');
    expect(formatSla('1-1')).toBe('0-1');
    expect(formatSla('0-0')).toBe('0-0');
    expect(formatSla('0-1')).toBe('0-1');
  });
});

describe('same-day cut-off (A18)', () => {
  it('is before 11:59 Asia/Jakarta (UTC+7)', () => {
    expect(isBeforeCutoff(new Date('2026-11-21T04:58:00Z'), '11:59', 'Asia/Jakarta')).toBe(true);
    expect(isBeforeCutoff(new Date('2026-11-21T04:59:00Z'), '11:59', 'Asia/Jakarta')).toBe(false);
  });
});

describe('small formats', () => {
  it('msisdn and countdown', () => {
    expect(formatMsisdn('6281512345678')).toBe('0815-1234-5678');
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});
