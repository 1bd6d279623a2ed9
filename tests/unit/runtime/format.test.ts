import { describe, expect, it } from 'vitest';
import { formatCountdown, formatMsisdn, formatRupiah, formatSla, formatWindow, isBeforeCutoff, pricesInText } from '../../../src/runtime/format';

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

describe('money as the site writes it', () => {
  it('formatRupiah groups with the style\'s separator and currency', () => {
    expect(formatRupiah(1234567, { currency: 'Rp', thousandSeparator: ',' })).toBe('Rp1,234,567');
    expect(formatRupiah(50000, { currency: 'IDR ', thousandSeparator: '.' })).toBe('IDR 50.000');
  });

  it('pricesInText rewrites the prices of a free text, in both languages\' habits, and nothing else', () => {
    expect(pricesInText('Asia roaming from Rp50,000')).toBe('Asia roaming from Rp50.000');
    expect(pricesInText('Roaming Asia mulai Rp50.000')).toBe('Roaming Asia mulai Rp50.000');
    expect(pricesInText('Rp 1,250,000 or Rp5000, was Rp120.000.')).toBe('Rp1.250.000 or Rp5.000, was Rp120.000.');
    expect(pricesInText('Internet 50GB 28 days, 1,000 minutes')).toBe('Internet 50GB 28 days, 1,000 minutes');
    expect(pricesInText('Rp50,000', { currency: 'Rp', thousandSeparator: ',' })).toBe('Rp50,000');
    expect(pricesInText('Rp50.000', { currency: 'Rp', thousandSeparator: ',' })).toBe('Rp50,000');
  });
});

describe('formatWindow', () => {
  it('a window in words, in the shop\'s time zone: the end as a time when it is the same day', () => {
    expect(formatWindow('2024-08-23T03:00:00+07:00', '2024-08-23T05:30:00+07:00', 'id', 'Asia/Jakarta'))
      .toEqual({ from: 'Jumat, 23 Agustus 2024 pukul 03.00', until: '05.30' });
    const en = formatWindow('2024-08-22T20:00:00Z', '2024-08-24T05:30:00+07:00', 'en', 'Asia/Jakarta');
    expect(en.from).toMatch(/^Friday,? 23 August 2024 at 03:00$/);
    expect(en.until).toMatch(/^Saturday,? 24 August 2024 at 05:30$/);
  });
});
