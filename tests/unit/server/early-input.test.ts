// The early-input holder of server-rendered pages (src/server/http/early-input.ts): allowed by its
// hash in the CSP, and carried by a server-rendered document ahead of its markup. What it does in a
// browser is tested end to end (tests/e2e/ssr.spec.ts, "a press before the page's code ...").
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EARLY_INPUT_HASH, EARLY_INPUT_SCRIPT, EARLY_INPUT_TAG } from '../../../src/server/http/early-input';
import { CONTENT_SECURITY_POLICY } from '../../../src/server/http/security-headers';

describe('the early-input holder', () => {
  it('is allowed by its hash in the CSP', () => {
    expect(EARLY_INPUT_HASH).toBe(`'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`);
    expect(CONTENT_SECURITY_POLICY).toContain(EARLY_INPUT_HASH);
    expect(EARLY_INPUT_TAG).toBe(`<script>${EARLY_INPUT_SCRIPT}</script>`);
  });
});
