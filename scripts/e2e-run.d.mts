// Types of scripts/e2e-run.mjs (plain node runs it; the Playwright teardown imports it).
/** Removes what the run `run` made: its seeded data folder and its bundles. */
export function removeRun(run: string): void;
