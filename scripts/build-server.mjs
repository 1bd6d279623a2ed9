// `npm run build:server`: the server as one ES module, dist/server/main.mjs, run by plain node
// (`npm start`): no TypeScript loader in the production process (its start-up transpiling and the
// memory it keeps). Dependencies stay in node_modules; `npm run dev` still runs the sources with tsx.
import { build } from 'esbuild';

/** Deep imports of CommonJS packages name a folder, which Node's ES module loader does not resolve: name its file. */
const folderImports = {
  name: 'folder-imports',
  setup(b) {
    b.onResolve({ filter: /^ajv\/dist\/standalone$/ }, (args) => ({ path: `${args.path}/index.js`, external: true }));
  },
};

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  logLevel: 'warning',
  plugins: [folderImports],
});
console.log('wrote dist/server/main.mjs');
