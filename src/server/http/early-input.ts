
/**
 * A server-rendered page is on screen a second or more before its code has arrived and started on
 * a slow phone. Links work meanwhile (plain links); a button would do nothing, and the press would be
 * lost. This script, in the head, keeps such presses instead: until React has taken the app's root, a
 * press on a button (or an element acting as one) inside it is held and the element marked as pending
 * (styled so); once React has taken the root, each held press is made again, in order, in a task of its
 * own. From then on React handles presses itself, on parts not hydrated yet too: it hydrates the part
 * pressed at once and then delivers the press (its selective hydration), as it does for any later press.
 *
 * "Taken" is React's own mark on the root container (a `__reactContainer$…` property, as React 17–19
 * name it, set by hydrateRoot and createRoot). Should a React version name it otherwise, the script
 * stands aside once the app says it is ready (`data-app-ready`), and drops what it held after 10 s.
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
  "function root(){return d.getElementById('root')}",
  "function taken(){var r=root();return !!r&&Object.keys(r).some(function(k){return k.indexOf('__reactContainer$')===0})}",
  "function aside(){return d.documentElement.hasAttribute('data-app-ready')}",
  'function flush(){timer=0;',
  'var t=taken();',
  `if(!t&&!aside()&&Date.now()-q[0].t<${WAIT_MS}){timer=setTimeout(flush,50);return}`,
  // One press per task: each goes through React (and its hydration) before the next.
  `var h=q.shift();h.b.removeAttribute('${EARLY_INPUT_MARK}');if(t&&h.b.isConnected)h.b.click();`,
  'if(q.length)timer=setTimeout(flush,0)}',
  "d.addEventListener('click',function(e){",
  'if(taken()||aside())return;',
  `var t=e.target,b=t&&t.closest?t.closest('${PRESSABLE}'):null;`,
  "if(!b||b.disabled||b.getAttribute('aria-disabled')==='true'||!b.closest('#root'))return;",
  'e.preventDefault();e.stopPropagation();',
  `if(q.length<${MAX_HELD}){q.push({b:b,t:Date.now()});b.setAttribute('${EARLY_INPUT_MARK}','');if(!timer)timer=setTimeout(flush,50)}`,
  '},true)})();',
].join('');


export const EARLY_INPUT_TAG = `<script>${EARLY_INPUT_SCRIPT}</script>`;
