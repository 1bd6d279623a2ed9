// Listener events (Sanity's `mutation` event shape) from a committed transaction.
import type { TransactionOutcome } from './store';
import type { MutationEvent } from './types';

export function mutationEvents(outcome: TransactionOutcome, identity: string): MutationEvent[] {
  const total = outcome.changes.length;
  return outcome.changes.map((ch, i) => ({
    type: 'mutation',
    eventId: `${outcome.transactionId}#${ch.id}`,
    documentId: ch.id,
    transactionId: outcome.transactionId,
    transition: ch.previous === null ? 'appear' : ch.next === null ? 'disappear' : 'update',
    identity,
    mutations: ch.mutations,
    timestamp: outcome.timestamp,
    visibility: 'query',
    ...(ch.previous ? { previousRev: ch.previous._rev, previous: ch.previous } : {}),
    ...(ch.next ? { resultRev: ch.next._rev, result: ch.next } : {}),
    transactionTotalEvents: total,
    transactionCurrentEvent: i + 1,
  }));
}
