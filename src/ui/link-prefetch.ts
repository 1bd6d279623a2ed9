/**
 * Routes of the links a shopper can see start loading (definition and widget code) once the page
 * has loaded, its first screen has rendered and the browser is idle: a tap on "buy" then waits for
 * data only. Code only (warmRoute): the models are not touched, so the screen in use never re-runs
 * anything. One observer for all links, each route once; nothing on a data-saver connection or
 * where the browser lacks the APIs.
 */
import { renderedAndIdle } from '../state/browser-idle';
import { warmRoute } from './route-preload';

interface SaveDataNavigator extends Navigator { connection?: { saveData?: boolean } }

const started = new Set<string>();
const paths = new WeakMap<Element, string>();
let observer: IntersectionObserver | null | undefined;

function observerOf(): IntersectionObserver | null {
  if (observer !== undefined) return observer;
  const saveData = (navigator as SaveDataNavigator).connection?.saveData === true;
  observer = saveData || typeof IntersectionObserver !== 'function' ? null : new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const path = paths.get(entry.target);
      observer?.unobserve(entry.target);
      if (!path || started.has(path)) continue;
      started.add(path);
      void renderedAndIdle().then(() => warmRoute(path));
    }
  });
  return observer;
}

/** Watches a link for the viewport; returns the cleanup. */
export function prefetchInView(el: Element, path: string): () => void {
  const io = observerOf();
  if (!io || started.has(path)) return () => {};
  paths.set(el, path);
  io.observe(el);
  return () => io.unobserve(el);
}
