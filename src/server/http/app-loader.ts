import { htmlAttr } from './html-attr';

/**
 * The app's code on a page whose first paint is an image (the home's first banner): fetched once that
 * image has arrived, not alongside it. On a slow phone link every request in flight shares the
 * bandwidth, so the 130 KB of scripts would otherwise hold the hero image back (issue 11: home LCP).
 * The server-rendered markup is already on screen; only hydration waits, and it waited for the hero
 * anyway (src/ui/start.tsx). Three seconds at most, so a stalled image never keeps the page inert.
 *
 * One inline script, always the same text, allowed by its hash in the CSP (no 'unsafe-inline'); it
 * reads the entry and the chunks to preload from its own data attributes, and puts them into the head
 * in one insertion (a fragment): one by one, the insertions were a task of ~120 ms on a 4x slower CPU.
 */
export const APP_LOADER_ID = 'app-loader';

export const APP_LOADER_SCRIPT = [
  '(function(){',
  `var d=document,s=d.getElementById('${APP_LOADER_ID}'),done=false;`,
  'function go(){if(done)return;done=true;var g=d.createDocumentFragment();',
  "(s.getAttribute('data-preload')||'').split(' ').forEach(function(f){if(!f)return;var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;g.appendChild(l)});",
  "var m=d.createElement('script');m.type='module';m.crossOrigin='';m.src=s.getAttribute('data-src');g.appendChild(m);d.head.appendChild(g)}",
  'var i=d.querySelector(\'img[fetchpriority="high"]\');',
  "if(!i||i.complete)go();else{i.addEventListener('load',go);i.addEventListener('error',go);setTimeout(go,3000)}",
  '})();',
].join('');



/**
 * The document with its module script and module preloads taken out of the head and the loader put
 * at the end of the body (after the hero's markup, which it looks for). Unchanged without an entry script.
 */
export function loadAppAfterHero(html: string): string {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(html);
  if (!entry?.[1]) return html;
  const preloads: string[] = [];
  const without = html.replace(entry[0], '').replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_m, href: string) => { preloads.push(href); return ''; });
  const loader = `<script id="${APP_LOADER_ID}" data-src="${htmlAttr(entry[1])}" data-preload="${htmlAttr(preloads.join(' '))}">${APP_LOADER_SCRIPT}</script>`;
  return without.replace('</body>', () => `${loader}</body>`);
}
