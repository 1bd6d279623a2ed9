// The browser's client gives an idempotent operation (orders.create) an Idempotency-Key per submit,
// and the same key again only for the very same request resent after its answer was lost.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callOperation } from '../../../src/api/operations';

interface Sent { url: string; key: string | undefined }
let sent: Sent[];
/** What the stub network does with the next request: answer with a status, or lose it. */
let next: Array<number | 'lost'>;

beforeEach(() => {
  sent = [];
  next = [];
  vi.stubGlobal('fetch', async (url: string, init: { headers: Record<string, string> }) => {
    sent.push({ url, key: init.headers['idempotency-key'] });
    const outcome = next.shift() ?? 200;
    if (outcome === 'lost') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(outcome === 200 ? { order_code: 'X' } : { code: 40011, message: 'taken' }), { status: outcome });
  });
});
afterEach(() => { vi.unstubAllGlobals(); });

const order = (numberId: number) => callOperation('orders.create', { body: { orderType: 'SIMPRE', payload: { numberId } } });

describe('Idempotency-Key', () => {
  it('every submit of orders.create carries a fresh key; other operations carry none', async () => {
    await order(1);
    await order(1);
    await callOperation('numbers.status', { params: { numberId: 1 } });
    expect(sent[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
    expect(sent[2]?.key).toBeUndefined();
  });

  it('the same request resent after a lost answer keeps its key; an answered one (even an error) does not', async () => {
    next = ['lost', 200];
    await expect(order(2)).rejects.toMatchObject({ status: 0 });
    await order(2);
    expect(sent[1]?.key).toBe(sent[0]?.key);

    next = [409];
    await expect(order(2)).rejects.toMatchObject({ code: 40011 });
    await order(2);
    expect(new Set(sent.map((s) => s.key)).size).toBe(3);
  });

  it('another request after a lost answer is another submit', async () => {
    next = ['lost'];
    await expect(order(3)).rejects.toMatchObject({ status: 0 });
    await order(4);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });
});
