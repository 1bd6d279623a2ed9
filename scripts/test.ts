// `npm test`: type check, definition validation, dependency check, generated-test staleness, unit and server tests, build,
// end-to-end tests in Chromium (hand-written and generated from the definitions). Each stage's time is printed
// after it and all of them at the end, so a slower CI is seen stage by stage.
import { spawn, spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { chromiumPath, CHROMIUM_HINT } from './chromium-path';

/** Each finished stage and its seconds, in the order they ended. */
const times: Array<{ title: string; seconds: number }> = [];
const started = performance.now();
const seconds = (from: number): number => (performance.now() - from) / 1000;

function timed(title: string, from: number): void {
  const s = seconds(from);
  times.push({ title, seconds: s });
  console.log(`=== ${title}: ${s.toFixed(1)} s`);
}

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const from = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${title} failed (exit ${result.status ?? result.signal}) after ${seconds(from).toFixed(1)} s.`);
    process.exit(result.status ?? 1);
  }
  timed(title, from);
}

/**
 * Starts a check beside the ones that follow (the type check alone takes most of the static stage on one
 * core, the others a few seconds each): its output is kept and printed when it is awaited.
 */
function beside(title: string, command: string, args: string[]): () => Promise<void> {
  const from = performance.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const out: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => out.push(c));
  child.stderr.on('data', (c: Buffer) => out.push(c));
  // Its own time ends when it does, not when it is awaited.
  let ended = 0;
  const done = new Promise<number | null>((resolve) => child.on('close', (status) => { ended = performance.now(); resolve(status); }));
  return async () => {
    const status = await done;
    console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
    process.stdout.write(Buffer.concat(out));
    if (status !== 0) {
      console.error(`\n${title} failed (exit ${status}).`);
      process.exit(status ?? 1);
    }
    const s = (ended - from) / 1000;
    times.push({ title: `${title} (beside the others)`, seconds: s });
    console.log(`=== ${title}: ${s.toFixed(1)} s`);
  };
}

const only = process.argv[2];
if (!only || only === 'static') {
  const typeCheck = beside('Type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  // The widget manifest and the precompiled validators must match the widget modules and schemas.
  run('Widget manifest is current', 'npx', ['tsx', 'scripts/gen-widgets.ts', '--check']);
  run('Validators are current', 'npx', ['tsx', 'scripts/build-validators.ts', '--check']);
  run('Definitions', 'npx', ['tsx', 'scripts/validate.ts']);
  // The JSON-only test journeys, merged over flows/ as the fixture shop publishes them, calling its test-only domains.
  run('Definitions with the test journey', 'npx', ['tsx', 'scripts/validate.ts', '--overlay', 'tests/fixtures/flows', '--domains', 'tests/fixtures/domains']);
  // Every package.json dependency is used and every used package is listed (knip.jsonc).
  run('Dependencies', 'npx', ['knip', '--dependencies', '--no-progress', '--no-config-hints']);
  await typeCheck();
}
if (!only || only === 'static' || only === 'unit') {
  // The generated flow tests (tests/e2e/generated) must match the definitions they come from.
  run('Generated flow tests are current', 'npx', ['tsx', 'scripts/gen-flow-tests/index.ts', '--check']);
}
if (!only || only === 'unit') {
  run('Unit and server tests', 'npx', ['vitest', 'run']);
}
if (!only || only === 'e2e') {
  const chromium = chromiumPath();
  if (!chromium) {
    console.error(CHROMIUM_HINT);
    process.exit(1);
  }
  run('Build', 'npm', ['run', 'build']);
  run('End-to-end tests (Chromium)', 'npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium });
}
console.log('\nAll test stages passed. Time per stage:');
for (const t of times) console.log(`  ${t.seconds.toFixed(1).padStart(7)} s  ${t.title}`);
console.log(`  ${seconds(started).toFixed(1).padStart(7)} s  in all`);
