/**
 * The server paints the first banner into the home's HTML (#prepaint, src/server/http/home-document.ts),
 * placed exactly over the banner block, so the LCP image shows before any script has run on a slow
 * phone. Once the app's own banner has loaded (or the app shows something else) it is removed: it
 * is absolutely positioned and ignores pointer events, so its removal moves nothing.
 */
export function removePrepaint(): void {
  if (typeof document === 'undefined') return;
  document.getElementById('prepaint')?.remove();
}
