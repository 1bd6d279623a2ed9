/**
 * What every route change does (spec section 2): smooth scroll to the top, close open modals, set the
 * canonical link (origin + path, no query; A34), pick up `?lang=`, and queue the /traffic event.
 * A browser back also removes leftover modal backdrops.
 */
import { useEffect, useRef } from 'react';
import { useShopLocation } from './location';
import { useUnit } from 'effector-react';
import { $lang, languageChanged, langFromSearch } from '../state/locale-model';
import { routeChanged } from '../state/tracking-model';
import { formCleared } from '../state/form-model';
import { modalClosed } from '../state/ui-model';

function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

function removeLeftoverBackdrops(): void {
  document.querySelectorAll('.modal-backdrop').forEach((el) => el.remove());
  document.body.classList.remove('modal-open');
  document.body.style.removeProperty('overflow');
}

export function RouteEffects() {
  const { pathname, search } = useShopLocation();
  const lang = useUnit($lang);

  useEffect(() => { document.documentElement.lang = lang; }, [lang]);

  const changes = useRef(0);
  useEffect(() => {
    // A route change scrolls to the top; the page's first route is where the browser put it (at the
    // top, or where the customer scrolled a server-rendered page to while its code was loading), and
    // scrolling would force a layout in the middle of a slow phone's start.
    if (changes.current++ > 0) window.scrollTo({ top: 0, behavior: 'smooth' });
    modalClosed();
    formCleared();
    setCanonical(window.location.origin + pathname);
    routeChanged(pathname);
  }, [pathname]);

  useEffect(() => {
    const lang = langFromSearch(search);
    if (lang) languageChanged(lang);
  }, [search]);

  useEffect(() => {
    window.addEventListener('popstate', removeLeftoverBackdrops);
    return () => window.removeEventListener('popstate', removeLeftoverBackdrops);
  }, []);

  return null;
}
