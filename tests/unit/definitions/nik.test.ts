// A NIK read part by part (src/definitions/nik.ts): what the form and the server say is wrong with it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { definitions } from '../../../src/definitions/bundle';
import { checkFieldIn, fieldProblemIn } from '../../../src/definitions/field-check';
import { NIK_PROVINCES, nikBornOn, nikParts, nikProblem } from '../../../src/definitions/nik';
import { ROOT } from './helpers';

describe('nikProblem', () => {
  it('passes a well-formed NIK of a man and of a woman (day + 40)', () => {
    expect(nikProblem('3174011708900123')).toBeNull();
    expect(nikProblem('3174015708900123')).toBeNull();
    expect(nikParts('3174015708900123')).toEqual({ provinceCode: '31', cityCode: '31.74', districtCode: '31.74.01', birth: '170890' });
  });

  it('names the region code: an unknown province, a regency or district 00', () => {
    expect(nikProblem('9974011708900123')).toBe('nikRegion');
    expect(nikProblem('2074011708900123')).toBe('nikRegion');
    expect(nikProblem('3100011708900123')).toBe('nikRegion');
    expect(nikProblem('3174001708900123')).toBe('nikRegion');
  });

  it('names the birth date when its digits are no day: 31 February, month 13, day 00, day 32 to 40, a woman\'s 72', () => {
    for (const date of ['310290', '171390', '000190', '320190', '400190', '720190']) expect(nikProblem(`317401${date}0123`), date).toBe('nikBirthDate');
    // 29 February is a day in 2000 (and 1900 is not a leap year, but 2000 is: YY 00 can be either century).
    expect(nikProblem('3174012902000123')).toBeNull();
    expect(nikProblem('3174012902010123')).toBe('nikBirthDate');
    expect(nikProblem('3174016902040123')).toBeNull();
  });

  it('names the serial 0000; leaves a value of another length or with letters to the schema', () => {
    expect(nikProblem('3174011708900000')).toBe('nikSerial');
    expect(nikProblem('317401170890012')).toBeNull();
    expect(nikProblem('31740117089001AB')).toBeNull();
  });

  it('knows the province codes of the area data the shop seeds', () => {
    const csv = readFileSync(resolve(ROOT, 'src/server/domains/areas/area-data/provinces.csv'), 'utf8');
    const codes = csv.trim().split('\n').slice(1).map((line) => line.split(',')[0]?.trim());
    expect([...NIK_PROVINCES].sort()).toEqual(codes.sort());
  });

  it('compares the birth date with an ISO date, a woman\'s day + 40 taken off', () => {
    expect(nikBornOn('3174015708900123', '1990-08-17')).toBe(true);
    expect(nikBornOn('3174011708900123', '1990-08-18')).toBe(false);
    expect(nikBornOn('3174013102900123', '1990-02-28')).toBeUndefined();
  });
});

describe('the noKtp field (structure nik, birth date dobKtp)', () => {
  const text = (value: string, lang: 'id' | 'en', values: Record<string, string> = {}) => checkFieldIn(definitions, 'noKtp', value, lang, { noKtp: value, ...values });
  it('says which part is wrong, in both languages', () => {
    expect(text('317401170890', 'id')).toBe('NIK terdiri dari 16 angka, salin persis seperti di KTP');
    expect(text('317401170890', 'en')).toBe('A NIK has 16 digits: copy it exactly as on your KTP');
    expect(text('9974011708900123', 'id')).toContain('Kode wilayah NIK (6 angka pertama)');
    expect(text('3174013102900123', 'id')).toContain('Angka ke-7 sampai ke-12 NIK adalah tanggal lahir');
    expect(text('3174013102900123', 'en')).toContain('Digits 7 to 12 of a NIK are the date of birth');
    expect(text('3174011708900000', 'en')).toContain('cannot be 0000');
  });

  it('checks the birth date against the date of birth field once it is filled', () => {
    expect(fieldProblemIn(definitions, 'noKtp', '3174011708900123', {})).toBeNull();
    expect(fieldProblemIn(definitions, 'noKtp', '3174011708900123', { dobKtp: '1990-08-17' })).toBeNull();
    expect(text('3174011708900123', 'id', { dobKtp: '1991-08-17' })).toBe('Tanggal lahir di NIK (angka ke-7 sampai ke-12) tidak sama dengan Tanggal Lahir yang Anda isi');
    expect(text('3174011708900123', 'en', { dobKtp: '1991-08-17' })).toBe('The date of birth in the NIK (digits 7 to 12) does not match the date of birth you entered');
  });
});
