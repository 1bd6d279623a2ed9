/** One route of the table: redirects, journey entries, and screens behind the one checkpoint. */
import { useStoreMap, useUnit } from 'effector-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { runActions } from '../runtime/actions';
import { canEnter } from '../runtime/guards';
import { NOT_FOUND_PATH, type RouteEntry } from '../runtime/routes';
import { $definitionsSettled, $model } from '../state/definitions-model';
import { screenInfoOf, screenShown } from '../state/screen-model';
import { $hydrated, journeyEntered, journeyOfRoute } from '../state/session-model';
import { $snapshot } from '../state/snapshot';
import { Footer } from './Footer';
import { Header } from './Header';
import { host } from './host';
import { navigateTo, Redirect, useShopLocation } from './location';
import { useRouteParams } from './route-params';
import { ScreenSkeleton } from './BlockSkeleton';
import { mainClass } from './layout-classes';
import { preloadRoute } from './route-preload';
import { ScreenRenderer } from './ScreenRenderer';
import { Spinner } from './Spinner';
import { useTexts } from './use-texts';

/** The first route rendered in this page load is a direct load (deep link or reload; A13). */
let firstRouteRendered = false;

/** Entering a journey: its entry actions (a reset ...), then its traits, then its first step. */
function EntryRoute({ route }: { route: RouteEntry }) {
  const { search } = useShopLocation();
  const [hydrated, model] = useUnit([$hydrated, $model]);
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    void runActions(host, route.entryActions).finally(() => {
      const journey = journeyOfRoute(model, route);
      if (journey) journeyEntered(journey);
      if (live) navigateTo((route.redirectTo ?? model.homePath) + search, { replace: true });
    });
    return () => { live = false; };
  }, [hydrated, route, search, model]);
  return <Spinner />;
}

function ScreenRoute({ route }: { route: RouteEntry }) {
  const location = useShopLocation();
  const params = useRouteParams();
  const [snapshot, hydrated, model] = useUnit([$snapshot, $hydrated, $model]);
  // One instance serves every screen the visitor moves through (RouteView renders it unkeyed), so what is
  // per arrival is kept by location key: only the landing location is a direct load (A13).
  const landedKey = useRef(firstRouteRendered ? null : location.key);
  const direct = landedKey.current === location.key;
  const ranFor = useRef('');
  const { t } = useTexts();
  const paramsKey = JSON.stringify(params);

  // Before any widget's own effects run (a child's effects run before its parent's): a widget's arrival
  // rule then reads this screen's params and query (a link's ?package=), not the screen before.
  useLayoutEffect(() => {
    firstRouteRendered = true;
    screenShown({ ...screenInfoOf(route, location.pathname, location.search), params: JSON.parse(paramsKey) as Record<string, string> });
    if (route.screen?.title) document.title = t(route.screen.title);
  }, [route, t, paramsKey, location.pathname, location.search]);

  // A step belongs to its journey: a deep link into it enters the journey (its traits) too.
  useEffect(() => {
    if (!hydrated || route.kind !== 'step') return;
    const journey = journeyOfRoute(model, route);
    if (journey) journeyEntered(journey);
  }, [hydrated, route, model]);

  // Screen entry actions (e.g. home's homeReset) once per visit of this location.
  useEffect(() => {
    if (!hydrated || ranFor.current === location.key || route.entryActions.length === 0) return;
    ranFor.current = location.key;
    void runActions(host, route.entryActions);
  }, [hydrated, location.key, route]);

  const verdict = hydrated ? canEnter(route, snapshot, { direct }) : { ok: true as const };
  const cancelled = !verdict.ok && 'cancel' in verdict;
  const undoneFor = useRef<string | null>(null);
  useEffect(() => {
    // An in-app move that bypassed go() (browser back/forward): undo it, once per arrival (a second effect
    // run for the same arrival, StrictMode's, does not go back twice); a next arrival is undone again.
    if (!cancelled) { undoneFor.current = null; return; }
    if (undoneFor.current === location.key) return;
    undoneFor.current = location.key;
    window.history.back();
  }, [cancelled, location.key]);

  if (!verdict.ok) return 'redirect' in verdict ? <Redirect to={verdict.redirect} /> : <Spinner />;
  if (!hydrated || !route.screen) return <Spinner />;
  return (
    <div className="app">
      <SkipLink />
      {route.layout.nav && <Header />}
      <main className={mainClass(route.layout)} id="main" tabIndex={-1}>
        <ScreenRenderer route={route} screen={route.screen} />
      </main>
      {route.layout.footer && <Footer />}
    </div>
  );
}

/** The first thing a keyboard reaches: straight to the page's content. */
function SkipLink() {
  const { k } = useTexts();
  return (
    <a className="skip-link" href="#main" data-testid="skip-link"
      onClick={(e) => { e.preventDefault(); document.getElementById('main')?.focus(); }}>
      {k('a11y.skipToContent')}
    </a>
  );
}

/** A screen whose definition is still loading: its layout and its blocks' reserved space, no effects yet. */
function LoadingRoute({ route }: { route: RouteEntry }) {
  const { pathname, search } = useShopLocation();
  useEffect(() => { void preloadRoute(pathname + search); }, [pathname, search]);
  return (
    <div className="app">
      {route.layout.nav && <Header />}
      <main className={mainClass(route.layout)} id="main" tabIndex={-1}>
        <ScreenSkeleton widgets={route.widgets} layout={route.layout} />
      </main>
      {route.layout.footer && <Footer />}
    </div>
  );
}

export function RouteView({ route }: { route: RouteEntry }) {
  const model = useUnit($model);
  // A path the bundled set does not know may be a journey the studio published: wait for the live set.
  // Read as "this route waits": the live set settling must not re-render (and so hydrate at once) a screen.
  const waiting = useStoreMap({ store: $definitionsSettled, keys: [route.path === NOT_FOUND_PATH], fn: (settled, [notFound]) => notFound && !settled });
  if (waiting) return <Spinner />;
  if (route.kind === 'redirect') return <Redirect to={route.redirectTo ?? model.homePath} />;
  if (route.kind === 'entry') return <EntryRoute route={route} />;
  if (!route.screen) return <LoadingRoute route={route} />;
  return <ScreenRoute route={route} />;
}
