import { loadConfig } from './config';
import { buildApp } from './app';
import { hasSpa } from './http/spa';
import { prepareDb } from './start';

// Entry point: `npx tsx src/server/main.ts` (npm start builds the SPA first).
const config = loadConfig();
const db = await prepareDb(config);
// The number index loads once the server answers: until then search asks the database.
const app = await buildApp({ db, config, loadIndexes: 'listen' });
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
