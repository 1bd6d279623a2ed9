// What the postal-code data says about an area (./postal-data/, rows of districts and
// villages): the codes a village may have, the codes within a district or city, a province's range.
import type { PostalRow } from './queries';

/** The area a code lies in: 31.71.01.1001 -> 31.71.01 -> 31.71 -> 31; a province has none. */
export const parentOf = (code: string): string | null => (code.includes('.') ? code.slice(0, code.lastIndexOf('.')) : null);

/** A village's codes: its own rows, else its district's row (the code of the district's villages without rows of their own). */
export function villageCodes(rows: readonly PostalRow[], villageCode: string): string[] {
  const own = rows.filter((r) => r.area_code === villageCode);
  const district = parentOf(villageCode);
  return [...new Set((own.length > 0 ? own : rows.filter((r) => r.area_code === district)).map((r) => r.postal_code))].sort();
}

/** Every code of the rows, once each, in order. */
export const distinctCodes = (rows: readonly PostalRow[]): string[] => [...new Set(rows.map((r) => r.postal_code))].sort();

/**
 * A province's postal codes as a range, lowest to highest code of its villages: Pos Indonesia numbers
 * each province in a block (Aceh 23xxx-24xxx, Jakarta 10xxx-14xxx), so a code outside it is another
 * province's. Empty when the data has none for the province.
 */
export function rangeOf(codes: readonly string[]): [] | [low: string, high: string] {
  const low = codes[0];
  const high = codes[codes.length - 1];
  return low !== undefined && high !== undefined ? [low, high] : [];
}
