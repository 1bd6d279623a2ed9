/**
 * Identity documents of a postpaid order (spec: ID upload; A17, A42, A47): uploaded as
 * multipart/form-data, checked by content, stored encrypted, referenced by an opaque id.
 */
import type { Infer } from './common';

/** A42: what the camera or file picker captures. */
export const DOCUMENT_KINDS = ['ktp', 'selfie', 'kk', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A17: 3 MB = 3 × 1024 × 1024 bytes, inclusive: the most the site's uploadMaxBytes may be. */
export const MAX_DOCUMENT_BYTES = 3 * 1024 * 1024;

/** 32 random bytes, base64url: unguessable. */
export const DOCUMENT_ID_PATTERN = '^[A-Za-z0-9_-]{43}$';

const sessionIdSchema = { type: 'string', minLength: 1, maxLength: 128, pattern: '^[!-~]+$' } as const;

export const documentKindParamsSchema = {
  type: 'object', additionalProperties: false, required: ['kind'],
  properties: { kind: { type: 'string', enum: DOCUMENT_KINDS } },
} as const;

export const documentIdParamsSchema = {
  type: 'object', additionalProperties: false, required: ['documentId'],
  properties: { documentId: { type: 'string', pattern: DOCUMENT_ID_PATTERN, minLength: 43, maxLength: 43 } },
} as const;
export type DocumentIdParams = Infer<typeof documentIdParamsSchema>;

/** The visit the document belongs to: the sessionId the order will be created with. */
export const documentSessionQuerySchema = {
  type: 'object', additionalProperties: false, required: ['sessionId'],
  properties: { sessionId: sessionIdSchema },
} as const;

export const documentUploadResponseSchema = {
  type: 'object', additionalProperties: false,
  required: ['documentId', 'kind', 'mime', 'width', 'height', 'bytes'],
  properties: {
    documentId: { type: 'string', pattern: DOCUMENT_ID_PATTERN },
    kind: { type: 'string', enum: DOCUMENT_KINDS },
    mime: { type: 'string', enum: ['image/jpeg', 'image/png'] },
    width: { type: 'integer', minimum: 1, maximum: 100_000 },
    height: { type: 'integer', minimum: 1, maximum: 100_000 },
    /** Size of the stored (re-encoded) image. */
    bytes: { type: 'integer', minimum: 1, maximum: 1_000_000_000 },
  },
} as const;
export type DocumentUploadResponse = Infer<typeof documentUploadResponseSchema>;
