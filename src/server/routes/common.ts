import { errorEnvelopeSchema } from '../../contracts';
import type { ShopContext } from '../context';

/** Every route documents the error envelope for its 4xx/5xx answers. */
export const errorResponses = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema } as const;

/** A39: language arrives as id/en in any case. */
export const lang = (l: string | undefined): 'id' | 'en' => (l?.toLowerCase() === 'en' ? 'en' : 'id');

/** Whether a package exists and is on sale (cached with the catalogue). */
export const isActivePackage = (ctx: ShopContext, id: number): Promise<boolean> =>
  ctx.caches.catalogue.get(`package-active:${id}`, async () =>
    (await ctx.db.query<{ id: number }>('SELECT id FROM packages WHERE id = $1 AND active', [id])).length > 0);
