import { buildApp } from './app';
import { loadConfiguration } from './configuration';
import type { Domain } from './domain';
import { DOMAINS } from './domains/registry';
import { hasSpa } from './http/spa';
import { prepareDb } from './start';

/** Starts the shop with `domains` (the shop's own: src/server/main.ts; test-only ones beside them: test-domains.ts). */
export async function serve(domains: readonly Domain[] = DOMAINS): Promise<void> {
  // The whole configuration is checked before the database is opened: a refused start touches nothing.
  const { config, knob } = loadConfiguration(process.env, domains);
  const db = await prepareDb(config, knob, domains);
  // The number index loads once the server answers: until then search asks the database.
  const app = await buildApp({ db, config, loadIndexes: 'listen', domains });
  if (!hasSpa(config.staticDir)) {
    console.warn(`No built SPA in ${config.staticDir}: run \`npm run build\` to serve the shop (the API works without it).`);
  }

  const shutdown = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());

  await app.listen({ host: config.host, port: config.port });
}
