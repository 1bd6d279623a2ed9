// Starts the built shop on a throw-away data folder for the end-to-end tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

// The database in one folder, the identity documents' ciphertexts beside it (<DATA_DIR>-documents): one folder to remove.
const root = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
const dataDir = join(root, 'pglite');
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
});
const stop = () => { child.kill('SIGTERM'); };
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(root, { recursive: true, force: true });
  process.exit(code ?? 0);
});
