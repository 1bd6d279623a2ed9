/** An in-app link that goes through the route checkpoint (go); external links open normally. */
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { prefetchInView } from './link-prefetch';
import { go } from './navigation';
import { preloadRoute } from './route-preload';

interface Props {
  to?: string;
  href?: string;
  external?: boolean;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
  testId?: string;
}

export function AppLink({ to, href, external, className, children, onNavigate, testId }: Props) {
  const ref = useRef<HTMLAnchorElement>(null);
  const path = to ? (to.split(/[?#]/)[0] ?? to) : null;
  // In view: its route loads when the browser is idle (link-prefetch.ts).
  useEffect(() => (ref.current && path ? prefetchInView(ref.current, path) : undefined), [path]);
  if (!to) {
    return (
      <a className={className} href={href} data-testid={testId} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  }
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onNavigate?.();
    go(to);
  };
  // About to be followed (pointer over it, keyboard focus, a touch): its route starts loading.
  const preload = () => { void preloadRoute(path ?? to); };
  return (
    <a ref={ref} className={className} href={to} onClick={onClick} data-testid={testId} onMouseEnter={preload} onFocus={preload} onTouchStart={preload}>
      {children}
    </a>
  );
}
