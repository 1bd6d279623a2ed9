// Editor accounts: created from the command line (scripts/studio-account.ts) or by an admin in the
// studio; sign-in checks the password, locks an email out after repeated failures and limits the
// attempts from one client address.
import type { Queryable } from '../db/types';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import type { Role } from './roles';

export interface Account {
  id: number;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
  createdAt: string;
}

interface AccountRow { id: string | number; email: string; name: string; role: Role; disabled: boolean; created_at: Date | string; password_hash: string }

/** After this many failed sign-ins in a row an email is locked for LOCK_MINUTES. */
export const MAX_FAILURES = 5;
export const LOCK_MINUTES = 15;
/** Sign-in attempts (any email, any outcome) one client address may make per ADDRESS_WINDOW_MINUTES. */
export const ADDRESS_MAX_ATTEMPTS = 30;
export const ADDRESS_WINDOW_MINUTES = 15;

export const normalEmail = (email: string): string => email.trim().toLowerCase();

const accountOf = (r: AccountRow): Account => ({
  id: Number(r.id), email: r.email, name: r.name, role: r.role, disabled: r.disabled, createdAt: new Date(r.created_at).toISOString(),
});

export class DuplicateEmail extends Error {}

export type SignIn =
  | { ok: true; account: Account }
  | { ok: false; reason: 'wrong' }
  | { ok: false; reason: 'locked'; until: Date; minutesLeft: number }
  | { ok: false; reason: 'address'; retryAfterSeconds: number };

export class Accounts {
  constructor(private readonly db: Queryable, private readonly now: () => Date = () => new Date()) {}

  async create(input: { email: string; name: string; role: Role; password: string }): Promise<Account> {
    const hash = await hashPassword(input.password);
    const rows = await this.db.query<AccountRow>(
      `INSERT INTO studio_accounts (email, name, role, password_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (email) DO NOTHING RETURNING *`, [normalEmail(input.email), input.name.trim(), input.role, hash]);
    if (!rows[0]) throw new DuplicateEmail(input.email);
    return accountOf(rows[0]);
  }

  async list(): Promise<Account[]> {
    return (await this.db.query<AccountRow>('SELECT * FROM studio_accounts ORDER BY email')).map(accountOf);
  }

  async get(id: number): Promise<Account | null> {
    const rows = await this.db.query<AccountRow>('SELECT * FROM studio_accounts WHERE id = $1', [id]);
    return rows[0] ? accountOf(rows[0]) : null;
  }

  /** Role, name, disabled and password; a disabled account or a new password ends its sessions. */
  async update(id: number, change: { role?: Role; name?: string; disabled?: boolean; password?: string }): Promise<Account | null> {
    const hash = change.password === undefined ? null : await hashPassword(change.password);
    const rows = await this.db.query<AccountRow>(
      `UPDATE studio_accounts SET role = COALESCE($2, role), name = COALESCE($3, name), disabled = COALESCE($4, disabled),
         password_hash = COALESCE($5, password_hash) WHERE id = $1 RETURNING *`,
      [id, change.role ?? null, change.name?.trim() ?? null, change.disabled ?? null, hash]);
    const row = rows[0];
    if (!row) return null;
    if (change.disabled === true || hash !== null) await this.db.query('DELETE FROM studio_sessions WHERE account_id = $1', [id]);
    if (hash !== null) await this.db.query('DELETE FROM studio_login_failures WHERE email = $1', [row.email]);
    return accountOf(row);
  }

  /**
   * The same answer and about the same time for an unknown email, a disabled account and a wrong
   * password; the lockout counts guesses per email whether or not the account exists. `address`
   * (the client's, from the request) is limited too: ADDRESS_MAX_ATTEMPTS per ADDRESS_WINDOW_MINUTES.
   */
  async signIn(emailGiven: string, password: string, address?: string): Promise<SignIn> {
    const email = normalEmail(emailGiven);
    const now = this.now();
    // The address first: a refused address spends none of the email's guesses.
    if (address !== undefined) {
      const retryAfterSeconds = await this.takeAddressAttempt(address, now);
      if (retryAfterSeconds !== null) return { ok: false, reason: 'address', retryAfterSeconds };
    }
    const guess = await this.reserveGuess(email, now);
    const minutesLeft = (until: Date): number => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
    if (guess.refused) return { ok: false, reason: 'locked', until: guess.lockedUntil, minutesLeft: minutesLeft(guess.lockedUntil) };
    const row = (await this.db.query<AccountRow>('SELECT * FROM studio_accounts WHERE email = $1', [email]))[0];
    const matches = await verifyPassword(password, row?.password_hash ?? (await dummyHash()));
    if (row && matches && !row.disabled) {
      await this.db.query('DELETE FROM studio_login_failures WHERE email = $1', [email]);
      return { ok: true, account: accountOf(row) };
    }
    // The reservation already counted this failure; the one that reached MAX_FAILURES set the lock.
    return guess.lockedUntil ? { ok: false, reason: 'locked', until: guess.lockedUntil, minutesLeft: minutesLeft(guess.lockedUntil) } : { ok: false, reason: 'wrong' };
  }

