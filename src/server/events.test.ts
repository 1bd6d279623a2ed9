import { describe, expect, it } from 'vitest';
import type { Queryable } from './db/types';
import { createEventHub } from './events';

type Events = { paid: { code: string }; failed: { code: string } };
const q: Queryable = { query: async () => [] };

describe('event hub', () => {
  it('runs `within` subscribers at emit, in the emitter\'s transaction, and after-commit ones only once committed', async () => {
    const seen: string[] = [];
    const hub = createEventHub<Events>({ error: () => undefined });
    hub.within('paid', async (tx, e) => { expect(tx).toBe(q); seen.push(`within ${e.code}`); });
    hub.afterCommit('paid', async (e) => { seen.push(`after ${e.code}`); });
    hub.afterCommit('failed', async () => { seen.push('failed'); });
    const batch = hub.begin();
    await batch.emit(q, 'paid', { code: 'A' });
    expect(seen).toEqual(['within A']);
    await batch.committed();
    await batch.committed();
    expect(seen).toEqual(['within A', 'after A']);
  });

  it('a throwing `within` subscriber fails the emit (its transaction rolls back); a throwing after-commit one is logged', async () => {
    const logged: unknown[] = [];
    const hub = createEventHub<Events>({ error: (o: unknown) => { logged.push(o); } });
    hub.within('failed', async () => { throw new Error('no'); });
    hub.afterCommit('paid', async () => { throw new TypeError('mail down'); });
    let after = false;
    hub.afterCommit('paid', async () => { after = true; });
    await expect(hub.begin().emit(q, 'failed', { code: 'B' })).rejects.toThrow('no');
    const batch = hub.begin();
    await batch.emit(q, 'paid', { code: 'C' });
    await batch.committed();
    expect(logged).toEqual([{ error: 'TypeError' }]);
    expect(after).toBe(true);
  });
});
