/**
 * scripts/gen-flow-tests: generates Playwright specs from the journey and page definitions.
 *   tsx scripts/gen-flow-tests/index.ts            write tests/e2e/generated/* (and the fixture journey's specs)
 *   tsx scripts/gen-flow-tests/index.ts --check    exit 1 naming the files that are stale
 *   tsx scripts/gen-flow-tests/index.ts --run [journey-id | page-<page id>]   check, then run the generated specs
 *                      (page-<id>: the forms of a page whose widgets declare meta.form)
 *   --from=<shop url>  read the definitions a running shop publishes (GET /api/definitions, i.e. the
 *                      CMS) instead of flows/, e.g. to test a journey ops just changed
 * The test journey of tests/fixtures/flows (an overlay of flows/) gets its own specs in
 * tests/e2e/fixture-journey, run against a shop that has it published (playwright project "fixture").
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { GENERATED_DIR } from './emit';
import { FIXTURE_DIR, FIXTURE_OVERLAY } from './fixture';
import { generate, PAGES_SPEC } from './generate';
import { loadFixtureModel, loadModel, loadModelFrom } from './model';


const root = process.cwd();
const args = process.argv.slice(2);
const mode = args.includes('--check') ? 'check' : args.includes('--run') ? 'run' : 'write';
const only = args.find((a) => !a.startsWith('--'));
const from = args.find((a) => a.startsWith('--from='))?.slice('--from='.length);

const fixtureJourneys = existsSync(join(root, FIXTURE_OVERLAY, 'journeys'))
  ? readdirSync(join(root, FIXTURE_OVERLAY, 'journeys')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length))
  : [];
const main = generate(from ? await loadModelFrom(from, root) : await loadModel(root), GENERATED_DIR);
const fixture = from || fixtureJourneys.length === 0 ? null : generate(await loadFixtureModel(root), FIXTURE_DIR, fixtureJourneys);
const files = { ...main.files, ...(fixture?.files ?? {}) };
const problems = [...main.problems, ...(fixture?.problems ?? [])];

const listed = (dir: string) => (existsSync(join(root, dir))
  ? readdirSync(join(root, dir)).filter((f) => f.endsWith('.spec.ts') || f.endsWith('.json')).map((f) => `${dir}/${f}`)
  : []);
const existing = [...listed(GENERATED_DIR), ...(fixture ? listed(FIXTURE_DIR) : [])];
const stale = [
  ...Object.keys(files).filter((path) => !existsSync(join(root, path)) || readFileSync(join(root, path), 'utf8') !== files[path]),
  ...existing.filter((path) => !(path in files)),
].sort();

for (const p of problems) console.error(`gen-flow-tests: ${p}`);

if (mode === 'write') {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  for (const path of existing) if (!(path in files)) rmSync(join(root, path));
  console.log(`gen-flow-tests: ${Object.keys(files).length} files in ${GENERATED_DIR}${fixture ? ` and ${FIXTURE_DIR}` : ''} (${stale.length} changed)`);
  process.exit(problems.length > 0 ? 1 : 0);
}

if (stale.length > 0) {
  console.error(`gen-flow-tests: generated tests are stale, run \`npm run gen:flows\` and commit:\n${stale.map((s) => `  ${s}`).join('\n')}`);
  process.exit(1);
}
if (mode === 'check') {
  console.log('gen-flow-tests: generated tests are up to date');
  process.exit(0);
}

// --run: the generated specs, or one journey's (its spec and the page render spec stay apart).
const specOf = (id: string): string | undefined => [`${GENERATED_DIR}/${id}.spec.ts`, `${FIXTURE_DIR}/${id}.spec.ts`].find((p) => p in files);
if (only && only !== PAGES_SPEC && !specOf(only)) {
  const ids = Object.keys(files).filter((f) => f.endsWith('.spec.ts')).map((f) => f.split('/').pop()?.slice(0, -'.spec.ts'.length));
  console.error(`gen-flow-tests: no journey '${only}' (journeys: ${ids.join(', ')})`);
  process.exit(1);
}
const targets = only ? [only === PAGES_SPEC ? `${GENERATED_DIR}/${PAGES_SPEC}.spec.ts` : specOf(only) ?? ''] : [GENERATED_DIR, FIXTURE_DIR];
const result = spawnSync('npx', ['playwright', 'test', ...targets], { stdio: 'inherit' });
process.exit(result.status ?? 1);
