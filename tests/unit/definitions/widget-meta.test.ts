// What widget modules declare about themselves, and how the lint walks the references their props schemas mark.
import { describe, expect, it } from 'vitest';
import { refsOf, widgetManifest } from '../../../src/definitions/lint-widgets';
import type { JsonValue } from '../../../src/definitions/logic';
import { REF_KINDS, requireChoice } from '../../../src/definitions/widget-meta';

describe('requireChoice', () => {
  const complete = requireChoice('number.required');

  it('is complete when the bound value is an object whose key is set', () => {
    expect(complete({ props: {}, bound: { id: 7 } })).toBeNull();
    expect(complete({ props: {}, bound: { id: 0 } })).toBeNull();
    expect(requireChoice('delivery.required', 'ctype')({ props: {}, bound: { ctype: 2 } })).toBeNull();
  });

  it('names its message while nothing is chosen', () => {
    const unchosen: JsonValue[] = [null, 'x', 7, [{ id: 1 }], {}, { id: '' }, { id: null }];
    for (const bound of unchosen) {
      expect(complete({ props: {}, bound }), JSON.stringify(bound)).toBe('number.required');
    }
  });
});

describe('refsOf', () => {
  it('hands every x-ref\'d value to the visitor with its pointer, through objects and arrays', () => {
    const schema = {
      type: 'object',
      properties: {
        source: { type: 'string', 'x-ref': 'source' },
        lines: { type: 'array', items: { type: 'object', properties: { label: { 'x-ref': 'ui' }, amount: { 'x-ref': 'rule' } } } },
        'a/b': { 'x-ref': 'route' },
        plain: { type: 'string' },
      },
    };
    const seen: [string, unknown, string][] = [];
    refsOf(schema, { source: 'cities', lines: [{ label: 'summary.total', amount: { var: 'x' } }, {}], 'a/b': '/track', plain: 'x' }, '/props', (kind, value, at) => seen.push([kind, value, at]));
    expect(seen).toEqual([
      ['source', 'cities', '/props/source'],
      ['ui', 'summary.total', '/props/lines/0/label'],
      ['rule', { var: 'x' }, '/props/lines/0/amount'],
      ['route', '/track', '/props/a~1b'],
    ]);
  });

  it('every x-ref in the manifest is a known kind, and binds are none/optional/required', () => {
    const kinds = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) { node.forEach(walk); return; }
      if (typeof node !== 'object' || node === null) return;
      for (const [k, v] of Object.entries(node)) { if (k === 'x-ref') kinds.add(String(v)); else walk(v); }
    };
    for (const entry of Object.values(widgetManifest.widgets)) {
      walk(entry.props);
      expect(['none', 'optional', 'required']).toContain(entry.bind);
    }
    for (const kind of kinds) expect(REF_KINDS).toContain(kind);
  });
});
