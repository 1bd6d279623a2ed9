/**
 * Thin, guarded access to sessionStorage and cookies. Only ever called from effect handlers, never at
 * module load or during render, so server rendering and node tests stay safe.
 */

export function readSession(key: string): unknown {
  if (typeof sessionStorage === 'undefined') return null;
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: unknown): void {
  if (typeof sessionStorage === 'undefined') return;
  try { sessionStorage.setItem(key, JSON.stringify(value)); } catch { /* quota or private mode: keep going in memory */ }
}

export function removeSession(key: string): void {
  if (typeof sessionStorage === 'undefined') return;
  try { sessionStorage.removeItem(key); } catch { /* ignore */ }
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  if (!hit) return null;
  try { return decodeURIComponent(hit.slice(name.length + 1)); } catch { return null; }
}

export function writeCookie(name: string, value: string, days: number): void {
  if (typeof document === 'undefined') return;
  const expires = new Date(Date.now() + days * 864e5).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
