// Node-only: reads flows/ (and overlays) from disk, without validating (scripts, server, tests). The
// browser uses bundle.ts. No JSON module imports here, so any Node loader can run it.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { FLOWS_DIR, type DefinitionFiles } from './files';
import { SINGLE_KINDS, singleFile, type SingleKind } from './kinds';
import type { RawDefinitions } from './raw';
import type { Issue } from './types';

export interface DefinitionsOnDisk {
  raw: RawDefinitions;
  files: DefinitionFiles;
  /** Files that are not valid JSON. */
  parseIssues: Issue[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Objects merged key by key (the overlay wins at the leaves; arrays are replaced, not merged). */
export function mergeDefinition(base: unknown, overlay: unknown): unknown {
  if (!isRecord(base) || !isRecord(overlay)) return overlay === undefined ? base : overlay;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overlay)) out[key] = mergeDefinition(base[key], value);
  return out;
}

/**
 * Reads every definition under <root>/flows; pages and journeys keyed by file base name. Overlays
 * (folders shaped like flows/, e.g. tests/fixtures/flows) add pages and journeys and merge into the
 * single files: a test journey brings its own fields, texts, sources and order type this way.
 */
export function readDefinitions(root: string, overlays: readonly string[] = []): DefinitionsOnDisk {
  const base = readFlows(root, resolve(root, FLOWS_DIR));
  for (const dir of overlays) {
    const extra = readFlows(root, resolve(root, dir), true);
    base.parseIssues.push(...extra.parseIssues);
    for (const kind of SINGLE_KINDS) {
      if (extra.raw[kind] !== null) base.raw[kind] = mergeDefinition(base.raw[kind], extra.raw[kind]);
    }
    Object.assign(base.raw.pages, extra.raw.pages);
    Object.assign(base.raw.journeys, extra.raw.journeys);
    Object.assign(base.files.pages, extra.files.pages);
    Object.assign(base.files.journeys, extra.files.journeys);
  }
  return base;
}

function readFlows(root: string, flows: string, optional = false): DefinitionsOnDisk {
  const parseIssues: Issue[] = [];
  const rel = (path: string): string => relative(root, path).split('\\').join('/');
  const read = (path: string): unknown => {
    try {
      return JSON.parse(readFileSync(path, 'utf8')) as unknown;
    } catch (e) {
      parseIssues.push({ file: rel(path), pointer: '', message: e instanceof Error ? e.message : String(e) });
      return null;
    }
  };
  const readDir = (dir: string): [Record<string, unknown>, Record<string, string>] => {
    const path = join(flows, dir);
    const names = existsSync(path) ? readdirSync(path).filter((f) => f.endsWith('.json')).sort() : [];
    const data: Record<string, unknown> = {};
    const files: Record<string, string> = {};
    for (const name of names) {
      const id = name.slice(0, -'.json'.length);
      data[id] = read(join(path, name));
      files[id] = rel(join(path, name));
    }
    return [data, files];
  };
  const [pages, pageFiles] = readDir('pages');
  const [journeys, journeyFiles] = readDir('journeys');
  const singleFiles = Object.fromEntries(SINGLE_KINDS.map((k) => [k, rel(join(flows, singleFile(k)))])) as Record<SingleKind, string>;
  const singles = Object.fromEntries(SINGLE_KINDS.map((k) => {
    const path = join(flows, singleFile(k));
    return [k, optional && !existsSync(path) ? null : read(path)];
  })) as Record<SingleKind, unknown>;
  const files: DefinitionFiles = { ...singleFiles, pages: pageFiles, journeys: journeyFiles };
  const raw: RawDefinitions = { ...singles, pages, journeys };
  return { raw, files, parseIssues };
}
