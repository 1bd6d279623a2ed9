// What a publish must pass: the document's JSON Schema, and for definitions the full graph lint of
// src/definitions over the whole set with the document applied. Only problems the change
// introduces block it (a lint error already published elsewhere is not this editor's doing).
import type { OperationEntries } from '../../contracts/operation-entries';
import { dirname, resolve } from 'node:path';
import { DEFINITION_KINDS, type DefinitionKind } from '../../definitions/codegen/definition-validators';
import { conventionalFiles } from '../../definitions/files';
import { singleFile } from '../../definitions/kinds';
import { buildScope } from '../../definitions/lint-scope';
import { readDefinitions } from '../../definitions/load-node';
import type { RawDefinitions } from '../../definitions/raw';
import type { Issue } from '../../definitions/types';
import { definitionSetIssues } from '../../definitions/set-issues';
import { validateDefinitions } from '../../definitions/validate';
import { bothLanguagesIssues } from './both-languages';
import { contentIssues, type StudioIssue } from './content-checks';
import { imageFrameIssues } from './image-frame';
import { imageWeightIssues } from './image-weight';
import type { Lake, LakeDoc } from './lake';
import type { StudioSchemas } from './schemas';

export const DRAFT_PREFIX = 'drafts.';
export const publishedId = (id: string): string => (id.startsWith(DRAFT_PREFIX) ? id.slice(DRAFT_PREFIX.length) : id);
export const draftId = (id: string): string => `${DRAFT_PREFIX}${publishedId(id)}`;

const isKind = (v: unknown): v is DefinitionKind => typeof v === 'string' && (DEFINITION_KINDS as readonly string[]).includes(v);

/** The document's fields without the lake's system fields (_id, _rev, ...). */
export function bodyOf(doc: LakeDoc): Record<string, unknown> {
  return Object.fromEntries(Object.entries(doc).filter(([k]) => !k.startsWith('_')));
}

export function fileOf(kind: DefinitionKind, defId: string): string {
  if (kind === 'page') return `flows/pages/${defId}.json`;
  if (kind === 'journey') return `flows/journeys/${defId}.json`;
  return `flows/${singleFile(kind)}`;
}

/** Puts one definition document into a raw set (a copy). */
export function applyDefinition(raw: RawDefinitions, kind: DefinitionKind, defId: string, body: unknown): RawDefinitions {
  const next: RawDefinitions = { ...raw, pages: { ...raw.pages }, journeys: { ...raw.journeys } };
  if (kind === 'page') next.pages[defId] = body;
  else if (kind === 'journey') next.journeys[defId] = body;
  else next[kind] = body;
  return next;
}

/** Published set: flows/ on disk (the seed) overlaid with the published definition documents. */
export async function publishedSet(lake: Lake, flowsDir: string): Promise<RawDefinitions> {
  let raw = readDefinitions(dirname(resolve(flowsDir))).raw;
  const docs = await lake.query('*[_type == "definition"]');
  for (const d of Array.isArray(docs) ? docs : []) {
    const rec = d as Record<string, unknown>;
    if (typeof rec._id !== 'string' || rec._id.startsWith(DRAFT_PREFIX)) continue;
    if (isKind(rec.kind) && typeof rec.defId === 'string') raw = applyDefinition(raw, rec.kind, rec.defId, rec.body);
  }
  return raw;
}

const key = (i: Issue): string => `${i.file}#${i.pointer}: ${i.message}`;

export interface CheckResult {
  errors: StudioIssue[];
  /** A definition's whole set with it published, when that set passes every check: a release to record. */
  release?: RawDefinitions;
}

/** The route patterns of the published set, which links in content must open (none if it does not validate). */
async function publishedRoutes(lake: Lake, flowsDir: string): Promise<readonly string[] | null> {
  const raw = await publishedSet(lake, flowsDir);
  const schema = validateDefinitions(raw, conventionalFiles(raw));
  return schema.ok ? buildScope(schema.definitions).routePatterns : null;
}

/** Checks `doc` (its published id `id`) as if it were published. */
/** `operations`: those the app serves beyond the build's (a definition may call them). */
export async function checkDocument(
  id: string, doc: LakeDoc, schemas: StudioSchemas, lake: Lake, flowsDir: string, operations: OperationEntries = {},
): Promise<CheckResult> {
  const body = bodyOf(doc);
  if (doc._type !== 'definition') {
    // A language left empty is said as such, naming the field, in place of the schema's "fill it in" there.
    const languages = bothLanguagesIssues(body, id, schemas.formSchema(doc._type));
    const said = new Set(languages.map((i) => i.pointer));
    const shape = [...languages, ...schemas.check(doc._type, body, id).filter((i) => !said.has(i.pointer))];
    if (shape.length > 0) return { errors: shape };
    const routes = await publishedRoutes(lake, flowsDir);
    const frames = imageFrameIssues(body, id, schemas.formSchema(doc._type));
    return { errors: [...(routes ? contentIssues(body, id, routes) : []), ...frames, ...(await imageWeightIssues(body, id, lake))] };
  }
  const kind = body.kind;
  const defId = body.defId;
  if (!isKind(kind) || typeof defId !== 'string') {
    const errors = schemas.check('definition', body, id);
    return { errors: errors.length > 0 ? errors : [{ file: id, pointer: '/kind', message: 'unknown definition kind' }] };
  }
  const file = fileOf(kind, defId);
  if (id !== `def.${kind}.${defId}`) return { errors: [{ file, pointer: '', message: `document id '${id}' must be 'def.${kind}.${defId}'` }] };
  const shape = schemas.check(`def:${kind}`, body.body, file);
  if (shape.length > 0) return { errors: shape };
  const before = await publishedSet(lake, flowsDir);
  const after = applyDefinition(before, kind, defId, body.body);
  const known = new Set(definitionSetIssues(before, operations).map(key));
  const issues = definitionSetIssues(after, operations);
  const errors = issues.filter((i) => !known.has(key(i)));
  return issues.length === 0 ? { errors, release: after } : { errors };
}
