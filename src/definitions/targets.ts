/**
 * Navigation targets as definitions write them, and route patterns as they declare them. Shared by
 * the lint (every target must lead to a declared route) and the runtime (which resolves them).
 * - a path: '/track', '/track/ABC/x@y.z' (it must match a declared route);
 * - '@page:<id>': the page's path; '@step:<id>': a step of the journey in context;
 * - '@start': the first step of the journey in context (home when there is none).
 */
export const PAGE_PREFIX = '@page:';
export const STEP_PREFIX = '@step:';
export const START = '@start';

export type Target =
  | { kind: 'path'; path: string }
  | { kind: 'page'; id: string }
  | { kind: 'step'; id: string }
  | { kind: 'start' };

export function parseTarget(to: string): Target | null {
  if (to === START) return { kind: 'start' };
  if (to.startsWith(PAGE_PREFIX)) return to.length > PAGE_PREFIX.length ? { kind: 'page', id: to.slice(PAGE_PREFIX.length) } : null;
  if (to.startsWith(STEP_PREFIX)) return to.length > STEP_PREFIX.length ? { kind: 'step', id: to.slice(STEP_PREFIX.length) } : null;
  if (to.startsWith('/')) return { kind: 'path', path: to.split(/[?#]/)[0] ?? to };
  return null;
}

/** A pattern's concrete base: params (and a trailing *) dropped, '/thankyou/:id' -> '/thankyou'. */
export function basePath(pattern: string): string {
  const cut = pattern.split('/').filter((seg) => seg !== '' && !seg.startsWith(':') && seg !== '*');
  return '/' + cut.join('/');
}

/** Fills a pattern's params ('/thankyou/:id/:email?' + {id: 'A'} -> '/thankyou/A'); null when a required one is missing. */
export function fillPattern(pattern: string, params: Readonly<Record<string, unknown>>): string | null {
  const out: string[] = [];
  for (const seg of pattern.split('/').filter(Boolean)) {
    if (!seg.startsWith(':')) { out.push(seg); continue; }
    const optional = seg.endsWith('?');
    const name = seg.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      if (optional) break;
      return null;
    }
    out.push(encodeURIComponent(String(value)));
  }
  return '/' + out.join('/');
}

/**
 * The params a concrete path gives a route pattern (react-router semantics for :param and :param?),
 * decoded; null when the path does not open it. The browser matches letters case-insensitively, as
 * react-router did; the lint does not, so a link's case is checked.
 */
export function patternParams(pattern: string, path: string, opts: { ignoreCase?: boolean } = {}): Record<string, string> | null {
  if (pattern === '*') return null;
  const same = opts.ignoreCase ? (a: string, b: string) => a.toLowerCase() === b.toLowerCase() : (a: string, b: string) => a === b;
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  let i = 0;
  for (const seg of want) {
    const optional = seg.startsWith(':') && seg.endsWith('?');
    if (i >= have.length) { if (optional) continue; return null; }
    if (seg.startsWith(':')) {
      params[seg.slice(1, optional ? -1 : undefined)] = decodeSegment(have[i] ?? '');
      i += 1;
      continue;
    }
    if (!same(seg, have[i] ?? '')) return null;
    i += 1;
  }
  return i === have.length ? params : null;
}

/** A malformed escape (%E0%A4%A) stays as typed instead of throwing. */
function decodeSegment(seg: string): string {
  try { return decodeURIComponent(seg); } catch { return seg; }
}

/** Whether a concrete path opens a route pattern (react-router semantics for :param and :param?). */
export function matchesPattern(pattern: string, path: string, opts: { ignoreCase?: boolean } = {}): boolean {
  return patternParams(pattern, path, opts) !== null;
}
