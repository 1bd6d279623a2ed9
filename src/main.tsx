/** Browser entry: wires the models to the browser (storage, API, tracking) and mounts the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { sendTraffic } from './api/operations';
import { configured } from './state/config-model';
import { contentStarted } from './state/content-model';
import { $model } from './state/definitions-model';
import { deviceChanged, sessionStarted } from './state/session-model';
import { firePurchaseFx, sendTrafficFx, trackingStarted } from './state/tracking-model';
import { App } from './ui/App';
import { startContentPreview } from './ui/content-preview';
import { preloadRoute } from './ui/route-preload';
import './ui/content-binding';
import './ui/styles.css';

interface TagWindow extends Window { dataLayer?: unknown[] }

function start(): void {
  const constants = $model.getState().defs.site.constants;
  configured(constants);
  sendTrafficFx.use(async (body) => { await sendTraffic(body); });
  // Third-party tags are not specified (spec section 7): publish the purchase on the standard dataLayer.
  firePurchaseFx.use((event) => {
    const w = window as TagWindow;
    (w.dataLayer ??= []).push({ event: 'purchase', order_id: event.orderId, value: event.total, currency: 'IDR', utm: event.utm });
  });

  const mobile = window.matchMedia(`(max-width: ${constants.mobileBreakpoint - 1}px)`);
  sessionStarted({ search: window.location.search, isMobile: mobile.matches });
  trackingStarted({ search: window.location.search });
  // The content the server put into the home's HTML, before the first render: the first banner then
  // renders with the first paint of the home, its image already preloaded (LCP).
  // A preview tab shows drafts: the published content in the HTML is not what it previews.
  if (!startContentPreview(window.location)) contentStarted();
  mobile.addEventListener('change', (e) => deviceChanged(e.matches));

  const root = document.getElementById('root');
  if (!root) return;
  const render = (): void => createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
  // The landed route's definition (with its widgets' code, in parallel) first: its screen then
  // renders whole in the first paint instead of a placeholder that shifts.
  void preloadRoute(window.location.pathname).then(render, render);
}

start();
