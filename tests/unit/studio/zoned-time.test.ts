import { describe, expect, it } from 'vitest';
import { isoOfWallInput, timeInWords, wallInputOf, zoneName } from '../../../src/studio/zoned-time';

describe('times on the shop zone\'s clock', () => {
  it('shows a stored instant on Jakarta\'s clock, whatever offset it was stored with', () => {
    expect(wallInputOf('2024-08-23T03:00:00+07:00', 'Asia/Jakarta')).toBe('2024-08-23T03:00');
    expect(wallInputOf('2024-08-22T20:00:00Z', 'Asia/Jakarta')).toBe('2024-08-23T03:00');
    expect(wallInputOf('', 'Asia/Jakarta')).toBe('');
  });

  it('stores a typed wall clock as the ISO string with the zone\'s offset', () => {
    expect(isoOfWallInput('2024-08-23T03:00', 'Asia/Jakarta')).toBe('2024-08-23T03:00:00+07:00');
    expect(isoOfWallInput('2024-08-23T03:00', 'Asia/Makassar')).toBe('2024-08-23T03:00:00+08:00');
    expect(isoOfWallInput('2024-08-23', 'Asia/Jakarta')).toBeNull();
    // Round trip: what is stored shows again as typed.
    expect(wallInputOf(isoOfWallInput('2030-01-02T23:59', 'Asia/Jakarta') ?? '', 'Asia/Jakarta')).toBe('2030-01-02T23:59');
  });

  it('names the zone as Indonesians do and says the moment in words in both languages', () => {
    expect(zoneName('Asia/Jakarta')).toBe('WIB');
    expect(timeInWords('2024-08-23T03:00:00+07:00', 'Asia/Jakarta', 'id')).toBe('Jumat, 23 Agustus 2024 pukul 03.00 WIB');
    expect(timeInWords('2024-08-23T03:00:00+07:00', 'Asia/Jakarta', 'en')).toBe('Friday, 23 August 2024 at 03:00 WIB');
  });
});
