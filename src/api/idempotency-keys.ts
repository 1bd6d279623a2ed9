/**
 * Idempotency keys of the browser's submits: a fresh key for every request of an idempotent
 * operation, except that the very same request sent again before any answer came back (the
 * answer was lost to the network, or a second click raced the first) goes with the same key, so
 * the server answers it with the first result instead of doing the work twice.
 */

/** Requests still without an answer (operation + URL + body) and the key each went with. */
const unanswered = new Map<string, string>();

/** 128 random bits as hex: getRandomValues also works where randomUUID does not (plain http). */
function newKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key of a request (`what` identifies it exactly); keep it until `answered(what)`. */
export function keyFor(what: string): string {
  const seen = unanswered.get(what);
  if (seen !== undefined) return seen;
  const key = newKey();
  unanswered.set(what, key);
  return key;
}

/** The server answered (with a result or an error): the next request, even an identical one, is a new submit. */
export function answered(what: string): void {
  unanswered.delete(what);
}
