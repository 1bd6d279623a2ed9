// Test-only domains (the e2e fixture shop's E2E_DOMAINS) never run in production mode: the entry refuses
// before it loads a folder or starts anything.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveWithTestDomains } from '../../../src/server/test-domains';

afterEach(() => { vi.unstubAllEnvs(); });

describe('serveWithTestDomains', () => {
  it('refuses production mode, loading nothing', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const load = vi.fn(async () => ({}));
    await expect(serveWithTestDomains('tests/fixtures/domains', load)).rejects.toThrow(/test-only domains \(tests\/fixtures\/domains\) are refused in production mode/);
    expect(load).not.toHaveBeenCalled();
  });
});
