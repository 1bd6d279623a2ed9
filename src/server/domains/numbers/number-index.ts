// This process's index of the regular numbers, in listing order, for the digit search (A2): a million
// numbers answer a new 3-4 digit keyword in well under a millisecond, where the database needs a trigram
// lookup per keyword and PGlite answers one query at a time. It holds, per number, until when it is
// not for sale (0 = free, Infinity = sold), so a hold that runs out frees the number by itself, as
// in the database. Takes (reserve, extend, sell) come from this process and, through the change bus,
// from every other one; they only ever push that time later, so applying one twice or late is harmless.
// The database stays the authority: an order reserves its number with a conditional UPDATE whatever
// the index said.
import type { Db } from '../../db/types';

/** Rows read per query while loading: small enough that a request waiting behind one (PGlite) barely notices. */
const CHUNK = 20_000;
/** Between the numbers' texts, and after a shorter one: not a digit, so a keyword never matches across two. */
const GAP = 0x2c;
const ZERO = 0x30;
/** Every 4-digit keyword has its list of numbers (a few per thousand numbers each); shorter ones scan the text. */
const GRAM = 4;
const GRAMS = 10 ** GRAM;

interface LoadedRow { id: number; msisdn_local: string; price: number; old_price: number; status: string; reserved_until: Date | null; sort_key: number }

/** A page of a search: the numbers' positions, and until when it stays right if nothing is taken. */
export interface IndexPage { at: number[]; validUntil: number }

export interface IndexedNumber { id: number; msisdn: string; type: 'REGULAR'; price: number; old_price: number }

export class NumberIndex {
  /** Bumped on every take that changes a number: a page read before may list a number taken since. */
  version = 0;
  /** The positions of the numbers containing each 4-digit string, in listing order: gram g's are gramAt[gramStart[g] .. gramStart[g + 1]). */
  private gramStart = new Uint32Array(GRAMS + 1);
  private gramAt = new Uint32Array(0);

  private constructor(
    private readonly width: number,
    private readonly text: Buffer,
    private readonly ids: Int32Array,
    private readonly prices: Int32Array,
    private readonly oldPrices: Int32Array,
    private readonly lengths: Uint8Array,
    private readonly blockedUntil: Float64Array,
    private readonly minId: number,
    private readonly slots: Int32Array,
  ) {}

  get size(): number { return this.ids.length; }

  /** Reads every regular number, CHUNK rows per query in listing order (sort_key, then id). */
  static async load(db: Db): Promise<NumberIndex> {
    const [head] = await db.query<{ n: number; min_id: number | null; max_id: number | null; width: number | null }>(
      `SELECT count(*)::int AS n, min(id) AS min_id, max(id) AS max_id, max(length(msisdn_local)) AS width FROM numbers WHERE type = 'REGULAR'`,
    );
    const n = head?.n ?? 0;
    const minId = head?.min_id ?? 0;
    const width = (head?.width ?? 0) + 1;
    const index = new NumberIndex(
      width, Buffer.alloc(n * width, GAP), new Int32Array(n), new Int32Array(n), new Int32Array(n), new Uint8Array(n), new Float64Array(n),
      minId, new Int32Array(n > 0 ? (head?.max_id ?? minId) - minId + 1 : 0).fill(-1),
    );
    let at = 0;
    let after: { key: number; id: number } | undefined;
    while (at < n) {
      const rows = await db.query<LoadedRow>(
        `SELECT id, msisdn_local, price, old_price, status, reserved_until, sort_key FROM numbers
         WHERE type = 'REGULAR' ${after ? 'AND sort_key >= $2 AND (sort_key > $2 OR id > $3)' : ''}
         ORDER BY sort_key, id LIMIT $1`,
        after ? [CHUNK, after.key, after.id] : [CHUNK],
      );
      for (const r of rows) {
        if (at >= n) break; // numbers added since the count: the index does not know them (the seed is the only writer)
        index.put(at++, r);
      }
      const last = rows[rows.length - 1];
      if (!last || rows.length < CHUNK) break;
      after = { key: last.sort_key, id: last.id };
    }
    const loaded = at === n ? index : index.truncated(at);
    loaded.indexGrams();
    return loaded;
  }

