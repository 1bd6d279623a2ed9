// Time windows on the server clock, half-open [start, end) (A12).

export interface Window { startsAt?: string; endsAt?: string }

export const isOpen = (w: Window, now: Date): boolean =>
  (w.startsAt === undefined || Date.parse(w.startsAt) <= now.getTime()) && (w.endsAt === undefined || now.getTime() < Date.parse(w.endsAt));

/** The active window (if several, the one started last) and the next one to start. */
export function activeAndNext<W extends Required<Window>>(windows: readonly W[], now: Date): { active: W | null; next: W | null } {
  const t = now.getTime();
  const sorted = [...windows].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const active = sorted.filter((w) => Date.parse(w.startsAt) <= t && t < Date.parse(w.endsAt)).pop() ?? null;
  const next = sorted.find((w) => Date.parse(w.startsAt) > t) ?? null;
  return { active, next };
}
