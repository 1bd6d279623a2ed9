// The server as one ES module run by plain node: `npm start` runs dist/server/main.mjs, the end-to-end shops
// their own fresh copy (scripts/e2e-server.mjs), so both run what production runs, without a TypeScript loader.
// Dependencies stay in node_modules, so the file must sit inside the project.
import { resolve } from 'node:path';
import { build } from 'esbuild';

/** Deep imports of CommonJS packages name a folder, which Node's ES module loader does not resolve: name its file. */
const folderImports = {
  name: 'folder-imports',
  setup(b) {
    b.onResolve({ filter: /^ajv\/dist\/standalone$/ }, (args) => ({ path: `${args.path}/index.js`, external: true }));
  },
};

const options = {
  bundle: true,
  platform: /** @type {const} */ ('node'),
  format: /** @type {const} */ ('esm'),
  target: 'node20.19',
  packages: /** @type {const} */ ('external'),
  logLevel: /** @type {const} */ ('warning'),
  plugins: [folderImports],
};

/**
 * @param {string} outfile a path inside the project
 * @param {string} entry the server by default; the end-to-end runs also bundle the seed (scripts/e2e-run.mjs)
 */
export async function bundleServer(outfile, entry = 'src/server/main.ts') {
  await build({ ...options, entryPoints: [entry], outfile });
}

/**
 * Test only: the server with the domain folders of `dir` beside the shop's (src/server/test-domains.ts).
 * Their modules join the bundle through esbuild's glob import of `<dir>/<folder>/domain.ts`, and
 * discoverDomains finds the folders at start as it finds the shop's.
 * @param {string} outfile a path inside the project
 * @param {string} dir the folder of test-only domain folders (E2E_DOMAINS)
 */
export async function bundleServerWithDomains(outfile, dir) {
  const root = resolve(dir);
  const contents = `import { serveWithTestDomains } from ${JSON.stringify(resolve('src/server/test-domains.ts'))};
await serveWithTestDomains(${JSON.stringify(root)}, (folder) => import(\`./\${folder}/domain.ts\`));
`;
  await build({ ...options, stdin: { contents, resolveDir: root, loader: 'ts', sourcefile: 'test-domains-entry.ts' }, outfile });
}

