// Starts the built shop on a throw-away data folder for the end-to-end tests. The server runs as `npm start` runs it:
// bundled from the sources as they are now and run by plain node. The shops of one Playwright run (E2E_RUN) share one
// bundle and copy one seeded data folder (scripts/e2e-run.mjs); a shop started alone makes both for itself.
// Test only: E2E_DOMAINS names a folder of test-only domain folders (tests/fixtures/domains, set by
// playwright.config.ts for the fixture shop alone). That shop runs its own bundle of the server with them
// (src/server/test-domains.ts, refused in production mode), whose start migrates the copied snapshot to their tables.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { removeRun, sharedRun } from './e2e-run.mjs';
import { bundleServerWithDomains } from './server-bundle.mjs';

const shared = process.env.E2E_RUN;
const run = shared ?? `solo-${randomBytes(6).toString('hex')}`;
const made = await sharedRun(run);
const domains = process.env.E2E_DOMAINS;
if (domains && process.env.NODE_ENV === 'production') throw new Error('E2E_DOMAINS is test only: refused in production mode');
const server = domains ? join(made.bundles, `server-domains-${randomBytes(6).toString('hex')}.mjs`) : made.server;
if (domains) await bundleServerWithDomains(server, domains);
// The database in one folder, the identity documents' ciphertexts beside it (<DATA_DIR>-documents): one folder to remove.
const root = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
cpSync(made.seeded, root, { recursive: true });
const child = spawn(process.execPath, [server], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: join(root, 'pglite'), DATABASE_URL: '' },
});
const stop = () => { child.kill('SIGTERM'); };
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(root, { recursive: true, force: true });
  if (!shared) removeRun(run);
  process.exit(code ?? 0);
});
