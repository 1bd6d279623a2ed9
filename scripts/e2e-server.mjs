// Starts the built shop on a throw-away data folder for the end-to-end tests. The server runs as `npm start` runs it:
// bundled (from the sources as they are now, into a file of its own: three shops start at once) and run by plain node.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { bundleServer } from './server-bundle.mjs';

// The database in one folder, the identity documents' ciphertexts beside it (<DATA_DIR>-documents): one folder to remove.
const root = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
const dataDir = join(root, 'pglite');
mkdirSync('dist/e2e', { recursive: true });
const bundle = join('dist/e2e', `server-${process.env.PORT ?? 'default'}.mjs`);
await bundleServer(bundle);
const child = spawn(process.execPath, [bundle], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
});
const stop = () => { child.kill('SIGTERM'); };
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(root, { recursive: true, force: true });
  rmSync(bundle, { force: true });
  process.exit(code ?? 0);
});
