// Playwright reporter: collects the coverage hits of passing generated tests, prints a table per
// journey at the end of the run and writes test-results/flow-coverage.json. Silent for runs
// without generated tests.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { computeCoverage, coverageTable } from '../../../scripts/gen-flow-tests/coverage';
import { COVERAGE_PLAN, GENERATED_DIR } from '../../../scripts/gen-flow-tests/emit';
import { COVERAGE_ANNOTATION, type CoverageHit, type CoverageUniverse } from '../../../scripts/gen-flow-tests/plan';

export const COVERAGE_OUT = 'test-results/flow-coverage.json';
/** The generated specs' folders (the shop's journeys, and the fixture journey's). */
const PLANS = [`${GENERATED_DIR}/${COVERAGE_PLAN}`, `tests/e2e/fixture-journey/${COVERAGE_PLAN}`];

export default class FlowCoverageReporter implements Reporter {
  private readonly hits: CoverageHit[] = [];
  private seen = false;

  onTestEnd(test: TestCase, result: TestResult): void {
    const annotations = [...test.annotations, ...result.annotations].filter((a) => a.type === COVERAGE_ANNOTATION);
    if (test.location.file.includes('/generated/') || test.location.file.includes('/fixture-journey/')) this.seen = true;
    if (result.status !== 'passed') return;
    for (const a of annotations) if (a.description) this.hits.push(JSON.parse(a.description) as CoverageHit);
  }

  onEnd(): void {
    if (!this.seen) return;
    const universe: Record<string, CoverageUniverse> = {};
    for (const plan of PLANS.filter((p) => existsSync(p))) Object.assign(universe, JSON.parse(readFileSync(plan, 'utf8')) as Record<string, CoverageUniverse>);
    const coverage = computeCoverage(universe, this.hits);
    const out = resolve(COVERAGE_OUT);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(coverage, null, 2)}\n`);
    console.log(`\n${coverageTable(coverage)}\n(written to ${COVERAGE_OUT})`);
  }
}
