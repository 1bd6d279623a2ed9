// The server as one ES module run by plain node: `npm start` runs dist/server/main.mjs, the end-to-end shops
// their own fresh copy (scripts/e2e-server.mjs), so both run what production runs, without a TypeScript loader.
// Dependencies stay in node_modules, so the file must sit inside the project.
import { build } from 'esbuild';

/** Deep imports of CommonJS packages name a folder, which Node's ES module loader does not resolve: name its file. */
const folderImports = {
  name: 'folder-imports',
  setup(b) {
    b.onResolve({ filter: /^ajv\/dist\/standalone$/ }, (args) => ({ path: `${args.path}/index.js`, external: true }));
  },
};

/**
 * @param {string} outfile a path inside the project
 * @param {string} entry the server by default; the end-to-end runs also bundle the seed (scripts/e2e-run.mjs)
 */
export async function bundleServer(outfile, entry = 'src/server/main.ts') {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    logLevel: 'warning',
    plugins: [folderImports],
  });
}
