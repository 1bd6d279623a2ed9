// Work a domain does by itself from time to time (payments whose window ran out), declared by the domain
// (`sweeps` in its domain.ts) and run by every process of the app: a sweep's writes are guarded by the row's
// state, so two processes sweeping at once change each row, and emit its event, once.
import type { FastifyInstance } from 'fastify';
import type { ShopContext } from './context';

export interface DomainSweep {
  /** Names it in the log. */
  readonly name: string;
  /** How often it runs; the first run is one interval after the app is ready (a start is not slowed). */
  readonly everySeconds: number;
  /** Does one round; answers how many things it changed (logged when any). */
  readonly run: (ctx: ShopContext) => Promise<number>;
}

/** Runs the sweeps while the app is up: never two rounds of one sweep at once, the last one awaited on close. */
export function runSweeps(app: FastifyInstance, ctx: ShopContext, sweeps: readonly DomainSweep[]): void {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  const round = (sweep: DomainSweep, busy: { now: boolean }): void => {
    if (busy.now) return;
    busy.now = true;
    const done = sweep.run(ctx)
      .then((changed) => { if (changed > 0) ctx.log.info({ sweep: sweep.name, changed }, 'sweep'); })
      .catch((err: unknown) => { ctx.log.error({ sweep: sweep.name, error: err instanceof Error ? err.message : typeof err }, 'a sweep failed'); })
      .finally(() => { busy.now = false; running.delete(done); });
    running.add(done);
  };
  app.addHook('onReady', async () => {
    for (const sweep of sweeps) {
      const busy = { now: false };
      const timer = setInterval(() => round(sweep, busy), sweep.everySeconds * 1000);
      timer.unref();
      timers.push(timer);
    }
  });
  app.addHook('onClose', async () => {
    for (const t of timers) clearInterval(t);
    await Promise.all([...running]);
  });
}
