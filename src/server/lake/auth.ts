// The admin token: ADMIN_TOKEN, else a random development token generated once and kept in the
// database (lake_meta) so it survives restarts.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { bearer, tokenMatches } from '../editors/principal';

export async function resolveAdminToken(db: Db, configured: string | undefined): Promise<{ token: string; generated: boolean }> {
  if (configured) return { token: configured, generated: false };
  await db.query(`INSERT INTO lake_meta (key, value) VALUES ('admin_token', $1) ON CONFLICT (key) DO NOTHING`, [randomBytes(24).toString('base64url')]);
  const rows = await db.query<{ value: string }>(`SELECT value FROM lake_meta WHERE key = 'admin_token'`);
  return { token: rows[0].value, generated: true };
}

/** The bearer token is the admin token (the shop's own reads, scripts). */
export const isAdmin = (req: FastifyRequest, adminToken: string): boolean => tokenMatches(bearer(req), adminToken);

/** A content-lake query without the admin token: rate limited like the API (the shop's own reads carry the token). */
export function isAnonymousLakeQuery(req: FastifyRequest, adminToken: string): boolean {
  return /^\/v[^/?]+\/data\/query\//.test(req.url) && !isAdmin(req, adminToken);
}
