/** App shell: the router built from the live definitions, the global toast and error modal, live content and the maintenance popup. */
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { routeParams } from '../runtime/routes';
import { $definitionsSettled, $model, definitionsStarted, previewsDrafts, previewSource } from '../state/definitions-model';
import { appRendered } from '../state/browser-idle';
import { previewBack, previewStarted } from '../state/preview-model';
import { $hydrated } from '../state/session-model';
import { ErrorModal } from './ErrorModal';
import { LiveConnection } from './LiveConnection';
import { MaintenancePopup } from './MaintenancePopup';
import { useShopLocation } from './location';
import { PreviewBanner } from './PreviewBanner';
import { RouteEffects } from './RouteEffects';
import { RouteParamsContext } from './route-params';
import { RouteView } from './RouteView';
import { Spinner } from './Spinner';
import { ToastView } from './ToastView';

// The studio (/studio, /studio/*) is registered here in code, not in flows/: it is the admin tool
// that edits the definitions, not a shop journey, so a broken definition can never lock editors out.
// Its own chunk (rjsf, @sanity/client, markdown-to-jsx): the shop never downloads it.
const StudioApp = lazy(() => import('../studio/StudioApp'));
const isStudioPath = (pathname: string): boolean => pathname === '/studio' || pathname.startsWith('/studio/');

/**
 * `<html data-app-ready="1">` once the session is restored and the live definitions are settled:
 * the moment a tester (or a test) can act on the page without racing the app's start.
 */
function ReadySignal() {
  const [hydrated, settled] = useUnit([$hydrated, $definitionsSettled]);
  useEffect(() => {
    if (hydrated && settled) document.documentElement.dataset.appReady = '1';
  }, [hydrated, settled]);
  return null;
}

export function App() {
  const { pathname } = useShopLocation();
  const studio = isStudioPath(pathname);
  const model = useUnit($model);
  // The route table is the definitions': the first route whose path or alias the pathname opens.
  const route = useMemo(() => model.findRoute(pathname), [model, pathname]);
  const params = useMemo(() => (route ? routeParams(route, pathname) : {}), [route, pathname]);
  // The first screen is on the page: work nobody waits for (prefetches, the error catalogue) may start.
  useEffect(() => { appRendered(); }, []);
  useEffect(() => {
    if (studio) return;
    const source = previewSource(window.location.search);
    definitionsStarted(source);
    previewStarted({ previewing: previewsDrafts(source), back: previewBack(window.location.search) });
  }, [studio]);

  if (studio) {
    return (
      <Suspense fallback={<Spinner />}>
        <StudioApp />
      </Suspense>
    );
  }
  return (
    <>
      <PreviewBanner />
      <RouteEffects />
      <ReadySignal />
      {route && (
        <RouteParamsContext.Provider value={params}>
          <RouteView route={route} />
        </RouteParamsContext.Provider>
      )}
      <ToastView />
      <ErrorModal />
      <LiveConnection />
      <MaintenancePopup />
    </>
  );
}
