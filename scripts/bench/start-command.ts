// How `npm start` runs the server, read from package.json so a benchmark runs it the same way: the
// environment it sets (malloc tuning) and node's flags (the young generation's size).
import { readFileSync } from 'node:fs';

export interface StartCommand { env: Record<string, string>; nodeFlags: string[] }

export function startCommand(): StartCommand {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  // The last command of the script runs the server: `VAR=value ... node --flag ... <entry>`.
  const words = (pkg.scripts.start.split('&&').pop() ?? '').trim().split(/\s+/);
  const at = words.indexOf('node');
  if (at < 0) throw new Error('package.json start does not run node');
  const env = Object.fromEntries(words.slice(0, at).map((w) => {
    const eq = w.indexOf('=');
    return [w.slice(0, eq), w.slice(eq + 1)];
  }));
  return { env, nodeFlags: words.slice(at + 1).filter((w) => w.startsWith('--')) };
}