  /**
   * Counts a guess for the email before its password is checked, in one statement (the row's lock
   * orders concurrent guesses, in this process or another): guesses 1..MAX_FAILURES are checked, the
   * last of them sets the lock, and any guess while the lock holds is refused unchecked. Reading the
   * count and writing it back after the slow check let a burst of guesses all read the same count.
   */
  private async reserveGuess(email: string, now: Date): Promise<{ refused: true; lockedUntil: Date } | { refused: false; lockedUntil: Date | null }> {
    const lockUntil = new Date(now.getTime() + LOCK_MINUTES * 60_000);
    const rows = await this.db.query<{ failures: number; locked_until: Date | string | null }>(
      `INSERT INTO studio_login_failures AS f (email, failures, locked_until) VALUES ($1, 1, NULL)
       ON CONFLICT (email) DO UPDATE SET
         -- While locked the count stays past the limit (a row locked before counts were reserved held 0);
         -- a lock that ran out starts a fresh count.
         failures = CASE WHEN f.locked_until > $2 THEN $3 + 1 WHEN f.locked_until IS NOT NULL THEN 1 ELSE f.failures + 1 END,
         locked_until = CASE WHEN f.locked_until > $2 THEN f.locked_until
                             WHEN f.locked_until IS NULL AND f.failures + 1 >= $3 THEN $4::timestamptz END
       RETURNING failures, locked_until`,
      [email, now, MAX_FAILURES, lockUntil]);
    const row = rows[0];
    if (!row) throw new Error('the sign-in count returned no row');
    const lockedUntil = row.locked_until ? new Date(row.locked_until) : null;
    if (row.failures > MAX_FAILURES) return { refused: true, lockedUntil: lockedUntil ?? lockUntil };
    return { refused: false, lockedUntil };
  }

  /**
   * Records a sign-in attempt from the address unless ADDRESS_MAX_ATTEMPTS were made from it in the
   * last ADDRESS_WINDOW_MINUTES (one conditional statement, so concurrent attempts and processes share
   * the count). Null: recorded; else the seconds until the oldest attempt leaves the window.
   */
  private async takeAddressAttempt(address: string, now: Date): Promise<number | null> {
    const since = new Date(now.getTime() - ADDRESS_WINDOW_MINUTES * 60_000);
    // The row keeps the times of the attempts in the window (at most ADDRESS_MAX_ATTEMPTS): an exact
    // sliding window, where a fixed one would let twice the limit through across its edge.
    const taken = await this.db.query<{ address: string }>(
      `INSERT INTO studio_login_addresses AS a (address, attempts) VALUES ($1, ARRAY[$2::timestamptz])
       ON CONFLICT (address) DO UPDATE
         SET attempts = ARRAY(SELECT t FROM unnest(a.attempts) t WHERE t > $3 ORDER BY t) || $2::timestamptz
         WHERE (SELECT count(*) FROM unnest(a.attempts) t WHERE t > $3) < $4
       RETURNING address`,
      [address, now, since, ADDRESS_MAX_ATTEMPTS]);
    if (taken.length > 0) return null;
    const oldest = (await this.db.query<{ t: Date | string | null }>(
      'SELECT min(t) AS t FROM studio_login_addresses, unnest(attempts) t WHERE address = $1 AND t > $2', [address, since]))[0]?.t;
    const frees = oldest ? new Date(oldest).getTime() + ADDRESS_WINDOW_MINUTES * 60_000 : now.getTime();
    return Math.max(1, Math.ceil((frees - now.getTime()) / 1000));
  }
}
