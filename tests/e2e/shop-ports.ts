// The ports of the three end-to-end shops (playwright.config.ts starts them; the global setup publishes to one).
const base = Number(process.env.E2E_PORT ?? 8191);
export const PORTS = { shop: base, publishing: base + 1, fixture: base + 2 };
export const url = (port: number): string => `http://127.0.0.1:${port}`;
export const FIXTURE_URL = url(PORTS.fixture);
