// The app loader of pages that paint an image first (src/server/http/app-loader.ts): the module script
// and its preloads leave the head, one inline script at the end of the body fetches them, and the CSP
// allows exactly that script by its hash.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { APP_LOADER_SCRIPT, loadAppAfterHero } from '../../../src/server/http/app-loader';
import { EARLY_INPUT_SCRIPT } from '../../../src/server/http/early-input';
import { CONTENT_SECURITY_POLICY, inlineScriptSource } from '../../../src/server/http/security-headers';

const doc = [
  '<!doctype html><html><head><script type="module" crossorigin fetchpriority="low" src="/assets/index-A.js"></script>',
  '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/react-B.js"><link rel="modulepreload" crossorigin href="/assets/x&y.js"></head>',
  '<body><div id="root"><img src="/hero.webp" fetchpriority="high"></div></body></html>',
].join('');

describe('the app loader', () => {
  it('takes the entry and its preloads out of the head and loads them from the end of the body', () => {
    const html = loadAppAfterHero(doc);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<script id="app-loader" data-src="/assets/index-A.js" data-preload="/assets/react-B.js /assets/x&amp;y.js">');
    expect(html.indexOf('app-loader')).toBeGreaterThan(html.indexOf('fetchpriority="high"'));
    expect(html.endsWith(`${APP_LOADER_SCRIPT}</script></body></html>`)).toBe(true);
  });

  it('leaves a document without a module script as it is', () => {
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(loadAppAfterHero(plain)).toBe(plain);
  });

  it('is allowed by its hash, and by nothing that would allow another inline script', () => {
    const hash = (script: string): string => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(inlineScriptSource(APP_LOADER_SCRIPT)).toBe(hash(APP_LOADER_SCRIPT));
    const scriptSrc = CONTENT_SECURITY_POLICY.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).toBe(`script-src 'self' ${hash(APP_LOADER_SCRIPT)} ${hash(EARLY_INPUT_SCRIPT)}`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
