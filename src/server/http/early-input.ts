import { createHash } from 'node:crypto';

/**
 * A server-rendered page is on screen a second or more before its code has arrived and hydrated it
 * on a slow phone. Links work meanwhile (plain links); a button would do nothing, and the press would
 * be lost. This script, in the head, keeps such presses instead: a press on a button (or an element
 * acting as one) inside the app's root that React does not own yet is held, the element marked as
 * pending (styled so), and pressed again as soon as React owns it: after the page's hydration, or
 * after the hydration of the Suspense boundary it sits in, which React does in later passes.
 *
 * "Owned" is React's own mark on a hydrated element (an `__reactProps$…` property, as React 17–19
 * name it). Should a React version name it otherwise, nothing would ever count as owned: so once the
 * app says it is ready (`data-app-ready`) with no React mark on its root container either, the script
 * stands aside and presses reach the app as they would without it. A held press waits 10 s at most.
 *
 * One inline script, always the same text, allowed by its hash in the CSP (no 'unsafe-inline').
 */
export const EARLY_INPUT_MARK = 'data-early-pressed';
const PRESSABLE = 'button,[role="button"],[role="tab"],[role="radio"],[role="checkbox"],[role="option"],[role="switch"]';
/** A customer pressing again and again before the code arrives: the first presses are enough. */
const MAX_HELD = 20;
const WAIT_MS = 10_000;

export const EARLY_INPUT_SCRIPT = [
  '(function(){',
  'var d=document,q=[],timer=0;',
  'function mark(n,p){return Object.keys(n).some(function(k){return k.indexOf(p)===0})}',
  "function owned(n){return mark(n,'__reactProps$')}",
  // The app is up but React's marks are not where this script looks: stand aside.
  "function aside(){var r=d.getElementById('root');return d.documentElement.hasAttribute('data-app-ready')&&!!r&&!mark(r,'__reactContainer$')}",
  `function drop(h){h.b.removeAttribute('${EARLY_INPUT_MARK}')}`,
  'function flush(){timer=0;',
  'while(q.length){var h=q[0];',
  `if(!h.b.isConnected||aside()||Date.now()-h.t>${WAIT_MS}){q.shift();drop(h);continue}`,
  'if(!owned(h.b)){timer=setTimeout(flush,50);return}',
  'q.shift();drop(h);h.b.click()}}',
  "d.addEventListener('click',function(e){",
  `var t=e.target,b=t&&t.closest?t.closest('${PRESSABLE}'):null;`,
  "if(!b||b.disabled||b.getAttribute('aria-disabled')==='true'||!b.closest('#root')||owned(b)||aside())return;",
  'e.preventDefault();e.stopPropagation();',
  `if(q.length<${MAX_HELD}){q.push({b:b,t:Date.now()});b.setAttribute('${EARLY_INPUT_MARK}','');if(!timer)timer=setTimeout(flush,50)}`,
  '},true)})();',
].join('');

/** The CSP source that allows exactly this script. */
export const EARLY_INPUT_HASH = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;

export const EARLY_INPUT_TAG = `<script>${EARLY_INPUT_SCRIPT}</script>`;
