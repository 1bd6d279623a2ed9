// The browser-safe check of a fetched definition set (precompiled validators, then the lint), and the
// one table of definition kinds every reader and writer enumerates.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { definitions } from '../../../src/definitions/bundle';
import { checkDefinitionSet } from '../../../src/definitions/check-set';
import {
  COLLECTION_KEYS, COLLECTION_KINDS, DEFINITION_KINDS, isCollectionKind, isDefinitionKind, isSingleKind, SINGLE_KINDS, singleFile,
} from '../../../src/definitions/kinds';
import { emptyRaw, type RawDefinitions } from '../../../src/definitions/raw';
import { copyDefinitions, JOURNEY_FILE, loose, ROOT, stepOf, must } from './helpers';

// Schema compilation and whole-set lints take a while on a loaded machine: a generous limit per test.
vi.setConfig({ testTimeout: 60_000 });

const asRaw = (defs: ReturnType<typeof copyDefinitions>): RawDefinitions => defs as unknown as RawDefinitions;

describe('checkDefinitionSet', () => {
  it('takes the shipped set, with the A4 warning only', () => {
    const result = checkDefinitionSet(asRaw(copyDefinitions()));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.definitions).toEqual(definitions);
    expect(result.issues).toEqual([expect.objectContaining({ file: 'flows/messages.json', pointer: '/validation/minLength/en' })]);
  });

  it('refuses a set that fails a schema, naming the file and the pointer', () => {
    const defs = copyDefinitions();
    loose(stepOf(defs, 0)).colour = 'red';
    const result = checkDefinitionSet(asRaw(defs));
    expect(result).toEqual({ ok: false, issues: [{ file: JOURNEY_FILE, pointer: '/steps/0', message: 'must NOT have additional properties' }] });
  });

  it('refuses a set that passes the schemas but not the lint', () => {
    const defs = copyDefinitions();
    stepOf(defs, 1).guard = 'hasCity';
    expect(checkDefinitionSet(asRaw(defs))).toEqual({
      ok: false, issues: [{ file: JOURNEY_FILE, pointer: '/steps/1/guard', message: "unknown guard 'hasCity' (the journey's guards or site.json guards)" }],
    });
  });

  it('takes a set with a journey the bundle does not know (the studio publishes one)', () => {
    const defs = copyDefinitions();
    const copy = must(structuredClone(defs.journeys['prepaid-sim']), 'journey');
    copy.id = 'prepaid-copy';
    copy.entry.path = '/prepaid-copy';
    copy.steps.forEach((s) => { s.path = `/copy${s.path}`; });
    defs.journeys['prepaid-copy'] = copy;
    const result = checkDefinitionSet(asRaw(defs));
    expect(result.ok).toBe(true);
  });

  it('refuses an empty set, one issue per missing single kind', () => {
    const result = checkDefinitionSet(emptyRaw());
    expect(result.ok).toBe(false);
    expect(new Set(result.issues.map((i) => i.file))).toEqual(new Set(SINGLE_KINDS.map((k) => `flows/${singleFile(k)}`)));
  });
});

describe('definition kinds', () => {
  it('single kinds are the files of flows/, collection kinds its folders', () => {
    const entries = readdirSync(resolve(ROOT, 'flows'), { withFileTypes: true });
    const files = entries.filter((e) => e.isFile() && e.name.endsWith('.json')).map((e) => e.name).sort();
    expect(files).toEqual(SINGLE_KINDS.map(singleFile).sort());
    const dirs = entries.filter((e) => e.isDirectory() && e.name !== 'schema').map((e) => e.name).sort();
    expect(dirs).toEqual(Object.values(COLLECTION_KEYS).sort());
  });

  it('the bundle holds every kind', () => {
    expect(Object.keys(definitions).sort()).toEqual([...SINGLE_KINDS, ...COLLECTION_KINDS.map((k) => COLLECTION_KEYS[k])].sort());
    expect(DEFINITION_KINDS).toEqual([...SINGLE_KINDS, ...COLLECTION_KINDS]);
  });

  it('tells kinds apart', () => {
    expect(isSingleKind('orderTypes')).toBe(true);
    expect(isSingleKind('journey')).toBe(false);
    expect(isCollectionKind('page')).toBe(true);
    expect(isDefinitionKind('journey')).toBe(true);
    expect(isDefinitionKind('pages')).toBe(false);
    expect(isDefinitionKind(3)).toBe(false);
  });
});
