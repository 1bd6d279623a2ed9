/**
 * The app's start in the browser (the shell's boot stage of src/main.tsx): wires the models to the
 * browser (storage, API, tracking) and starts the session, then, given React DOM (the last stage, the
 * largest file: on a slow link it is often still arriving meanwhile), mounts or hydrates the app.
 */
import { startTransition, StrictMode } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { setRequestLanguage } from '../api/http';
import { sendTraffic } from '../api/operations';
import { rendersAsFresh } from '../runtime/session';
import { toLang } from '../runtime/text';
import { readSession } from '../state/browser-storage';
import { $config, configured } from '../state/config-model';
import { $model, ensureLanguageTexts } from '../state/definitions-model';
import { journeyMoved } from '../state/journey-pin-model';
import { $language } from '../state/locale-model';
import { screenInfoOf, screenShown } from '../state/screen-model';
import { timeHostSet } from '../state/screen-time-model';
import { deviceChanged, journeyEntered, journeyOfRoute, pathSet, sessionStarted } from '../state/session-model';
import { currentSnapshot } from '../state/snapshot';
import { firePurchaseFx, sendTrafficFx, trackingStarted } from '../state/tracking-model';
import { App } from './App';
import { startContentPreview } from './content-preview';
import { host } from './host';
import { go } from './navigation';
import { preloadRoute } from './route-preload';
import { answerOf, seedAnswers } from './hooks/source-answers';
import { screenArrivals, type Arrival } from './screen-arrival';
import { readsOf, serverPage } from './server-page';

interface TagWindow extends Window { dataLayer?: unknown[] }

/** Resolves once the server's high-priority image (the first banner) has loaded and been painted, or after 3 s. */
function heroPainted(root: HTMLElement): Promise<void> {
  const img = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!img || img.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => { clearTimeout(timer); requestAnimationFrame(() => setTimeout(resolve, 0)); };
    const timer = setTimeout(resolve, 3000);
    img.addEventListener('load', done, { once: true });
    img.addEventListener('error', done, { once: true });
  });
}

/** Mounts or hydrates the app with React DOM, once the route's code (and a hero image) is here. */
export type Mount = (dom: typeof ReactDomClient) => void;

export function start(): Mount {
  const constants = $model.getState().defs.site.constants;
  configured(constants);
  sendTrafficFx.use(async (body) => { await sendTraffic(body); });
  // The screens' timers and polls act as the screens' own actions do.
  timeHostSet(host);
  // The journey's pinned set can no longer be served: to the nearest step that still exists (this entry replaced).
  journeyMoved.watch(({ to }) => { go(to, { replace: true }); });
  // The server writes its error texts in the customer's language (src/server/http/error-language.ts).
  $language.watch((language) => setRequestLanguage(toLang(language)));
  // Third-party tags are not specified (spec section 7): publish the purchase on the standard dataLayer.
  firePurchaseFx.use((event) => {
    const w = window as TagWindow;
    (w.dataLayer ??= []).push({ event: 'purchase', order_id: event.orderId, value: event.total, currency: 'IDR', utm: event.utm });
  });

  const mobile = window.matchMedia(`(max-width: ${constants.mobileBreakpoint - 1}px)`);
  // A stored session (a reload mid-visit) may show choices the server could not know; one with
  // nothing chosen (a visit's next page after home or a promo) shows what the server rendered.
  const stored = readSession($config.getState().sessionKey);
  const freshVisit = rendersAsFresh($model.getState().state, stored);
  sessionStarted({ search: window.location.search, isMobile: mobile.matches, stored });
  trackingStarted({ search: window.location.search });
  // What a server-rendered page read while rendering seeds the models before the first render, so
  // hydration draws exactly the server's markup (banners, tiles, packages, numbers, cities ...).
  const page = serverPage();
  if (page) seedAnswers(Object.fromEntries(readsOf(page.reads, 'source:')));
  // A preview tab shows drafts: the published content the server rendered is not what it previews
  // (the content model, loading with the widgets that show content, seeds itself unless previewing).
  const previewing = startContentPreview(window.location);
  mobile.addEventListener('change', (e) => deviceChanged(e.matches));

  const root = document.getElementById('root');
  if (!root) return () => {};
  // Hydrate when this visitor starts from the very view the server rendered; otherwise (a stored
  // session, another language or device class) render over the server's markup instead of mismatching.
  const sameView = !previewing && page !== null && freshVisit && page.view.isMobile === mobile.matches && page.view.language === $language.getState();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The screen as the server rendered it, before hydrating: the route's own 'screen shown' then
  // changes nothing, instead of re-rendering (and so hydrating at once) every widget of the page.
  const landed = $model.getState().findRoute(window.location.pathname);
  if (sameView && landed) {
    screenShown(screenInfoOf(landed, window.location.pathname, window.location.search));
    // A step is in its journey (the server rendered it so): entered before hydrating, not after.
    const journey = landed.kind === 'step' ? journeyOfRoute($model.getState(), landed) : null;
    if (journey) journeyEntered(journey);
  }
  // The landed route's definition and its widgets' code first: the screen then renders (or hydrates)
  // whole in the first paint, never a placeholder that shifts or a mismatch with the server's markup.
  // On a server-rendered page the hero image paints first: hydrating is a long task on a slow phone,
  // and no frame (so no image) is painted while it runs. Both are asked for now, React DOM or not.
  // What the screen's blocks choose on arrival, chosen as the server did before rendering (same answers,
  // same state): hydration draws the server's markup, and nothing is written after it.
  const arrivals = (): Promise<Arrival[]> => {
    const shown = sameView ? $model.getState().findRoute(window.location.pathname)?.screen : undefined;
    return shown ? screenArrivals(shown, $model.getState(), currentSnapshot(), (request) => answerOf(request.key)) : Promise.resolve([]);
  };
  // In English, the messages' English texts too (the shell carries the Indonesian ones; a page rendered in English preloads them).
  const english = ensureLanguageTexts(toLang($language.getState())).catch(() => undefined);
  const ready = Promise.all([preloadRoute(window.location.pathname + window.location.search), sameView ? heroPainted(root) : undefined, english]).then(arrivals);
  return (dom) => {
    const mount = (chosen: Arrival[] = []): void => {
      for (const arrival of chosen) pathSet(arrival);
      // In a transition, hydration yields to the browser every few milliseconds instead of holding the
      // main thread for the whole page (a slow phone's blocking time); input still hydrates its part first.
      if (sameView) startTransition(() => { dom.hydrateRoot(root, app); });
      else dom.createRoot(root).render(app);
    };
    void ready.then(mount, () => mount());
  };
}
