/** Hooks the home and content widgets share: content lists, near-viewport loading, links. */
import { useUnit } from 'effector-react';
import { useEffect, useState, type RefObject } from 'react';
import type { ContentList } from '../../../state/content-model';
import { readKey, useServerRead } from '../../server-reads';

/** The list's items (null while not loaded yet); asks the model to load it on mount (on the server: reads it while rendering). */
export function useContentList<T>(list: ContentList<T>, enabled = true): T[] | null {
  const data = useUnit(list.$data);
  const served = useServerRead(readKey.content(list.name), () => list.fetchFx.use.getCurrent()(), enabled && data === null) as T[] | undefined;
  useEffect(() => { if (enabled) list.requested(); }, [list, enabled]);
  return data ?? served ?? null;
}

/**
 * True once the element is near the viewport (mobile: below-the-fold sections load when scrolled
 * near, spec section 4); at once on desktop or without IntersectionObserver.
 */
export function useNearViewport(ref: RefObject<Element | null>, lazy: boolean, margin = '300px'): boolean {
  const [near, setNear] = useState(!lazy);
  useEffect(() => {
    if (!lazy) { setNear(true); return; }
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') { setNear(true); return; }
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) { setNear(true); io.disconnect(); }
    }, { rootMargin: margin });
    io.observe(el);
    return () => io.disconnect();
  }, [ref, lazy, margin]);
  return near;
}

/** In-app paths go through the router; anything else is an external link. */
export function linkTarget(url: string): { to?: string; href?: string; external?: boolean } {
  if (url.startsWith('/') && !url.startsWith('//')) return { to: url };
  return { href: url, external: /^https?:/i.test(url) };
}

export const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
