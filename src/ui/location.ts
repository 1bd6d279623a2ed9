/**
 * The browser's location as the shop's screens see it: path, query and a key that changes on every
 * navigation (entry actions run once per visit, as with react-router's location.key). The history
 * subscription is wouter's; which route a path opens is the definitions' own matcher (runtime/routes),
 * the same one the checkpoint uses, so the screen shown and the guard checked never disagree.
 */
import { createContext, useContext, useEffect } from 'react';
import { navigate as historyNavigate, useHistoryState, usePathname, useSearch } from 'wouter/use-browser-location';

export interface ShopLocation { pathname: string; search: string; key: string }

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
let counter = 0;
const nextKey = (): string => `${Date.now().toString(36)}${(counter += 1).toString(36)}`;

/** The URL a server render is for (the server has no window.location); absent in the browser. */
export const ServerLocationContext = createContext<{ pathname: string; search: string } | null>(null);

export function useShopLocation(): ShopLocation {
  // On the server, and while hydrating what it rendered, the hooks answer the server's URL.
  const server = useContext(ServerLocationContext);
  const pathname = usePathname(server ? { ssrPath: server.pathname } : undefined);
  const search = useSearch(server ? { ssrSearch: server.search } : undefined);
  const state: unknown = useHistoryState();
  const key = isRec(state) && typeof state.key === 'string' ? state.key : 'default';
  return { pathname, search, key };
}

/** A new history entry (or the current one replaced) with its own key. */
export function navigateTo(to: string, opts: { replace?: boolean } = {}): void {
  historyNavigate(to, { replace: opts.replace ?? false, state: { key: nextKey() } });
}

/**
 * The current entry's query with `name` set to `value` where the URL has it already, the same visit
 * (its key kept: nothing re-runs). A choice the URL also states (`?lang=`) then survives a reload and
 * a shared link, instead of the URL taking it back.
 */
export function restateQuery(name: string, value: string): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(name) || url.searchParams.get(name) === value) return;
  url.searchParams.set(name, value);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/** Renders nothing and replaces the current entry: a redirect decided while rendering. */
export function Redirect({ to }: { to: string }) {
  useEffect(() => { navigateTo(to, { replace: true }); }, [to]);
  return null;
}
