import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveRelay, type LiveEvent, type LiveUpstream } from '../../src/server/content/live-relay';

/** An upstream the test drives: how often it was opened, and a handle to end or feed the current one. */
function fakeUpstream() {
  const opened: Array<{ emit(e: LiveEvent): void; end(err?: unknown): void; stopped: boolean }> = [];
  const upstream: LiveUpstream = async (emit, ended) => {
    const handle = { emit, end: ended, stopped: false };
    opened.push(handle);
    return () => { handle.stopped = true; };
  };
  return { upstream, opened };
}

const log = Fastify({ logger: false }).log;
const event: LiveEvent = { documentId: 'banner-1', type: 'banner', transition: 'update' };

describe('live relay', () => {
  // The relay's back-off is a timer: the tests move the clock instead of waiting for it.
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('fans one upstream out to every subscriber and stops it with the last one', async () => {
    const { upstream, opened } = fakeUpstream();
    const relay = new LiveRelay(upstream, log);
    const a: LiveEvent[] = [];
    const b: LiveEvent[] = [];
    const offA = relay.subscribe((e) => a.push(e));
    const offB = relay.subscribe((e) => b.push(e));
    await relay.ready();
    expect(opened).toHaveLength(1);
    opened[0].emit(event);
    expect(a).toEqual([event]);
    expect(b).toEqual([event]);
    offA();
    expect(opened[0].stopped).toBe(false);
    offB();
    expect(opened[0].stopped).toBe(true);
  });

  it('opens the upstream again when it ends while subscribers remain, and events flow again', async () => {
    const { upstream, opened } = fakeUpstream();
    const relay = new LiveRelay(upstream, log);
    const seen: LiveEvent[] = [];
    relay.subscribe((e) => seen.push(e));
    await relay.ready();
    opened[0].end();
    await vi.advanceTimersByTimeAsync(1200);
    await relay.ready();
    expect(opened).toHaveLength(2);
    opened[1].emit(event);
    expect(seen).toEqual([event]);
    relay.close();
    expect(opened[1].stopped).toBe(true);
  });

  it('retries an upstream that fails to open, and does not reopen once nobody listens', async () => {
    let attempts = 0;
    const failing: LiveUpstream = async () => { attempts += 1; throw new Error('lake unreachable'); };
    const relay = new LiveRelay(failing, log);
    const off = relay.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(1300);
    expect(attempts).toBe(2);
    off();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toBe(2);
  });
});
