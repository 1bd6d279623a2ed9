// A domain's sweep runs on its interval once the app is ready, never two rounds of it at once, and the app's
// close waits for a round under way.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ShopContext } from '../../../src/server/context';
import { runSweeps } from '../../../src/server/sweeps';

const quietLog = { info: () => undefined, error: () => undefined } as unknown as ShopContext['log'];

describe('runSweeps', () => {
  it('runs a sweep again only after its round ended, and close waits for the round', async () => {
    const app = Fastify();
    let rounds = 0;
    let active = 0;
    let most = 0;
    let release: () => void = () => undefined;
    const secondStarted = new Promise<void>((resolve) => {
      runSweeps(app, { log: quietLog } as ShopContext, [{
        name: 'test', everySeconds: 0.005,
        run: async () => {
          rounds++;
          active++;
          most = Math.max(most, active);
          if (rounds === 2) resolve();
          // The second round holds until the test releases it: the timer fires meanwhile and must not start a third.
          if (rounds === 2) await new Promise<void>((r) => { release = r; });
          active--;
          return 0;
        },
      }]);
    });
    expect(rounds).toBe(0);
    await app.ready();
    await secondStarted;
    // Let the interval fire several times while the round is held (a signal, not a sleep: three more turns of the timer).
    for (let i = 0; i < 3; i++) await new Promise<void>((r) => setTimeout(r, 10));
    expect(rounds).toBe(2);
    let closed = false;
    const closing = app.close().then(() => { closed = true; });
    await Promise.resolve();
    expect(closed).toBe(false);
    release();
    await closing;
    expect(closed).toBe(true);
    expect(most).toBe(1);
    const after = rounds;
    await new Promise<void>((r) => setTimeout(r, 20));
    expect(rounds).toBe(after);
  });
});
