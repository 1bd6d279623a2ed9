// LISTEN on a dedicated PostgreSQL connection (a pooled one would be handed to other queries).
// A dropped connection is opened again after a pause; since NOTIFY is not queued for absent
// listeners, `reconnected` tells the caller to re-read what it may have missed.
import type pg from 'pg';

const RETRY_MS = 500;

export async function listenPg(
  url: string, channel: string, onMessage: (payload: string) => void, reconnected: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const ident = `"${channel.replace(/"/g, '""')}"`;

  const { default: pgModule } = await import('pg');
  const connect = async (): Promise<pg.Client> => {
    const c = new pgModule.Client({ connectionString: url });
    c.on('notification', (n) => { if (n.channel === channel && n.payload !== undefined) onMessage(n.payload); });
    c.on('error', () => { if (client === c) drop(c); });
    c.on('end', () => { if (client === c) drop(c); });
    await c.connect();
    await c.query(`LISTEN ${ident}`);
    return c;
  };
  const drop = (c: pg.Client): void => {
    client = undefined;
    c.removeAllListeners('notification');
    void c.end().catch(() => undefined);
    if (stopped || retry) return;
    const again = (): void => {
      retry = setTimeout(() => {
        retry = undefined;
        if (stopped) return;
        connect().then((c2) => {
          if (stopped) { void c2.end(); return; }
          client = c2;
          reconnected();
        }, again);
      }, RETRY_MS);
    };
    again();
  };

  client = await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    if (c) await c.end().catch(() => undefined);
  };
}
