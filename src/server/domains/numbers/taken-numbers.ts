// Numbers taken (reserved or sold) lately, in every process: search listings are cached as candidate
// lists and filtered by this set at read time, so an order hides only the number it took instead of
// emptying every cached search. A taken id is kept while a list loaded before the take can still be
// cached (twice the search cache's lifetime, plus a margin for a load in flight).
import type { ShopContext } from '../../context';
import type { ChangeBus } from '../../sync/change-bus';

const MARGIN_MS = 5_000;

export class TakenNumbers {
  private readonly ids = new Map<number, number>();
  /** Bumped on every take: an answer filtered at an older version may list a taken number. */
  version = 0;

  constructor(private readonly keepMs: number, private readonly clock: () => number = Date.now) {}

  add(id: number): void {
    const now = this.clock();
    this.ids.delete(id);
    this.ids.set(id, now);
    this.version += 1;
    // Oldest first (Map keeps insertion order): drop what no cached list can still hold.
    for (const [old, at] of this.ids) {
      if (at > now - this.keepMs) break;
      this.ids.delete(old);
    }
  }

  has(id: number): boolean {
    const at = this.ids.get(id);
    return at !== undefined && at > this.clock() - this.keepMs;
  }
}

const TOPIC_NAME = 'numbers-taken';

/** A take: the number is not for sale until `until` (ms since the epoch; Infinity = sold). */
export type TakeListener = (id: number, until: number) => void;

export interface SharedTakes {
  taken: TakenNumbers;
  /** This process took a number: recorded here and told to the others. */
  take(id: number, until: number): void;
  /** Every take, this process's and the others' (the number index keeps itself current with it). */
  onTake(fn: TakeListener): void;
}

/** The set, told of the other processes' takes through the bus; `take` tells them of this one's. */
export function sharedTakenNumbers(searchSeconds: number, bus: ChangeBus): SharedTakes {
  const taken = new TakenNumbers(2 * searchSeconds * 1000 + MARGIN_MS);
  const listeners = new Set<TakeListener>();
  const heard = (id: number, until: number): void => {
    taken.add(id);
    for (const fn of listeners) fn(id, until);
  };
  // JSON has no Infinity: a sale travels as until null.
  bus.subscribe('cache', (d) => {
    if (d.name !== TOPIC_NAME || typeof d.id !== 'number') return;
    heard(d.id, typeof d.until === 'number' ? d.until : Infinity);
  });
  return {
    taken,
    take(id, until) {
      heard(id, until);
      void bus.publish('cache', { name: TOPIC_NAME, id, until: Number.isFinite(until) ? until : null }).catch(() => undefined);
    },
    onTake(fn) { listeners.add(fn); },
  };
}

const perApp = new WeakMap<ShopContext, SharedTakes>();

/** The app's shared takes, made by the domain's install (before any route), so no take is missed. */
export function installTakes(ctx: ShopContext): void {
  if (!perApp.has(ctx)) perApp.set(ctx, sharedTakenNumbers(ctx.caches.seconds.search, ctx.bus));
}

export function takesOf(ctx: ShopContext): SharedTakes {
  const takes = perApp.get(ctx);
  if (!takes) throw new Error('the numbers domain is not installed in this app');
  return takes;
}
