// Writes src/server/domains/areas/postal-data/postal-codes.csv from cahyadsn/wilayah_kodepos's db/wilayah_kodepos.sql
// (one postal code per village, Kemendagri codes; MIT). Compact: a district's line gives the code of
// every village of it without a line of its own, so only the villages that differ from their district's
// most common code are listed (about 13,000 lines for 83,762 villages). Every village code must be one of
// the vendored idn-area-data villages, and every one of those must get a code, or nothing is written.
// Usage: npx tsx scripts/vendor-postal-codes.ts <path to wilayah_kodepos.sql>
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { csvRows } from '../src/server/domains/areas/area-csv';

const source = process.argv[2];
if (!source) throw new Error('usage: npx tsx scripts/vendor-postal-codes.ts <path to wilayah_kodepos.sql>');
const root = resolve(import.meta.dirname, '..');
const villages = new Set(csvRows(readFileSync(resolve(root, 'src/server/domains/areas/area-data/villages.csv'), 'utf8'), 3).map(([code]) => code ?? ''));

const byVillage = new Map<string, string>();
for (const [, village, postal] of readFileSync(source, 'utf8').matchAll(/\('([0-9]{2}\.[0-9]{2}\.[0-9]{2}\.[0-9]{4})',\s*'([0-9]{5})'\)/g)) {
  if (!village || !postal) continue;
  if (!villages.has(village)) throw new Error(`${village}: not a village of idn-area-data`);
  if (!/^[1-9][0-9]{4}$/.test(postal)) throw new Error(`${village}: ${postal} is not a postal code`);
  byVillage.set(village, postal);
}
const missing = [...villages].filter((v) => !byVillage.has(v));
if (missing.length > 0) throw new Error(`${missing.length} villages without a postal code, first ${missing[0]}`);

const district = (village: string) => village.slice(0, 8);
const counts = new Map<string, Map<string, number>>();
for (const [village, postal] of byVillage) {
  const of = counts.get(district(village)) ?? new Map<string, number>();
  of.set(postal, (of.get(postal) ?? 0) + 1);
  counts.set(district(village), of);
}
const common = new Map([...counts].map(([d, of]) => [d, [...of].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '']));
const lines = [
  ...[...common].map(([d, postal]) => `${d},${postal}`),
  ...[...byVillage].filter(([v, postal]) => common.get(district(v)) !== postal).map(([v, postal]) => `${v},${postal}`),
].sort();
const out = resolve(root, 'src/server/domains/areas/postal-data/postal-codes.csv');
writeFileSync(out, `area_code,postal_code\n${lines.join('\n')}\n`);
console.log(`${out}: ${lines.length} lines for ${byVillage.size} villages of ${common.size} districts`);
