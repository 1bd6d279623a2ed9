/** Coverage per journey and per page with forms (`page:<id>`): what the passing generated tests reported against what the plan holds. */
import type { CoverageHit, CoverageUniverse } from './plan';

export const COVERAGE_KINDS = ['transitions', 'branches', 'fields', 'errorCodes'] as const;

export interface CoverageFigure { covered: number; total: number; missing: string[] }
export type JourneyCoverage = Record<(typeof COVERAGE_KINDS)[number], CoverageFigure>;

export function computeCoverage(universe: Record<string, CoverageUniverse>, hits: CoverageHit[]): Record<string, JourneyCoverage> {
  const out: Record<string, JourneyCoverage> = {};
  for (const journey of Object.keys(universe).sort()) {
    const all = universe[journey] as CoverageUniverse;
    const row = {} as JourneyCoverage;
    for (const kind of COVERAGE_KINDS) {
      const seen = new Set(hits.filter((h) => h.journey === journey && h.kind === kind).map((h) => h.id));
      const ids = all[kind];
      row[kind] = { covered: ids.filter((id) => seen.has(id)).length, total: ids.length, missing: ids.filter((id) => !seen.has(id)) };
    }
    out[journey] = row;
  }
  return out;
}

export function coverageTable(coverage: Record<string, JourneyCoverage>): string {
  const head = ['journey / page', 'transitions / results', 'condition branches', 'fields tried', 'error codes tried'];
  const rows = Object.entries(coverage).map(([journey, c]) => [journey, ...COVERAGE_KINDS.map((k) => `${c[k].covered}/${c[k].total}`)]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  return ['Flow coverage', line(head), ...rows.map(line)].join('\n');
}
