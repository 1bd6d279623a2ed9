// Applies one transaction's mutations to a copy-on-write view of the documents. Pure: the store
// persists the changes only when every mutation succeeded (all or nothing).
import { mutationError, badRequest } from './errors';
import { isValidId, newDocumentId } from './ids';
import { applyPatch, PATCH_OPERATIONS } from './patch';
import type { DocumentChange, DocumentInput, LakeDocument, Mutation, MutationResult, PatchBody } from './types';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface TransactionPlan {
  changes: DocumentChange[];
  results: MutationResult[];
}

function stamp(input: DocumentInput, id: string, rev: string, now: string, createdAt: string): LakeDocument {
  if (typeof input._type !== 'string' || input._type === '') throw new Error(`Document "${id}" needs a _type`);
  const body = structuredClone(input);
  delete body._rev;
  return { ...body, _id: id, _type: input._type, _rev: rev, _createdAt: createdAt, _updatedAt: now };
}

/** Checks a mutation's shape (the endpoint's only validation of client input). */
export function parseMutations(raw: unknown): Mutation[] {
  if (!isRecord(raw) || !Array.isArray(raw.mutations) || raw.mutations.length === 0) throw badRequest('Body must be { mutations: [...] }');
  return raw.mutations.map((m, i) => {
    if (!isRecord(m) || Object.keys(m).length !== 1) throw badRequest(`Mutation ${i}: exactly one operation per mutation`);
    const [op, arg] = Object.entries(m)[0] as [string, unknown];
    if (!isRecord(arg)) throw badRequest(`Mutation ${i}: "${op}" needs an object`);
    if (op === 'create' || op === 'createOrReplace' || op === 'createIfNotExists') return { [op]: arg } as Mutation;
    if (op === 'delete' && typeof arg.id === 'string') return { delete: { id: arg.id } };
    if (op === 'patch' && typeof arg.id === 'string') {
      // An operation this lake does not implement (diffMatchPatch, or a misspelt one) would
      // otherwise be accepted and change nothing.
      const known: readonly string[] = [...PATCH_OPERATIONS, 'id', 'ifRevisionID'];
      const unknown = Object.keys(arg).filter((k) => !known.includes(k));
      if (unknown.length > 0) {
        throw badRequest(`Mutation ${i}: unsupported patch operation "${unknown[0]}" (supported: ${PATCH_OPERATIONS.join(', ')}; append and prepend are insert after [-1] and before [0])`);
      }
      if (arg.insert !== undefined && (!isRecord(arg.insert) || !Array.isArray(arg.insert.items))) throw badRequest(`Mutation ${i}: insert needs before, after or replace and "items"`);
      return { patch: arg as PatchBody };
    }
    throw badRequest(`Mutation ${i}: unsupported operation "${op}" (create, createOrReplace, createIfNotExists, patch by id, delete by id)`);
  });
}

/**
 * get(id) reads the committed document; the plan keeps later mutations of the same transaction
 * seeing the earlier ones. rev is the transaction id.
 */
export function planTransaction(mutations: Mutation[], get: (id: string) => LakeDocument | undefined, rev: string, now: string): TransactionPlan {
  const working = new Map<string, LakeDocument | null>();
  const changes = new Map<string, DocumentChange>();
  const current = (id: string): LakeDocument | null => (working.has(id) ? (working.get(id) ?? null) : (get(id) ?? null));
  const put = (id: string, doc: LakeDocument | null, m: Mutation) => {
    const ch = changes.get(id) ?? { id, previous: get(id) ?? null, next: null, mutations: [] };
    ch.next = doc;
    ch.mutations.push(m);
    changes.set(id, ch);
    working.set(id, doc);
  };
  const results: MutationResult[] = [];

  mutations.forEach((m, index) => {
    const fail = (msg: string, status = 409) => mutationError(msg, index, status);
    try {
      if ('create' in m || 'createOrReplace' in m || 'createIfNotExists' in m) {
        const input = 'create' in m ? m.create : 'createOrReplace' in m ? m.createOrReplace : m.createIfNotExists;
        const id = typeof input._id === 'string' && input._id !== '' ? input._id.replace(/\.$/, `.${newDocumentId()}`) : 'create' in m ? newDocumentId() : '';
        if (!isValidId(id)) throw fail(`Invalid document ID "${id}"`, 400);
        const existing = current(id);
        if ('create' in m && existing) throw fail(`Document by ID "${id}" already exists`);
        if ('createIfNotExists' in m && existing) { results.push({ id, operation: 'none', document: existing }); return; }
        const doc = stamp(input, id, rev, now, existing?._createdAt ?? now);
        put(id, doc, m);
        results.push({ id, operation: existing ? 'update' : 'create', document: doc });
      } else if ('delete' in m) {
        const id = m.delete.id;
        if (current(id)) put(id, null, m);
        results.push({ id, operation: 'delete' });
      } else {
        const p = m.patch;
        const id = p.id ?? '';
        const existing = current(id);
        if (!existing) throw fail(`Cannot modify document "${id}": document not found`);
        if (p.ifRevisionID !== undefined && p.ifRevisionID !== existing._rev) {
          throw fail(`Document "${id}" has unexpected revision ID ("${existing._rev}"), expected "${p.ifRevisionID}"`);
        }
        const body: Record<string, unknown> = structuredClone(existing);
        applyPatch(body, p);
        const doc = stamp(body as DocumentInput, id, rev, now, existing._createdAt);
        put(id, doc, m);
        results.push({ id, operation: 'update', document: doc });
      }
    } catch (err) {
      if (err instanceof Error && !('statusCode' in err)) throw fail(err.message, 400);
      throw err;
    }
  });
  // A document created then deleted in the same transaction is no change at all.
  return { changes: [...changes.values()].filter((c) => c.previous !== null || c.next !== null), results };
}
