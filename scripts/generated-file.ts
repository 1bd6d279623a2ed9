// A generated file: written, or with `--check` compared with what is on disk (exit 1 when stale).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export function writeGenerated(path: string, text: string, regenerate: string, written: string): void {
  const name = relative(process.cwd(), path);
  if (process.argv.includes('--check')) {
    if (!existsSync(path) || readFileSync(path, 'utf8') !== text) {
      console.error(`${name} is stale: run ${regenerate}`);
      process.exit(1);
    }
    console.log(`${name} is up to date`);
    return;
  }
  writeFileSync(path, text);
  console.log(written);
}
