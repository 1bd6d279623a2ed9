/**
 * What the server and its render module (src/entry-server.tsx, built by `vite build --ssr` into
 * dist/server) agree on. The server loads the module at start when it is built, and serves the plain
 * SPA shell when it is not.
 */

/** What the server knows of the visitor before any script ran: the language (`?lang`) and a phone guess. */
export interface ServerView {
  language: 'ID' | 'EN';
  isMobile: boolean;
}

export interface RenderedPage {
  /** The app's markup, to go inside `<div id="root">`. */
  html: string;
  /** The document title in the view's language. */
  title: string;
  /** Every read the render made (key -> answer), handed to the browser for hydration. */
  reads: Record<string, unknown>;
  /** The modules the page needs at once (source paths: widget components such as src/ui/widgets/x/X.tsx, definition files such as flows/journeys/x.json): their JS and CSS go into the head. */
  modules: string[];
}

export interface ServerRenderer {
  /** Whether a path opens a server-rendered route (a page or a journey's entry step whose widgets all render on the server). */
  renders(pathname: string): boolean;
  /** The page at `url` (path + query), or null when its reads did not finish within `budgetMs`. */
  render(url: string, view: ServerView, budgetMs: number): Promise<RenderedPage | null>;
}

/** Answers same-origin API paths in-process (the server's app.inject). */
export type ServerTransport = (url: string, init: RequestInit) => Promise<Response>;

export interface ServerRenderModule {
  createRenderer(transport: ServerTransport): ServerRenderer;
}

/** The id of the non-executable JSON script carrying a server-rendered page's reads and view. */
export const SERVER_READS_ID = 'server-reads';

/** What that script holds. */
export interface ServerReadsScript {
  view: ServerView;
  reads: Record<string, unknown>;
}
