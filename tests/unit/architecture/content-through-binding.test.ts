// The content model's effects answer with empty lists until src/ui/content-binding.ts binds them to
// the content API. A widget that took its units from the state module itself would load without the
// binding on a page where no other content widget brings it, and show an empty state, not an error:
// so in the browser's code only the binding takes values from the model; everyone else takes them
// from the binding (types may come from anywhere).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const BINDING = 'src/ui/content-binding.ts';

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(`${dir}/${e.name}`) : /\.(ts|tsx)$/.test(e.name) ? [`${dir}/${e.name}`] : []);
}

/** The module paths a file imports or re-exports values from (type-only imports and specifiers left out). */
export function valueImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes = clause !== undefined && clause.name === undefined && named !== undefined && ts.isNamedImports(named)
        && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) out.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      out.push(node.moduleSpecifier.text);
    }
  }
  return out;
}

describe('the content model reaches the browser only through its binding', () => {
  it('no browser module but the binding takes values from state/content-model', () => {
    const offenders = ['src/ui', 'src/main.tsx'].flatMap((d) => (d.endsWith('.tsx') ? [d] : files(d)))
      .filter((f) => f !== BINDING)
      .filter((f) => valueImports(f, readFileSync(join(root, f), 'utf8')).some((m) => /(^|\/)state\/content-model$/.test(m)))
      .map((f) => relative(root, join(root, f)));
    expect(offenders).toEqual([]);
  });

  it('tells a value import from a type import', () => {
    expect(valueImports('a.ts', "import { banners } from '../state/content-model';")).toEqual(['../state/content-model']);
    expect(valueImports('a.ts', "import { type PackageType, tiles } from '../state/content-model';")).toEqual(['../state/content-model']);
    expect(valueImports('a.ts', "export { faq } from '../state/content-model';")).toEqual(['../state/content-model']);
    expect(valueImports('a.ts', "import type { ContentList } from '../state/content-model';")).toEqual([]);
    expect(valueImports('a.ts', "import { type ContentList } from '../state/content-model';")).toEqual([]);
    expect(valueImports('a.ts', "export type { PackageType } from '../state/content-model';")).toEqual([]);
  });

  it('the binding gives the widgets what they use', () => {
    expect(valueImports(BINDING, readFileSync(join(root, BINDING), 'utf8'))).toContain('../state/content-model');
  });
});
