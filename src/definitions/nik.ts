/**
 * An Indonesian NIK's own structure, PP KK CC DDMMYY SSSS: the region (province, regency, district: the
 * area codes of idn-area-data without dots), the birth date (a woman's day + 40) and a serial from 0001.
 * Read part by part, so a refusal can say which part is wrong: by the form (a field's `structure`,
 * field-check.ts) and by the server (src/server/domains/postpaid) alike. Browser-safe.
 */

/** The province codes a NIK may start with (src/server/domains/areas/area-data/provinces.csv, held to it by a test). */
export const NIK_PROVINCES: ReadonlySet<string> = new Set([
  '11', '12', '13', '14', '15', '16', '17', '18', '19', '21', '31', '32', '33', '34', '35', '36', '51', '52', '53',
  '61', '62', '63', '64', '65', '71', '72', '73', '74', '75', '76', '81', '82', '91', '92', '93', '94', '95', '96',
]);

/** What can be wrong with a 16-digit NIK, part by part (the field keywords of a `nik` structure). */
export type NikProblem = 'nikRegion' | 'nikBirthDate' | 'nikSerial';
export const NIK_PROBLEMS: readonly (NikProblem | 'nikBirthDateMismatch')[] = ['nikRegion', 'nikBirthDate', 'nikSerial', 'nikBirthDateMismatch'];

export interface NikParts {
  provinceCode: string; cityCode: string; districtCode: string;
  /** The birth date it carries, DDMMYY with a woman's day + 40 taken off. */
  birth: string;
}

const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** DDMMYY (a woman's day + 40) as a day that exists in 19YY or 20YY. */
function isBirthDate(ddmmyy: string): boolean {
  const raw = Number(ddmmyy.slice(0, 2));
  const day = raw > 40 ? raw - 40 : raw;
  const month = Number(ddmmyy.slice(2, 4));
  const yy = Number(ddmmyy.slice(4, 6));
  if (month < 1 || month > 12 || day < 1) return false;
  const most = month === 2 && (isLeap(1900 + yy) || isLeap(2000 + yy)) ? 29 : DAYS[month - 1] ?? 0;
  return day <= most;
}

/** The first part of a 16-digit NIK that cannot be, or null (a value of another length or not digits: null, the schema tells it). */
export function nikProblem(nik: string): NikProblem | null {
  if (!/^[0-9]{16}$/.test(nik)) return null;
  if (!NIK_PROVINCES.has(nik.slice(0, 2)) || nik.slice(2, 4) === '00' || nik.slice(4, 6) === '00') return 'nikRegion';
  if (!isBirthDate(nik.slice(6, 12))) return 'nikBirthDate';
  if (nik.slice(12) === '0000') return 'nikSerial';
  return null;
}

/** The parts of a well-formed NIK, or undefined when a part cannot be (nikProblem). */
export function nikParts(nik: string): NikParts | undefined {
  if (!/^[0-9]{16}$/.test(nik) || nikProblem(nik) !== null) return undefined;
  const p = nik.slice(0, 2);
  const day = Number(nik.slice(6, 8));
  return {
    provinceCode: p, cityCode: `${p}.${nik.slice(2, 4)}`, districtCode: `${p}.${nik.slice(2, 4)}.${nik.slice(4, 6)}`,
    birth: `${String(day > 40 ? day - 40 : day).padStart(2, '0')}${nik.slice(8, 12)}`,
  };
}

/** Whether a well-formed NIK carries the birth date of an ISO date (YYYY-MM-DD); undefined when either cannot be read. */
export function nikBornOn(nik: string, isoDate: string): boolean | undefined {
  const parts = nikParts(nik);
  const m = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(isoDate);
  if (!parts || !m) return undefined;
  return parts.birth === `${m[3] ?? ''}${m[2] ?? ''}${(m[1] ?? '').slice(2)}`;
}
