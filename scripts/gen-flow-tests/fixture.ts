/** Where the test journey lives (an overlay of flows/), the test-only domains it calls, and where its generated specs go. */
export const FIXTURE_OVERLAY = 'tests/fixtures/flows';
/** The fixture shop runs them beside the shop's (E2E_DOMAINS in playwright.config.ts) and announces their operations. */
export const FIXTURE_DOMAINS = 'tests/fixtures/domains';
export const FIXTURE_DIR = 'tests/e2e/fixture-journey';
