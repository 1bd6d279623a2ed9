// The early-input holder of server-rendered pages (src/server/http/early-input.ts): allowed by its
// hash in the CSP, and carried by a server-rendered document ahead of its markup. What it does in a
// browser is tested end to end (tests/e2e/ssr.spec.ts, "a press before the page's code ...").
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EARLY_INPUT_MARK, EARLY_INPUT_SCRIPT, EARLY_INPUT_TAG } from '../../../src/server/http/early-input';
import { CONTENT_SECURITY_POLICY, inlineScriptSource } from '../../../src/server/http/security-headers';

describe('the early-input holder', () => {
  it('is allowed by its hash in the CSP', () => {
    expect(CONTENT_SECURITY_POLICY).toContain(inlineScriptSource(EARLY_INPUT_SCRIPT));
    expect(EARLY_INPUT_TAG).toBe(`<script>${EARLY_INPUT_SCRIPT}</script>`);
  });

  it('marks a held press with the attribute the stylesheet shows as pending', () => {
    expect(EARLY_INPUT_SCRIPT).toContain(`'${EARLY_INPUT_MARK}'`);
    const css = readFileSync(new URL('../../../src/ui/styles.css', import.meta.url), 'utf8');
    expect(css).toMatch(new RegExp(`\\[${EARLY_INPUT_MARK}\\]\\s*\\{[^}]*cursor: progress`));
  });
});
