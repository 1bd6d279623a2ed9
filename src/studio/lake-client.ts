// @sanity/client pointed at the shop's own origin (the local lake speaks Sanity's HTTP API), with the
// admin token or the editor's session cookie and CSRF token: drafts are read and written here, like
// Sanity Studio does (the lake checks the editor's role). Only the studio chunk loads it.
import { createClient, type SanityClient, type SanityDocument } from '@sanity/client';
import { authHeaders, type StudioAuth } from './studio-session';

export interface LakeInfo { dataset: string; apiVersion: string }

export function lakeClient(auth: StudioAuth, info: LakeInfo): SanityClient {
  return createClient({
    projectId: 'local',
    dataset: info.dataset,
    apiHost: window.location.origin,
    useProjectHostname: false,
    apiVersion: info.apiVersion,
    useCdn: false,
    ...(auth.kind === 'token' ? { token: auth.token } : { withCredentials: true, headers: authHeaders(auth) }),
    perspective: 'raw',
    ignoreBrowserTokenWarning: true,
  });
}

export type LakeDocument = SanityDocument<Record<string, unknown>>;

export const DRAFT_PREFIX = 'drafts.';
export const publishedId = (id: string): string => (id.startsWith(DRAFT_PREFIX) ? id.slice(DRAFT_PREFIX.length) : id);
export const draftId = (id: string): string => `${DRAFT_PREFIX}${publishedId(id)}`;

/** The document's own fields (what the form edits), without _id, _rev, _type... */
export function fieldsOf(doc: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(doc).filter(([k]) => !k.startsWith('_')));
}
