// Which lake documents belong to a studio type, their ids, and what the form edits of them.
import { fillPattern } from '../definitions/targets';
import type { LakeDocument } from './lake-client';
import { fieldsOf, publishedId } from './lake-client';
import type { FormData } from './form-support';
import type { StudioType } from './studio-context';

export const isDefinitionType = (t: StudioType): boolean => t.docType === 'definition' && t.kind !== undefined;

/** GROQ + params listing a type's documents (drafts included: the client reads raw). */
export function listQuery(t: StudioType): { query: string; params: Record<string, string> } {
  return isDefinitionType(t)
    ? { query: '*[_type == "definition" && kind == $kind]{_id, _updatedAt, defId, "title": body.title} | order(_id asc)', params: { kind: t.kind ?? '' } }
    : { query: '*[_type == $type] | order(_id asc)', params: { type: t.docType } };
}

/** A new document's id: def.<kind>.<defId> for definitions, the given id otherwise. */
export function newDocId(t: StudioType, given: string): string {
  return isDefinitionType(t) ? `def.${t.kind ?? ''}.${given}` : given;
}

export const defIdOf = (t: StudioType, id: string): string => (isDefinitionType(t) ? publishedId(id).slice(`def.${t.kind ?? ''}.`.length) : publishedId(id));

/** The form edits a definition's body, or a content document's own fields. */
export function formDataOf(t: StudioType, doc: LakeDocument | null, id: string): FormData {
  if (isDefinitionType(t)) {
    const body = doc?.body;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as FormData;
    const defId = defIdOf(t, id);
    return t.kind === 'page' || t.kind === 'journey' ? { id: defId, version: 1, kind: t.kind } : { version: 1 };
  }
  return doc ? fieldsOf(doc) : {};
}

/** The draft document the form data becomes. */
export function draftDocOf(t: StudioType, id: string, data: FormData): { _id: string; _type: string } & Record<string, unknown> {
  const draft = `drafts.${publishedId(id)}`;
  if (isDefinitionType(t)) return { _id: draft, _type: 'definition', kind: t.kind, defId: defIdOf(t, id), body: data };
  return { ...data, _id: draft, _type: t.docType };
}

/**
 * Where a content document shows in the shop, from its schema's `x-preview` (`{"path": <route pattern>,
 * "params": {<pattern param>: <document field>}}`: the pattern and which of the document's fields fill it); null
 * when the schema names none or a field is empty.
 */
function contentPreview(schema: unknown, data: FormData): string | null {
  const p = typeof schema === 'object' && schema !== null ? (schema as Record<string, unknown>)['x-preview'] : undefined;
  if (typeof p !== 'object' || p === null || typeof (p as { path?: unknown }).path !== 'string') return null;
  const { path, params } = p as { path: string; params?: Record<string, unknown> };
  const values = Object.fromEntries(Object.entries(params ?? {}).map(([name, field]) => [name, typeof field === 'string' ? data[field] : undefined]));
  return fillPattern(path, values);
}

/** The shop page that shows the document's draft: a journey's entry, a page, or a content type's own page (else the home). */
export function previewPath(t: StudioType, data: FormData, studioPath: string, schema?: unknown): string {
  const path = (v: unknown): string | null => (typeof v === 'string' && v.startsWith('/') && !v.includes(':') ? v : null);
  const entry = typeof data.entry === 'object' && data.entry !== null ? (data.entry as Record<string, unknown>).path : undefined;
  const target = t.kind === 'journey' ? path(entry) : t.kind === 'page' ? path(data.path) : contentPreview(schema, data);
  // `studio` = the editor's page: the preview banner's way back to this draft.
  return `${target ?? '/'}?preview=1&studio=${encodeURIComponent(studioPath)}`;
}

/** The `file` the server's issues name for this document (the flows/ file of a definition, else its id). */
export function issueFileOf(t: StudioType, id: string): string {
  if (!isDefinitionType(t)) return publishedId(id);
  const defId = defIdOf(t, id);
  if (t.kind === 'page') return `flows/pages/${defId}.json`;
  if (t.kind === 'journey') return `flows/journeys/${defId}.json`;
  return `flows/${t.kind ?? ''}.json`;
}
