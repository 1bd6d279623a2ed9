// What a domain puts into a database that lacks it (its domain.ts declares `seed`): reference rows, a
// generated inventory, vendored data. The runner (./seed.ts) calls every domain's seed on each start, after
// the migrations, so a seed never assumes the database is empty: it writes what is missing, and what it
// wrote once it marks (ctx.once) rather than write again.
import type { Db, Queryable } from '../db/types';
import type { KnobReader } from '../knobs';

/** What one seeding run is asked for. */
export interface SeedOptions {
  /** The configuration's knobs (readKnobs): a domain's seed reads its own (NUMBER_COUNT). Unset: every knob's default. */
  knob?: KnobReader;
  /** Regular numbers a fresh (empty) number inventory gets, in place of the configured ones (tests, benchmarks). */
  numberCount?: number;
}

export interface SeedContext {
  readonly db: Db;
  readonly options: SeedOptions;
  /** The domains' knobs, as configured (or their defaults). */
  readonly knob: KnobReader;
  /**
   * Runs `write` in one transaction unless this domain's seed mark says `data` was written under the
   * domain's migrations as they are applied now; then marks it (./seed-mark.ts). Serialised across
   * processes. True when it wrote.
   */
  once(data: unknown, write: (q: Queryable) => Promise<void>): Promise<boolean>;
}

export interface DomainSeed {
  /** Domains whose seed runs first (rows this one's stand beside). */
  readonly after?: readonly string[];
  /**
   * The migration keys whose tables it writes (any owner's); until they are all applied (a database
   * migrated part of the way, in tests of older migrations) it waits. Default: every migration of its domain.
   */
  readonly needs?: readonly string[];
  /** Writes what is missing; says what it wrote (nothing when all of it was there). */
  readonly run: (ctx: SeedContext) => Promise<readonly string[]>;
}
