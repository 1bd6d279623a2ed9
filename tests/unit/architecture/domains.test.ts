// The domains fit together: one owner per operation, one code per catalogue name, and every code a
// domain says it answers has its catalogue entry (flows/errors.json), so the browser can show it.
import { describe, expect, it } from 'vitest';
import { definitions } from '../../../src/definitions/bundle';
import { checkDomains, defineDomain } from '../../../src/server/domain';
import { DOMAINS } from '../../../src/server/domains/registry';

describe('the shop\'s domains', () => {
  it('fit together', () => {
    expect(() => checkDomains(DOMAINS)).not.toThrow();
  });

  it.each(DOMAINS.filter((d) => d.errors).map((d) => [d.name, d] as const))('%s answers only catalogued codes', (_, domain) => {
    const missing = Object.entries(domain.errors ?? {}).filter(([, code]) => !definitions.errors.errors[String(code)]);
    expect(missing).toEqual([]);
  });

  it('a second owner of an operation or a code named twice is refused', () => {
    const [some] = DOMAINS.filter((d) => d.operations);
    if (!some?.operations) throw new Error('no domain with operations');
    const twin = defineDomain({ name: 'twin', operations: some.operations, errors: { NumberNotAvailable: 40099 }, routes: () => undefined });
    expect(() => checkDomains([...DOMAINS, twin])).toThrow(/is declared by .* and twin[\s\S]*twin names 40099 'NumberNotAvailable'/);
  });
});
