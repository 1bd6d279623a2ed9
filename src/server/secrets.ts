// Production mode's secrets must be secret: long enough not to be guessed, and one per purpose, as whoever
// learns one (the gateway knows the webhook secret) must not forge what another guards with it.

/** A secret as the configuration holds it: `set` when the environment gave it (not a development default). */
export interface SecretValue {
  env: string;
  value: string | undefined;
  set: boolean;
  /** What knowing it gives away, said when another secret equals it. */
  why?: string | undefined;
}

/** Shorter than this a secret may be guessed; 32 random bytes are 64 hex digits or 43 base64 characters. */
export const MIN_SECRET_CHARS = 32;

/** The refusals for `secrets` (the core's first, then the domains'), in production mode. */
export function secretProblems(secrets: readonly SecretValue[]): string[] {
  const problems: string[] = [];
  const given = secrets.filter((s) => s.set && s.value !== undefined);
  for (const s of given) {
    if ((s.value ?? '').length < MIN_SECRET_CHARS) {
      problems.push(`production mode needs ${s.env} of at least ${MIN_SECRET_CHARS} characters (e.g. openssl rand -hex 32)`);
    }
  }
  for (const [i, a] of given.entries()) {
    for (const b of given.slice(i + 1)) {
      if (a.value !== b.value) continue;
      const why = b.why ?? a.why;
      problems.push(`production mode needs ${a.env} and ${b.env} to differ${why ? ` (${why})` : ''}`);
    }
  }
  return problems;
}