  /** The 4-digit lists, counted then filled in two passes over the text (a number with a string twice is listed once). */
  private indexGrams(): void {
    const n = this.ids.length;
    const last = new Int32Array(GRAMS).fill(-1);
    const grams = (fn: (gram: number, at: number) => void): void => {
      last.fill(-1);
      for (let at = 0; at < n; at++) {
        const start = at * this.width;
        const end = start + (this.lengths[at] ?? 0);
        let gram = 0;
        for (let i = start; i < end; i++) {
          gram = (gram * 10 + ((this.text[i] ?? ZERO) - ZERO)) % GRAMS;
          if (i - start >= GRAM - 1 && last[gram] !== at) {
            last[gram] = at;
            fn(gram, at);
          }
        }
      }
    };
    const counts = new Uint32Array(GRAMS + 1);
    grams((g) => { counts[g + 1] = (counts[g + 1] ?? 0) + 1; });
    for (let g = 0; g < GRAMS; g++) counts[g + 1] = (counts[g + 1] ?? 0) + (counts[g] ?? 0);
    this.gramStart = counts.slice();
    this.gramAt = new Uint32Array(counts[GRAMS] ?? 0);
    grams((g, at) => {
      const slot = counts[g] ?? 0;
      this.gramAt[slot] = at;
      counts[g] = slot + 1;
    });
  }

  private put(at: number, r: LoadedRow): void {
    this.text.write(r.msisdn_local, at * this.width, 'latin1');
    this.ids[at] = r.id;
    this.prices[at] = Number(r.price);
    this.oldPrices[at] = Number(r.old_price);
    this.lengths[at] = r.msisdn_local.length;
    this.blockedUntil[at] = r.status === 'SOLD' ? Infinity : r.status === 'RESERVED' && r.reserved_until ? r.reserved_until.getTime() : 0;
    const slot = r.id - this.minId;
    if (slot >= 0 && slot < this.slots.length) this.slots[slot] = at;
  }

  /** The first `at` numbers only (rows vanished between the count and the reads). */
  private truncated(at: number): NumberIndex {
    return new NumberIndex(this.width, this.text.subarray(0, at * this.width), this.ids.subarray(0, at), this.prices.subarray(0, at),
      this.oldPrices.subarray(0, at), this.lengths.subarray(0, at), this.blockedUntil.subarray(0, at), this.minId, this.slots);
  }

  private position(id: number): number {
    const slot = id - this.minId;
    return slot >= 0 && slot < this.slots.length ? (this.slots[slot] ?? -1) : -1;
  }

  /** The number is not for sale until `until` (ms; Infinity = sold). A vanity or unknown id is not indexed. */
  take(id: number, until: number): void {
    const at = this.position(id);
    if (at < 0 || (this.blockedUntil[at] ?? 0) >= until) return;
    this.blockedUntil[at] = until;
    this.version += 1;
  }

  /** Whether the number at this position is for sale at `now` (as the database's availability test: hold ended before now). */
  isFree(at: number, now: number): boolean {
    return (this.blockedUntil[at] ?? Infinity) < now;
  }

  /**
   * The free numbers from `offset` on, at most `limit`, whose local form (0...) contains `digits`
   * (undefined = every number), in listing order. The page stays right until the earliest end of a
   * hold it stepped over (a number freed then belongs in it), unless one of its numbers is taken.
   */
  search(digits: string | undefined, limit: number, offset: number, now: number): IndexPage {
    const want = offset + limit;
    const found: number[] = [];
    let validUntil = Infinity;
    const step = (at: number): void => {
      const until = this.blockedUntil[at] ?? Infinity;
      if (until < now) found.push(at);
      else if (until < validUntil) validUntil = until;
    };
    if (digits === undefined) {
      for (let at = 0; at < this.ids.length && found.length < want; at++) step(at);
    } else if (digits.length === GRAM) {
      const gram = Number(digits);
      const end = this.gramStart[gram + 1] ?? 0;
      for (let i = this.gramStart[gram] ?? 0; i < end && found.length < want; i++) step(this.gramAt[i] ?? 0);
    } else {
      const needle = Buffer.from(digits, 'latin1');
      let from = 0;
      while (found.length < want) {
        const hit = this.text.indexOf(needle, from);
        if (hit < 0) break;
        const at = Math.floor(hit / this.width);
        step(at);
        from = (at + 1) * this.width;
      }
    }
    return { at: found.slice(offset), validUntil };
  }

  /** The number at a position, as the API lists it (msisdn in the 62... form). */
  numberAt(at: number): IndexedNumber {
    const start = at * this.width;
    const local = this.text.toString('latin1', start + 1, start + (this.lengths[at] ?? 0));
    return { id: this.ids[at] ?? 0, msisdn: `62${local}`, type: 'REGULAR', price: this.prices[at] ?? 0, old_price: this.oldPrices[at] ?? 0 };
  }
}
