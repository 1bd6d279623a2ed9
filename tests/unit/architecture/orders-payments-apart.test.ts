// Orders and payments meet only through the server core's vocabulary of a sale (src/server/payables.ts):
// the orders domain provides the payables and subscribes to the payment outcomes, the payments domain
// provides its ledger and emits them. Neither imports the other, so either can change (or a second
// seller, or a second way to pay, be added) without editing the other.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const domains = join(root, 'src/server/domains');

/** The domain folders a domain's modules import (static and dynamic imports, export-from). */
function importedDomains(domain: string): string[] {
  const dir = join(domains, domain);
  const found = new Set<string>();
  for (const name of readdirSync(dir, { recursive: true }).map(String).filter((f) => /\.tsx?$/.test(f))) {
    const file = join(dir, name);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)) {
      const target = relative(domains, resolve(file, '..', m[1] ?? ''));
      const [folder] = target.split('/');
      if (!target.startsWith('..') && folder && folder !== domain) found.add(folder);
    }
  }
  return [...found].sort();
}

describe('orders and payments do not import each other', () => {
  it('finds the imports it looks for', () => {
    expect(importedDomains('logistics')).toEqual(expect.arrayContaining(['catalogue', 'orders', 'stores']));
  });

  it.each([['orders', 'payments'], ['payments', 'orders']])('%s imports nothing of %s', (from, to) => {
    expect(importedDomains(from)).not.toContain(to);
  });
});
