/**
 * Server entry (built by `vite build --ssr src/entry-server.tsx` into dist/ssr): renders the app's
 * own components for a URL with React's streaming renderer, so the first paint needs no script.
 * Which routes render here comes from the definitions and the widgets: a page without a guard, or a
 * journey's entry step, whose widgets all declare `serverRender`. Reads go through the server's
 * record (src/ui/server-reads.ts) and reach the API in-process (the transport the server hands in).
 */
import { Writable } from 'node:stream';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { setTransport } from './api/http';
import type { RenderedPage, ServerRenderer, ServerTransport, ServerView } from './contracts/server-render';
import { matchRoute, type RouteEntry } from './runtime/routes';
import { toLang } from './runtime/text';
import { configured } from './state/config-model';
import { $definitionsSettled, $loadedSet, $model, ensureAllDefinitions, routeDefinitionFiles } from './state/definitions-model';
import { $translator } from './state/i18n-model';
import { $screen, screenInfoOf, type ScreenInfo } from './state/screen-model';
import { $hydrated, $session, journeyOfRoute } from './state/session-model';
import { snapshotFor } from './state/snapshot';
import type { DefinitionModel } from './runtime/definition-model';
import { enterJourney, setPath, type SessionState } from './runtime/session';
import type { SourceRequest } from './runtime/sources';
import type { Screen } from './runtime/types';
import { App } from './ui/App';
import './ui/content-binding';
import { fetchSource } from './ui/hooks/source-answers';
import { screenArrivals, type Arrival } from './ui/screen-arrival';
import { readKey, ServerReadsContext, serverReads } from './ui/server-reads';
import { ServerLocationContext } from './ui/location';
import { componentSource } from './ui/widget-files';
import { preloadWidgets, widgetMetas } from './ui/widget-registry';

/** The route a path opens when it is server-rendered, else null. */
function renderedRoute(pathname: string): RouteEntry | null {
  const model = $model.getState();
  const route = matchRoute(model.routes, pathname);
  if (!route?.screen || route.guard !== undefined) return null;
  if (route.kind === 'step') {
    if (model.journey(route.journeyId)?.entry.goto !== route.stepId) return null;
  } else if (route.kind !== 'page') return null;
  // Every block it may show, its phases' included.
  const blocks = [...route.screen.blocks, ...(route.screen.phases ?? []).flatMap((p) => p.blocks)];
  return blocks.every((b) => widgetMetas[b.widget]?.serverRender === true) ? route : null;
}

/** The whole render once every read has arrived (no inline boundary scripts: the CSP allows none); null past the budget. */
function renderAll(element: ReactNode, budgetMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    let html = '';
    let settled = false;
    const finish = (v: string | null) => { if (!settled) { settled = true; clearTimeout(timer); resolve(v); } };
    const sink = new Writable({
      write(chunk: Buffer | string, _enc, done) { html += chunk.toString(); done(); },
      final(done) { finish(html); done(); },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary inline: React outlines large ones behind an inline script, which the CSP refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() { if (!settled) stream.pipe(sink); },
      onShellError() { finish(null); },
      onError(err) { if (!settled) console.warn('[ssr]', err); },
    });
    const timer = setTimeout(() => { finish(null); stream.abort(); }, budgetMs);
  });
}

/** The promise's value, or null once `ms` have passed. */
function withinBudget<T>(p: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    p.then((v) => { clearTimeout(timer); resolve(v); }, () => { clearTimeout(timer); resolve(null); });
  });
}

/**
 * The screen's arrival choices (screen-arrival.ts), its blocks' sources read first through the page's
 * record: the render then finds them answered, and the browser gets the same answers to choose from.
 */
async function arrivalsOnServer(screen: Screen, model: DefinitionModel, session: SessionState, info: ScreenInfo, reads: ReturnType<typeof serverReads>): Promise<Arrival[]> {
  const snapshot = snapshotFor(session, model, info);
  const wanted = new Map<string, SourceRequest>();
  await screenArrivals(screen, model, snapshot, (request) => { wanted.set(request.key, request); return undefined; });
  if (wanted.size === 0) return [];
  await Promise.all([...wanted.values()].map((request) => reads.read(readKey.source(request.key), () => fetchSource(request))));
  // A failed read is answered as null: the block chooses without it, as the browser would.
  return screenArrivals(screen, model, snapshot, (request) => reads.answers[readKey.source(request.key)] ?? null);
}

export function createRenderer(transport: ServerTransport): ServerRenderer {
  setTransport(transport);
  configured($model.getState().defs.site.constants);
  // The definitions and widget code of every route, once: until they are here, pages get the shell.
  let ready = false;
  void ensureAllDefinitions()
    .then(() => preloadWidgets(Object.keys(widgetMetas).filter((name) => widgetMetas[name]?.serverRender === true)))
    .then(() => { ready = true; }, (err: unknown) => { console.warn('[ssr] definitions did not load', err); });
  return {
    renders: (pathname) => ready && renderedRoute(pathname) !== null,
    async render(url: string, view: ServerView, budgetMs: number): Promise<RenderedPage | null> {
      const pathname = url.split('?')[0] ?? '/';
      const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      const route = renderedRoute(pathname);
      if (!route?.screen) return null;
      // One budget for the arrival reads and the render together.
      const deadline = Date.now() + budgetMs;
      // The visitor's view in a scope of its own: concurrent renders never share state.
      const base = $session.getState();
      const model = $model.getState();
      const visitor = { ...base, core: { ...base.core, language: view.language, isMobile: view.isMobile } };
      // A step is rendered in its journey, as the browser enters it before hydrating (src/main.tsx).
      const journey = route.kind === 'step' ? journeyOfRoute(model, route) : null;
      const screen = screenInfoOf(route, pathname, search);
      const reads = serverReads();
      // What the screen's blocks choose on arrival (a default package) is chosen before it renders, as the
      // browser does before hydrating (src/ui/start.tsx): the page arrives showing it.
      const entered = journey ? enterJourney(model.state, visitor, journey) : visitor;
      const arrivals = await withinBudget(arrivalsOnServer(route.screen, model, entered, screen, reads), budgetMs);
      if (arrivals === null || Date.now() >= deadline) return null;
      const session = arrivals.reduce((s, a) => setPath(model.state, s, a.path, a.value), entered);
      const scope = fork({
        values: [
          [$session, session], [$hydrated, true],
          // The screen as the browser seeds it before hydrating (src/main.tsx): both render the same snapshot.
          [$screen, screen],
          // The definitions as loaded now (every route's, see ensureAllDefinitions), not the stores' first values.
          [$loadedSet, $loadedSet.getState()], [$model, model], [$definitionsSettled, true],
        ],
      });
      const html = await renderAll(
        <StrictMode>
          <Provider value={scope}>
            <ServerReadsContext.Provider value={reads}>
              <ServerLocationContext.Provider value={{ pathname, search }}>
                <App />
              </ServerLocationContext.Provider>
            </ServerReadsContext.Provider>
          </Provider>
        </StrictMode>,
        deadline - Date.now(),
      );
      if (html === null) return null;
      return {
        html,
        title: $translator.getState().text(route.screen.title, toLang(view.language)),
        reads: reads.answers,
        modules: [...new Set([
          ...route.screen.blocks.map((b) => componentSource(b.widget)),
          ...routeDefinitionFiles(route, toLang(view.language)),
        ])],
      };
    },
  };
}
