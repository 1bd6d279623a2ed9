import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRupiah } from '../../../src/runtime/format';

describe('money and dates through Intl', () => {
  it("shows Rupiah with dot thousands and no decimals (spec section 9)", () => {
    expect(formatRupiah(50000)).toBe('Rp50.000');
    expect(formatRupiah(-1000)).toBe('-Rp1.000');
    expect(formatRupiah(1234567.4)).toBe('Rp1.234.567');
    expect(formatRupiah(0)).toBe('Rp0');
    expect(formatRupiah(Number.NaN)).toBe('Rp0');
  });

  it('shows an instant in the shop timezone, per language', () => {
    // 05:07 UTC is 12:07 in Jakarta (UTC+7), whatever the machine's timezone.
    expect(formatDateTime('2026-11-23T05:07:00Z', 'id', 'Asia/Jakarta')).toBe('23 Nov 2026, 12.07');
    expect(formatDateTime('2026-11-23T05:07:00Z', 'en', 'Asia/Jakarta')).toBe('23 Nov 2026, 12:07');
    expect(formatDateTime('2026-11-23T18:30:00Z', 'en', 'Asia/Jakarta')).toBe('24 Nov 2026, 01:30');
    expect(formatDateTime('not a date', 'en', 'Asia/Jakarta')).toBe('not a date');
  });
});
