import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The project folder (the nearest one up from `from` holding package.json): files the server reads
 * at run time (seed data, the query worker) are found from it, whether the server runs from its
 * sources (src/server/...) or as the bundle in dist/server.
 */
export function projectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(resolve(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return from;
  }
}
