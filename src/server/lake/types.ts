// Shapes of the local content lake: Sanity documents, mutations and listener events.

/** A stored document: Sanity's system fields plus free content. */
export interface LakeDocument {
  _id: string;
  _type: string;
  _rev: string;
  _createdAt: string;
  _updatedAt: string;
  [key: string]: unknown;
}

/** A document as a client sends it (system fields optional). */
export interface DocumentInput {
  _id?: string;
  _type?: string;
  [key: string]: unknown;
}

export interface PatchBody {
  id?: string;
  ifRevisionID?: string;
  set?: Record<string, unknown>;
  setIfMissing?: Record<string, unknown>;
  unset?: string[];
  inc?: Record<string, number>;
  dec?: Record<string, number>;
  insert?: InsertOp;
}

/** Items placed before or after an array item, or replacing it (the path selects the item). */
export type InsertOp =
  | { before: string; items: unknown[] }
  | { after: string; items: unknown[] }
  | { replace: string; items: unknown[] };

export type Mutation =
  | { create: DocumentInput }
  | { createOrReplace: DocumentInput }
  | { createIfNotExists: DocumentInput }
  | { delete: { id: string } }
  | { patch: PatchBody };

export type Operation = 'create' | 'update' | 'delete' | 'none';

export interface MutationResult {
  id: string;
  operation: Operation;
  document?: LakeDocument;
}

/** One changed document of a transaction: previous null = created, next null = deleted. */
export interface DocumentChange {
  id: string;
  previous: LakeDocument | null;
  next: LakeDocument | null;
  mutations: Mutation[];
}

/** What the listener endpoint sends (`event: mutation`), Sanity's field names. */
export interface MutationEvent {
  type: 'mutation';
  eventId: string;
  documentId: string;
  transactionId: string;
  transition: 'update' | 'appear' | 'disappear';
  identity: string;
  mutations: Mutation[];
  timestamp: string;
  visibility: 'query' | 'transaction';
  previousRev?: string;
  resultRev?: string;
  result?: LakeDocument;
  previous?: LakeDocument;
  transactionTotalEvents: number;
  transactionCurrentEvent: number;
}

export type Perspective = 'published' | 'drafts' | 'raw';
