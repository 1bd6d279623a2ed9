// `npm run bench`: every benchmark in turn; each prints its own figures. The bundle benchmark needs `npm run build` first.
import { spawnSync } from 'node:child_process';

const benches = ['scripts/bench/bundle.ts', 'scripts/bench/lcp.ts', 'scripts/bench/api.ts', 'scripts/bench/search.ts', 'scripts/bench/areas.ts', 'scripts/bench/upload.ts', 'scripts/bench/content.ts', 'scripts/bench/scale.ts', 'scripts/bench/restart.ts', 'scripts/bench/memory.ts', 'scripts/bench/query-load.ts'];
const only = process.argv[2];
for (const bench of benches.filter((file) => !only || file.includes(only))) {
  console.log(`\n=== ${bench}`);
  const env = bench.endsWith('search.ts') ? { ...process.env, NUMBER_COUNT: process.env.NUMBER_COUNT ?? '1000000' } : process.env;
  const result = spawnSync('npx', ['tsx', bench], { stdio: 'inherit', env });
  if (result.status !== 0) process.exitCode = 1;
}
