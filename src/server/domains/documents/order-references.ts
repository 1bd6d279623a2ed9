// The identity documents an order takes (an order-reference kind, orders/reference-kind.ts): each
// must be the order's visit's own upload of its kind; the order takes them in its transaction.
import { DOCUMENT_ID_PATTERN, DOCUMENT_KINDS } from '../../../contracts';
import { escapePointer } from '../../../definitions/logic';
import { DomainError } from '../../errors';
import { OrderError } from '../orders/errors';
import type { ReferenceKind } from '../orders/reference-kind';
import { linkDocuments } from './queries';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const documentId = new RegExp(DOCUMENT_ID_PATTERN);
const isKind = (k: string) => (DOCUMENT_KINDS as readonly string[]).includes(k);

function parseDocuments(v: unknown): Record<string, string> | undefined {
  if (!isRecord(v)) return undefined;
  const out: Record<string, string> = {};
  for (const [kind, id] of Object.entries(v)) {
    if (!isKind(kind) || typeof id !== 'string' || !documentId.test(id)) return undefined;
    out[kind] = id;
  }
  return out;
}

export const documentsReference: ReferenceKind<Record<string, string>> = {
  name: 'documents',
  what: `an object { <${DOCUMENT_KINDS.join('|')}>: <document id> }`,
  parse: parseDocuments,
  /**
   * One missing refuses the whole order (rolled back), naming the first missing one's place in the
   * payload (the page shows that document to upload again).
   */
  async attach(q, documents, p, c) {
    const missing = await linkDocuments(q, documents, p.sessionId, p.code);
    if (missing.length > 0) {
      const at = `${c.at('documents')}/${escapePointer(missing[0] ?? '')}`;
      throw new DomainError(OrderError.DocumentMissing, 422, `Document missing (${missing.join(', ')}), please upload it again`, at);
    }
  },
};
