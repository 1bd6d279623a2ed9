/**
 * A below-the-fold section: on mobile its content (and its read) starts only when scrolled near
 * (IntersectionObserver); on desktop at once (spec section 4). Reserves its height meanwhile.
 */
import { useRef, type ReactNode } from 'react';
import { useNearViewport } from './use-content';

export function LazySection({ lazy, className, testId, children }: { lazy: boolean; className: string; testId: string; children: (near: boolean) => ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, lazy);
  return <div ref={ref} className={className} data-testid={testId} data-loaded={near}>{children(near)}</div>;
}
