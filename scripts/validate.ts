// npm run validate: schema-validates flows/, then lints it. Prints `<file>#<pointer>: <message>`;
// exits 1 on any error (warnings are printed, exit 0).
import { resolve } from 'node:path';
import { readDefinitions } from '../src/definitions/load-node';
import { orderTypeSchemaIssues, validateDefinitions } from '../src/definitions/validate';
import { lintDefinitions } from '../src/definitions/lint';
import { operationsBeyondBuild } from '../src/server/domain';
import { discoverDomains } from '../src/server/domain-discovery';
import { codeMessageKeyIssues } from '../src/definitions/message-keys-node';
import type { Issue } from '../src/definitions/types';

// `--root <dir>` validates another checkout (tests use a broken copy of flows/); `--overlay <dir>`
// (repeatable) merges a folder shaped like flows/ over it (the test journey of tests/fixtures/flows);
// `--domains <dir>` adds the operations of the test-only domain folders there (tests/fixtures/domains),
// as the fixture shop that runs them announces them.
const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 && process.argv[rootArg + 1] ? resolve(process.argv[rootArg + 1] ?? '') : resolve(import.meta.dirname, '..');
const overlays = process.argv.flatMap((a, i) => (a === '--overlay' && process.argv[i + 1] ? [process.argv[i + 1] ?? ''] : []));
const domainsArg = process.argv.indexOf('--domains');
const domainsDir = domainsArg > 0 ? process.argv[domainsArg + 1] : undefined;
const operations = domainsDir ? operationsBeyondBuild((await discoverDomains(resolve(domainsDir))).map((f) => f.domain)) : {};
const show = (issue: Issue): string => `${issue.file}#${issue.pointer}: ${issue.message}`;

const { raw, files, parseIssues } = readDefinitions(root, overlays);
const validation = validateDefinitions(raw, files);
const errors: Issue[] = [...parseIssues, ...validation.issues];
const warnings: Issue[] = [];
// The lint walks typed definitions, so it runs only once every file has the right shape.
if (validation.ok && parseIssues.length === 0) {
  const lint = lintDefinitions(validation.definitions, { files, operations });
  errors.push(...lint.errors, ...orderTypeSchemaIssues(validation.definitions, files.orderTypes));
  // Every message key the screens' code names has its texts (a missing one shows the raw key).
  errors.push(...codeMessageKeyIssues(root, validation.definitions.messages));
  warnings.push(...lint.warnings);
}

for (const w of warnings) console.warn(`WARNING ${show(w)}`);
for (const e of errors) console.error(show(e));
const counted = `${Object.keys(raw.pages).length} pages, ${Object.keys(raw.journeys).length} journeys${overlays.length > 0 ? ` with ${overlays.join(', ')}` : ''}`;
if (errors.length > 0) {
  console.error(`validate: ${errors.length} error(s), ${warnings.length} warning(s) in flows/ (${counted})`);
  process.exit(1);
}
console.log(`validate: flows/ OK (${counted}), ${warnings.length} warning(s)`);
