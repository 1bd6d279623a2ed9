/** One route of the table: redirects, journey entries, and screens behind the one checkpoint. */
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { runActions } from '../runtime/actions';
import { canEnter } from '../runtime/guards';
import type { RouteEntry } from '../runtime/routes';
import { $hydrated, $order } from '../state/order-model';
import { actions } from './app-actions';
import { Footer } from './Footer';
import { Header } from './Header';
import { setActiveRoute } from './navigation';
import { ScreenRenderer } from './ScreenRenderer';
import { Spinner } from './Spinner';
import { useTexts } from './use-texts';

/** The first route rendered in this page load is a direct load (deep link or reload; A13). */
let firstRouteRendered = false;

function EntryRoute({ route }: { route: RouteEntry }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const hydrated = useUnit($hydrated);
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    // Entry actions (reset, set productType...) run before the redirect to the first step.
    void runActions(actions, route.entryActions).finally(() => {
      if (live) void navigate((route.redirectTo ?? '/') + search, { replace: true });
    });
    return () => { live = false; };
  }, [hydrated, route, navigate, search]);
  return <Spinner />;
}

function ScreenRoute({ route }: { route: RouteEntry }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [order, hydrated] = useUnit([$order, $hydrated]);
  const direct = useRef(!firstRouteRendered);
  const ranFor = useRef('');
  const { t } = useTexts();

  useEffect(() => {
    firstRouteRendered = true;
    setActiveRoute(route);
    if (route.screen?.title) document.title = t(route.screen.title);
  }, [route, t]);

  // Screen entry actions (e.g. home's homeReset) once per visit of this location.
  useEffect(() => {
    if (!hydrated || ranFor.current === location.key || route.entryActions.length === 0) return;
    ranFor.current = location.key;
    void runActions(actions, route.entryActions);
  }, [hydrated, location.key, route]);

  const verdict = hydrated ? canEnter(route, order, { direct: direct.current }) : { ok: true as const };
  const cancelled = !verdict.ok && 'cancel' in verdict;
  const undone = useRef(false);
  useEffect(() => {
    // An in-app move that bypassed go() (browser back/forward): undo it, once.
    if (cancelled && !undone.current) { undone.current = true; void navigate(-1); }
  }, [cancelled, navigate]);

  if (!verdict.ok) return 'redirect' in verdict ? <Navigate to={verdict.redirect} replace /> : <Spinner />;
  if (!hydrated || !route.screen) return <Spinner />;
  return (
    <div className="app">
      {route.layout.nav && <Header />}
      <main className="main" id="main">
        <ScreenRenderer route={route} screen={route.screen} />
      </main>
      {route.layout.footer && <Footer />}
    </div>
  );
}

export function RouteView({ route }: { route: RouteEntry }) {
  if (route.kind === 'redirect') return <Navigate to={route.redirectTo ?? '/'} replace />;
  if (route.kind === 'entry') return <EntryRoute route={route} />;
  return <ScreenRoute route={route} />;
}
