// Node-only: reads flows/ from disk (scripts, server, tests). The browser uses bundle.ts.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { FLOWS_DIR, type DefinitionFiles } from './files';
import type { RawDefinitions } from './raw';
import type { Definitions, Issue } from './types';
import { validateDefinitions } from './validate';

export interface DefinitionsOnDisk {
  raw: RawDefinitions;
  files: DefinitionFiles;
  /** Files that are not valid JSON. */
  parseIssues: Issue[];
}

/** Reads every definition under <root>/flows; pages and journeys keyed by file base name. */
export function readDefinitions(root: string): DefinitionsOnDisk {
  const flows = resolve(root, FLOWS_DIR);
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
  const files: DefinitionFiles = {
    site: rel(join(flows, 'site.json')),
    fields: rel(join(flows, 'fields.json')),
    messages: rel(join(flows, 'messages.json')),
    errors: rel(join(flows, 'errors.json')),
    pages: pageFiles,
    journeys: journeyFiles,
  };
  const raw: RawDefinitions = {
    site: read(join(flows, 'site.json')),
    fields: read(join(flows, 'fields.json')),
    messages: read(join(flows, 'messages.json')),
    errors: read(join(flows, 'errors.json')),
    pages,
    journeys,
  };
  return { raw, files, parseIssues };
}

/** Reads and schema-validates flows/; throws listing every issue when a file is invalid. */
export function loadDefinitions(root: string): { definitions: Definitions; files: DefinitionFiles } {
  const { raw, files, parseIssues } = readDefinitions(root);
  const result = validateDefinitions(raw, files);
  const issues = [...parseIssues, ...result.issues];
  if (!result.ok || issues.length > 0) {
    throw new Error(`invalid definitions:\n${issues.map((i) => `${i.file}#${i.pointer}: ${i.message}`).join('\n')}`);
  }
  return { definitions: result.definitions, files };
}
