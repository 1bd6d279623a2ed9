/** App shell: the router built from the definitions, the global toast and error modal, live content and the maintenance popup. */
import { Route, Routes } from 'react-router-dom';
import { routePaths } from '../runtime/routes';
import { routes } from './defs';
import { ErrorModal } from './ErrorModal';
import { LiveConnection } from './LiveConnection';
import { MaintenancePopup } from './MaintenancePopup';
import { NavigationBridge } from './NavigationBridge';
import { RouteEffects } from './RouteEffects';
import { RouteView } from './RouteView';
import { ToastView } from './ToastView';

export function App() {
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
