// Regular-number search answered from this process's number index, with the answers of recent searches
// kept as the same objects (so their serialised and compressed bodies are kept with them, cache.ts).
// A kept answer is exact, not merely recent: it is answered again while none of its numbers was taken
// and no hold it stepped over has ended (a number freed then belongs in it); otherwise it is searched again.
import type { NumberSearchResponse } from '../../../contracts';
import { keptWithCache } from '../../cache';
import type { LiveNumberIndex } from './live-number-index';
import type { IndexPage, NumberIndex } from './number-index';

interface Kept { index: NumberIndex; version: number; page: IndexPage; answer: NumberSearchResponse }

/** Answers kept: every 3-digit keyword's first page and the busiest 4-digit ones (a few KB each). */
const MAX_KEPT = 2000;

export class IndexedSearch {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly live: LiveNumberIndex, private readonly keep: boolean) {}

  /** The answer, or undefined while the index is not loaded (the caller asks the database). */
  answer(digits: string | undefined, limit: number, offset: number, now: number): NumberSearchResponse | undefined {
    const index = this.live.index;
    if (!index) {
      this.live.wanted();
      return undefined;
    }
    const key = `${digits ?? ''}:${offset}:${limit}`;
    const hit = this.kept.get(key);
    if (hit && hit.index === index && now <= hit.page.validUntil && (hit.version === index.version || hit.page.at.every((at) => index.isFree(at, now)))) {
      hit.version = index.version;
      return hit.answer;
    }
    const page = index.search(digits, limit, offset, now);
    const answer: NumberSearchResponse = { numbers: page.at.map((at) => index.numberAt(at)) };
    if (!this.keep) return answer;
    this.kept.delete(key);
    if (this.kept.size >= MAX_KEPT) {
      const oldest = this.kept.keys().next();
      if (!oldest.done) this.kept.delete(oldest.value);
    }
    this.kept.set(key, { index, version: index.version, page, answer: keptWithCache(answer) });
    return answer;
  }
}
