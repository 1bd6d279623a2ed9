// The definition sets that passed every publish check (definitionSetIssues), by the SHA-256 of their
// canonical JSON (migration 83). A studio publish records the set it checked; the server serves a set
// only when it is recorded here (or is the deploy's own flows/, checked by the build) or passes the
// checks when it is built: a definition document written around the checks (a script with the admin
// token, an edit in hosted Sanity's own studio) is never served unchecked.
import { createHash } from 'node:crypto';
import type { RawDefinitions } from '../../definitions/raw';
import { stableJson } from '../../definitions/stable-json';
import type { Queryable } from '../db/types';

/**
 * How many releases are kept: the newest is what is served when the lake's set fails the checks, and
 * each stays servable by its version for visits pinned to it (a journey begun before a publish).
 */
export const KEPT = 20;

/** Unlike setDigest (a cache key), collision-resistant: a set crafted to match a checked one must not pass. */
export const releaseDigest = (set: RawDefinitions): string => createHash('sha256').update(stableJson(set)).digest('hex');

export class CheckedReleases {
  constructor(private readonly db: Queryable, private readonly now: () => Date = () => new Date()) {}

  async has(digest: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM definition_releases WHERE digest = $1', [digest])).length > 0;
  }

  /** Records a set that passed the checks; `by` names who checked it (an editor, or the server). */
  async record(set: RawDefinitions, by: string): Promise<string> {
    const digest = releaseDigest(set);
    await this.db.query(
      `INSERT INTO definition_releases (digest, body, checked_at, checked_by) VALUES ($1, $2::jsonb, $3, $4)
       ON CONFLICT (digest) DO UPDATE SET checked_at = EXCLUDED.checked_at, checked_by = EXCLUDED.checked_by,
         seq = nextval(pg_get_serial_sequence('definition_releases', 'seq'))`,
      [digest, JSON.stringify(set), this.now().toISOString(), by]);
    await this.db.query(
      `DELETE FROM definition_releases WHERE digest NOT IN (SELECT digest FROM definition_releases ORDER BY seq DESC LIMIT ${KEPT})`);
    return digest;
  }

  /** The digests of the kept sets, newest first. */
  async digests(): Promise<string[]> {
    return (await this.db.query<{ digest: string }>('SELECT digest FROM definition_releases ORDER BY seq DESC')).map((r) => r.digest);
  }

  /** One kept set by its digest, or null (never recorded, or no longer kept). */
  async body(digest: string): Promise<RawDefinitions | null> {
    const rows = await this.db.query<{ body: RawDefinitions | string }>('SELECT body FROM definition_releases WHERE digest = $1', [digest]);
    const body = rows[0]?.body;
    return body === undefined ? null : typeof body === 'string' ? (JSON.parse(body) as RawDefinitions) : body;
  }

  /** The newest checked set, or null. */
  async newest(): Promise<RawDefinitions | null> {
    const rows = await this.db.query<{ body: RawDefinitions | string }>('SELECT body FROM definition_releases ORDER BY seq DESC LIMIT 1');
    const body = rows[0]?.body;
    return body === undefined ? null : typeof body === 'string' ? (JSON.parse(body) as RawDefinitions) : body;
  }
}
