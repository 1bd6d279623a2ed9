// `npm start`: builds (the client into dist/client, the render module into dist/ssr, the server bundle into dist/server) only when the
// build's inputs changed since the last build, so a restart with nothing changed starts the server at once (plain node, no TypeScript loader: it runs on every start).
// The stamp is the content hash of everything `npm run build` reads (the sources: generators write
// into src/ and cms/seed/ only what their inputs decide; the definitions, static files, the build's
// configuration and the exact dependency versions), written next to dist/client after a build.
// `--force` builds anyway; `--check` only prints whether a build is needed (exit 1 when it is).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const STAMP_FILE = resolve(ROOT, 'dist/client.stamp');
const INPUTS = ['src', 'flows', 'public', 'cms', 'scripts', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
/** Not read by the build. */
const SKIP = new Set(['node_modules', 'bench', '.DS_Store']);

/** @param {string} path @returns {string[]} */
function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).filter((name) => !SKIP.has(name)).sort().flatMap((name) => files(join(path, name)));
}

function inputsHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((p) => files(resolve(ROOT, p)))) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * The inputs' names, sizes and modification times: when these are the ones seen with the stamp's content
 * hash, the contents are too (reading a few hundred files' names and sizes takes a tenth of reading them).
 */
function inputsListing() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((p) => files(resolve(ROOT, p)))) {
    const { size, mtimeMs } = statSync(file);
    hash.update(relative(ROOT, file)).update(`\0${size}\0${mtimeMs}\0`);
  }
  return hash.digest('hex');
}

/** The stamp: the content hash, then the listing it was last confirmed with. */
const readStamp = () => {
  const [hash = '', listing = ''] = (existsSync(STAMP_FILE) ? readFileSync(STAMP_FILE, 'utf8') : '').trim().split('\n');
  return { hash, listing };
};

function isCurrent() {
  if (!existsSync(resolve(ROOT, 'dist/client/index.html')) || !existsSync(resolve(ROOT, 'dist/server/main.mjs')) || !existsSync(resolve(ROOT, 'dist/ssr/entry-server.js'))) return false;
  const stamp = readStamp();
  if (stamp.hash === '') return false;
  const listing = inputsListing();
  if (listing === stamp.listing) return true;
  // Touched (a checkout, a save without a change): compare the contents, and remember the listing when they are the same.
  if (inputsHash() !== stamp.hash) return false;
  writeFileSync(STAMP_FILE, `${stamp.hash}\n${listing}\n`);
  return true;
}

const current = isCurrent();
if (process.argv.includes('--check')) {
  console.log(current ? 'dist/client is current' : 'dist/client needs a build');
  process.exit(current ? 0 : 1);
}
if (current && !process.argv.includes('--force')) {
  console.log('dist/client is current (build inputs unchanged): not rebuilding');
} else {
  for (const script of ['build', 'build:server']) {
    const result = spawnSync('npm', ['run', script], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  // Hashed again: the build's generators may have rewritten generated sources.
  writeFileSync(STAMP_FILE, `${inputsHash()}\n${inputsListing()}\n`);
}
