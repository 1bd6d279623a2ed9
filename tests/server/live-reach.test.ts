// The studio's "reached N open shop pages": counted from the deliveries the /api/live streams make.
import { describe, expect, it } from 'vitest';
import { LiveReach } from '../../src/server/content/live-reach';
import type { LiveEvent } from '../../src/server/content/live-relay';

const at = new Date('2030-01-02T03:04:05.000Z');
const published = (rev: string): LiveEvent => ({ documentId: 'banner.a', type: 'banner', transition: 'update', rev });

describe('live reach', () => {
  it('answers at once when no shop page is open', async () => {
    const reach = new LiveReach(() => at);
    expect(await reach.reached('banner.a', 'r1', 5_000)).toEqual({ reached: false, pages: 0, reason: 'no-open-pages' });
  });

  it('waits for the delivery and counts every page the event was written to in that pass', async () => {
    const reach = new LiveReach(() => at);
    const pages = [reach.pageOpened(), reach.pageOpened(), reach.pageOpened()];
    const answer = reach.reached('banner.a', 'r1', 5_000);
    for (let i = 0; i < pages.length; i += 1) reach.delivered(published('r1'));
    expect(await answer).toEqual({ reached: true, at: at.toISOString(), pages: 3 });
    // Asked after the delivery: the remembered one.
    expect(await reach.reached('banner.a', 'r1', 5_000)).toEqual({ reached: true, at: at.toISOString(), pages: 3 });
  });

  it('does not take another revision\'s delivery for the one asked about, and says when it did not arrive', async () => {
    const reach = new LiveReach(() => at);
    const close = reach.pageOpened();
    const answer = reach.reached('banner.a', 'r2', 50);
    reach.delivered(published('r1'));
    expect(await answer).toEqual({ reached: false, pages: 1, reason: 'timeout' });
    close();
    close();
    expect(reach.openPages).toBe(0);
  });
});
