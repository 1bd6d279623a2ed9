// This process's number index, created with the numbers domain's routes: loaded before the app is built
// ('start'), or in the background after listen ('listen', npm start: a restart answers sooner), when the
// first search wants it or INDEX_AFTER_LISTEN_MS after listen; search asks the database until it is there.
import type { FastifyInstance } from 'fastify';
import type { ShopContext } from '../../context';
import { LiveNumberIndex } from './live-number-index';
import { takesOf } from './taken-numbers';

const INDEX_AFTER_LISTEN_MS = 2000;

export async function startNumberIndex(app: FastifyInstance, ctx: ShopContext): Promise<LiveNumberIndex> {
  const numberIndex = new LiveNumberIndex(ctx.db, { onTake: takesOf(ctx).onTake, onResync: (fn) => { ctx.bus.onResync(fn); } },
    (err) => app.log.error({ err }, 'number index not loaded: number search reads the database'));
  app.addHook('onClose', async () => {
    numberIndex.close();
    await numberIndex.settled();
  });
  // The first requests after a restart do not queue behind the index's reads (PGlite answers one query at a time).
  if (ctx.loadIndexes === 'listen') app.addHook('onListen', async () => { setTimeout(() => numberIndex.wanted(), INDEX_AFTER_LISTEN_MS).unref(); });
  else await numberIndex.reload();
  return numberIndex;
}
