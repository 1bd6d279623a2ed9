import type { FastifyInstance } from 'fastify';
import { packagesQuerySchema, packagesResponseSchema, type Package, type PackagesQuery, type PackagesResponse } from '../../contracts';
import type { ShopContext } from '../context';
import { errorResponses, lang } from './common';

interface PackageRow {
  id: number; parent_id: number | null; name: string; description: string; value: number; old_value: number; img: string;
}

export function packageRoutes(app: FastifyInstance, ctx: ShopContext): void {
  app.get<{ Querystring: PackagesQuery; Reply: PackagesResponse }>('/api/v3/number/packages', {
    schema: {
      tags: ['catalogue'], summary: 'Active packages of a product type, with their bonus (child) packages in `advance`',
      querystring: packagesQuerySchema, response: { 200: packagesResponseSchema, ...errorResponses },
    },
  }, async (req) => {
    const l = lang(req.query.language);
    const type = req.query.type ?? 'prepaid';
    return ctx.caches.catalogue.get(`packages:${type}:${l}`, () => loadPackages(ctx, type, l));
  });
}

async function loadPackages(ctx: ShopContext, type: string, l: 'id' | 'en'): Promise<PackagesResponse> {
  // One query for parents and children; the column names are fixed, only the language suffix varies.
  const rows = await ctx.db.query<PackageRow>(
    `SELECT p.id, p.parent_id, p.name_${l} AS name, p.description_${l} AS description, p.value, p.old_value, p.img
     FROM packages p LEFT JOIN packages parent ON parent.id = p.parent_id
     WHERE p.product_type = $1 AND p.active AND (parent.id IS NULL OR parent.active)
     ORDER BY p.parent_id NULLS FIRST, p.sort, p.id`,
    [type],
  );
  const byId = new Map<number, Package>();
  for (const r of rows) {
    if (r.parent_id === null) {
      byId.set(r.id, { id: r.id, name: r.name, value: r.value, old_value: r.old_value, img: r.img, description: r.description, advance: [] });
    } else {
      byId.get(r.parent_id)?.advance.push({ id: r.id, name: r.name, value: r.value, old_value: r.old_value });
    }
  }
  return { packages: [...byId.values()] };
}
