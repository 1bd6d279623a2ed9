import { randomBytes } from 'node:crypto';

const DRAFT = 'drafts.';
export const isDraftId = (id: string): boolean => id.startsWith(DRAFT);
export const publishedId = (id: string): string => (isDraftId(id) ? id.slice(DRAFT.length) : id);
export const draftId = (id: string): string => (isDraftId(id) ? id : DRAFT + id);

/** Sanity-like ids: letters, digits, dots, dashes, underscores; at most 128 characters. */
export const isValidId = (id: string): boolean => /^[a-zA-Z0-9_][a-zA-Z0-9._-]{0,127}$/.test(id) && !id.includes('..');

/** What a revision (a transaction id, here or in Sanity) looks like: anything else names none. */
export const REVISION_PATTERN = '^[A-Za-z0-9]{1,64}$';
export const isValidRevision = (rev: string): boolean => new RegExp(REVISION_PATTERN).test(rev);

/** Transaction ids double as document revisions (as in Sanity). */
export const newTransactionId = (): string => randomBytes(11).toString('base64url').replace(/[-_]/g, 'x');
export const newDocumentId = (): string => randomBytes(12).toString('hex');
