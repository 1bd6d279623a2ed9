// The documents domain's operations: the contract the browser and the server share. It imports only
// src/contracts, so the browser's side (src/contracts/generated/domain-operations.ts) stays free of server code.
import { okSchema } from '../../../contracts/common';
import { documentIdParamsSchema, documentKindParamsSchema, documentSessionQuerySchema, documentUploadResponseSchema } from '../../../contracts/documents';
import { defineOperation, type OperationSpec } from '../../../contracts/operation';

export const operations = {
  'documents.upload': defineOperation({
    name: 'documents.upload', method: 'POST', path: '/api/documents/:kind', caller: 'browser', tags: ['documents'],
    summary: 'Upload an identity document (multipart/form-data, one part `file`): JPEG or PNG by content (else 40026), at most 3 MB (413), '
      + 'a KTP checked by the ID-card provider (40025, 40050, 40052); replaces the session\'s earlier document of that kind',
    params: documentKindParamsSchema, query: documentSessionQuerySchema, response: documentUploadResponseSchema,
  }),
  'documents.delete': defineOperation({
    name: 'documents.delete', method: 'DELETE', path: '/api/documents/:documentId', caller: 'browser', tags: ['documents'],
    summary: 'Remove an uploaded document of this session (404 when unknown or another session\'s)',
    params: documentIdParamsSchema, query: documentSessionQuerySchema, response: okSchema,
  }),
} as const satisfies Record<string, OperationSpec>;
