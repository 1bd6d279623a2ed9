/** Where the test journey lives (an overlay of flows/) and where its generated specs go. */
export const FIXTURE_OVERLAY = 'tests/fixtures/flows';
export const FIXTURE_DIR = 'tests/e2e/fixture-journey';
