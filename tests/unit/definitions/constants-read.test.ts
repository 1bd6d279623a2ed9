// Every business constant flows/site.json declares is read where it applies: by shop code (src/, or a
// generator in scripts/: an identifier of its code) or by a definition's JSON Logic ({"var": "constants.<name>"}). One declared
// and read by nothing, or by nothing but a test, is a setting an editor changes in the studio to no
// effect: read it where it applies, or remove it from site.json and its schema.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import site from '../../../flows/site.json';

const root = resolve(import.meta.dirname, '../../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/** Generated copies of the schemas and definitions mention every name without reading it. */
const GENERATED = ['src/definitions/schemas/', 'src/definitions/generated/'];
const code = ['src', 'scripts'].flatMap((d) => files(join(root, d)))
  .map((f) => relative(root, f))
  .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
  .filter((f) => !GENERATED.some((g) => f.startsWith(g)));

/** The identifiers of a file's code, parsed (comments and strings are not reads). */
function identifiers(text: string, jsx: boolean): Set<string> {
  const source = ts.createSourceFile(jsx ? 'f.tsx' : 'f.ts', text, ts.ScriptTarget.Latest, false, jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) out.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The files whose code names each constant (`site.constants.x`, `const { x } = ….constants`, a config's `c.x`). */
const readers = new Map<string, string[]>();
for (const f of code) {
  const ids = identifiers(readFileSync(join(root, f), 'utf8'), f.endsWith('.tsx'));
  for (const name of Object.keys(site.constants)) if (ids.has(name)) readers.set(name, [...(readers.get(name) ?? []), f]);
}

/** Definitions (journeys, pages) that read a constant through JSON Logic. */
const definitionFiles = ['flows/journeys', 'flows/pages'].flatMap((d) => files(join(root, d))).filter((f) => f.endsWith('.json'));
const definitionText = definitionFiles.map((f) => readFileSync(f, 'utf8')).join('\n');

describe('site.json constants', () => {
  it.each(Object.keys(site.constants))('%s is read by shop code or a definition', (name) => {
    const inDefinitions = definitionText.includes(`"constants.${name}"`);
    expect(inDefinitions || (readers.get(name) ?? []).length > 0, `${name} is declared in flows/site.json but nothing outside the tests reads it`).toBe(true);
  });

  it('counts code, not a comment or a string naming a constant, and no test', () => {
    expect(identifiers('// uploadMaxBytes\nconst a = "uploadMaxBytes";', false).has('uploadMaxBytes')).toBe(false);
    expect(identifiers('const b = site.constants.uploadMaxBytes;', false).has('uploadMaxBytes')).toBe(true);
    expect(code.some((f) => f.startsWith('tests/') || f.includes('.test.'))).toBe(false);
  });
});
