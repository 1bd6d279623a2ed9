// A small typed in-process event hub: one domain announces what happened (a payment was paid), others
// react without the two importing each other. A subscriber chooses its phase:
// - `within`: runs inside the emitting transaction with its queryable, so its writes commit or roll back
//   with the change that caused them (a throw rolls the whole transaction back);
// - `afterCommit`: runs once the transaction committed (a mail, a cache), never inside it, so a slow
//   or failing one neither holds locks nor undoes what was committed; its failure is logged.
// An event is emitted only for a change the transaction actually made: a replay that changes nothing
// emits nothing, so no subscriber runs twice for one change.
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from './db/types';

export type EventMap = { readonly [name: string]: object };

type Within<E> = (q: Queryable, event: E) => Promise<void>;
type AfterCommit<E> = (event: E) => Promise<void>;

/** The events of one transaction: emitted inside it, their after-commit subscribers run by committed(). */
export interface EventBatch<M extends EventMap> {
  emit<K extends keyof M & string>(q: Queryable, name: K, event: M[K]): Promise<void>;
  /** After the transaction committed: runs the after-commit subscribers of what was emitted, in order. */
  committed(): Promise<void>;
}

export interface EventHub<M extends EventMap> {
  within<K extends keyof M & string>(name: K, handler: Within<M[K]>): void;
  afterCommit<K extends keyof M & string>(name: K, handler: AfterCommit<M[K]>): void;
  /** A batch for one run of a transaction's body: begun inside it, so a retried body starts empty. */
  begin(): EventBatch<M>;
}

export function createEventHub<M extends EventMap>(log: Pick<FastifyBaseLogger, 'error'>): EventHub<M> {
  const inside = new Map<string, Array<Within<never>>>();
  const after = new Map<string, Array<AfterCommit<never>>>();
  const add = <H>(table: Map<string, H[]>, name: string, handler: H) => table.set(name, [...(table.get(name) ?? []), handler]);
  return {
    within: (name, handler) => add(inside, name, handler as Within<never>),
    afterCommit: (name, handler) => add(after, name, handler as AfterCommit<never>),
    begin() {
      const pending: Array<() => Promise<void>> = [];
      return {
        async emit(q, name, event) {
          for (const handler of (inside.get(name) ?? []) as Array<Within<typeof event>>) await handler(q, event);
          for (const handler of (after.get(name) ?? []) as Array<AfterCommit<typeof event>>) pending.push(() => handler(event));
        },
        async committed() {
          for (const run of pending.splice(0)) {
            try {
              await run();
            } catch (err) {
              // The error's kind only: an event may be about personal data.
              log.error({ error: err instanceof Error ? err.name : typeof err }, 'an after-commit event subscriber failed');
            }
          }
        },
      };
    },
  };
}
