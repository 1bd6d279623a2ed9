/** App shell: the router built from the definitions, the global toast and error modal, live content and the maintenance popup. */
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { routePaths } from '../runtime/routes';
import { $definitions, definitionsStarted, previewSource } from '../state/definitions-model';
import { routes } from './defs';
import { ErrorModal } from './ErrorModal';
import { LiveConnection } from './LiveConnection';
import { MaintenancePopup } from './MaintenancePopup';
import { NavigationBridge } from './NavigationBridge';
import { RouteEffects } from './RouteEffects';
import { RouteView } from './RouteView';
import { Spinner } from './Spinner';
import { ToastView } from './ToastView';

// The studio (/studio, /studio/*) is registered here in code, not in flows/: it is the admin tool
// that edits the definitions, not a shop journey, so a broken definition can never lock editors out.
// Its own chunk (rjsf, @sanity/client, markdown-to-jsx): the shop never downloads it.
const StudioApp = lazy(() => import('./studio/StudioApp'));
const isStudioPath = (pathname: string): boolean => pathname === '/studio' || pathname.startsWith('/studio/');

export function App() {
  const { pathname } = useLocation();
  const studio = isStudioPath(pathname);
  // Re-render the tree when a newer definition set is swapped in (defs.ts's bindings follow it).
  useUnit($definitions);
  useEffect(() => { if (!studio) definitionsStarted(previewSource(window.location.search)); }, [studio]);

  if (studio) {
    return (
      <Suspense fallback={<Spinner />}>
        <StudioApp />
      </Suspense>
    );
  }
  return (
    <>
      <NavigationBridge />
      <RouteEffects />
      <Routes>
        {routes.flatMap((route) =>
          routePaths(route).map((path) => <Route key={`${route.id}|${path}`} path={path} element={<RouteView route={route} />} />),
        )}
      </Routes>
      <ToastView />
      <ErrorModal />
      <LiveConnection />
      <MaintenancePopup />
    </>
  );
}
