// A NIK's own structure: PP KK CC DDMMYY SSSS = province, regency, district (the area codes of
// idn-area-data without dots), birth date (day + 40 for women) and a serial from 0001.

export interface NikParts {
  provinceCode: string; cityCode: string; districtCode: string;
  /** The birth date it carries, DDMMYY with a woman's day + 40 taken off. */
  birth: string;
}

/** The parts of a well-formed NIK, or undefined when its date or serial cannot be. */
export function nikParts(nik: string): NikParts | undefined {
  if (!/^[0-9]{16}$/.test(nik)) return undefined;
  const day = Number(nik.slice(6, 8));
  const month = Number(nik.slice(8, 10));
  const birthDay = day > 40 ? day - 40 : day;
  if (birthDay < 1 || birthDay > 31 || month < 1 || month > 12 || nik.slice(12) === '0000') return undefined;
  const p = nik.slice(0, 2);
  return {
    provinceCode: p, cityCode: `${p}.${nik.slice(2, 4)}`, districtCode: `${p}.${nik.slice(2, 4)}.${nik.slice(4, 6)}`,
    birth: `${String(birthDay).padStart(2, '0')}${nik.slice(8, 12)}`,
  };
}
