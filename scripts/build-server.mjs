// `npm run build:server`: the server as one ES module, dist/server/main.mjs, run by plain node
// (`npm start`): no TypeScript loader in the production process (its start-up transpiling and the
// memory it keeps). `npm run dev` still runs the sources with tsx.
import { bundleServer } from './server-bundle.mjs';

await bundleServer('dist/server/main.mjs');
console.log('wrote dist/server/main.mjs');
