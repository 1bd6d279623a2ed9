// The runtime, the state, the UI shell (outside widget modules) and the server core (outside its
// domain folders) must not name what the definitions declare: a journey code, an order type, a step
// id, a route path or a field name. Where one would be needed, the design lacks a general concept.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import tileSchema from '../../../flows/schema/content/quickActionTile.schema.json';
import journeySchema from '../../../flows/schema/journey.schema.json';
import { loadDefinitions } from '../../../src/definitions/load-node';
import { FIXTURE_OVERLAY } from '../../../scripts/gen-flow-tests/fixture';
import { OPERATION_NAMES } from '../../../src/contracts/operations';
import { PAYMENT_STATUSES } from '../../../src/contracts/payments';
import { domainFolders } from '../../../src/server/domain-discovery';
import { domainKnobs } from '../../../src/server/domain-parts';
import { DOMAINS } from '../../../src/server/domains/registry';

const root = resolve(import.meta.dirname, '../../..');
const { definitions: defs } = loadDefinitions(root, [FIXTURE_OVERLAY]);

/** Folders checked, and the folders inside them that may know the domain. */
const SCANNED = ['src/runtime', 'src/state', 'src/ui', 'src/studio', 'src/api', 'src/main.tsx', 'src/server'];
const ALLOWED = ['src/ui/widgets/', 'src/server/domains/'];

function files(path: string): string[] {
  const full = join(root, path);
  if (statSync(full).isFile()) return [path];
  return readdirSync(full).flatMap((name) => files(`${path}/${name}`));
}

const scanned = SCANNED.flatMap(files)
  .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts'))
  .filter((f) => !ALLOWED.some((a) => f.startsWith(a)));

/** Every string literal of a file (TypeScript's own scanner: comments are not code), with its line. */
function literals(text: string, jsx: boolean): { value: string; line: number }[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, jsx ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard, text);
  const out: { value: string; line: number }[] = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.StringLiteral || token === ts.SyntaxKind.NoSubstitutionTemplateLiteral || token === ts.SyntaxKind.NumericLiteral) {
      out.push({ value: scanner.getTokenValue(), line: text.slice(0, scanner.getTokenStart()).split('\n').length });
    }
  }
  return out;
}

const journeyCodes = journeySchema.properties.journey.enum as string[];
const orderTypes = Object.keys(defs.orderTypes.orderTypes);
const stepIds = Object.values(defs.journeys).flatMap((j) => j.steps.map((s) => s.id));
const fieldNames = Object.keys(defs.fields.fields);
const routePaths = [
  ...Object.values(defs.pages).flatMap((p) => [p.path, ...(p.aliases ?? [])]),
  ...Object.values(defs.journeys).flatMap((j) => [j.entry.path, ...(j.entry.aliases ?? []), ...j.steps.flatMap((s) => [s.path, ...(s.aliases ?? [])])]),
].filter((p) => p !== '/' && p !== '*');
/** A route's first segment as the shell would spell it ('/order', '/thankyou', ...). */
const routeHeads = [...new Set(routePaths.map((p) => `/${p.split('/')[1] ?? ''}`))];

const productTypes = journeySchema.properties.productType.enum as string[];
const tileKinds = tileSchema.properties.kind.enum as string[];
/** The statuses an order's tracking names (the track page's stages and stand-ins): the page's words, not the shell's. */
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const trackStatuses = [...new Set(Object.values(defs.pages).flatMap((p) => p.blocks).flatMap((b) => {
  const props: Record<string, unknown> = isRecord(b.props) ? b.props : {};
  const lists = [props.stages, props.laterStages, ...Object.values(isRecord(props.stagesByType) ? props.stagesByType : {})];
  const standIns = isRecord(props.standIns) ? props.standIns : {};
  return [...lists.flatMap((l) => (Array.isArray(l) ? l : [])), ...Object.keys(standIns), ...Object.values(standIns).map((v) => (isRecord(v) ? v.stage : null))];
}).filter((v): v is string => typeof v === 'string'))];
/** The catalogue's own codes (5 digits: 40010, 40021 ...), not HTTP statuses the shell handles as such (404, 500). */
const catalogueCodes = Object.keys(defs.errors.errors).filter((k) => /^[0-9]{5}$/.test(k));

const NAMES: Array<[string, string[]]> = [['journey code', journeyCodes], ['order type', orderTypes], ['field name', fieldNames]];
/** What only the browser's layers must not name (the server's domains answer with these codes and read these types). */
const BROWSER_NAMES: Array<[string, string[]]> = [
  ['product type', productTypes], ['tile kind', tileKinds], ['tracking status', trackStatuses], ['catalogue error code', catalogueCodes],
];
/** Step ids are journey-local words ('order', 'recipient'): only the browser shell could act on one. */
const BROWSER = ['src/runtime', 'src/state', 'src/ui', 'src/studio', 'src/api', 'src/main.tsx'];

function namesIn(file: string, text: string): string[] {
  const found: string[] = [];
  const browser = BROWSER.some((b) => file.startsWith(b));
  for (const { value, line } of literals(text, file.endsWith('.tsx'))) {
    for (const [what, names] of NAMES) if (names.includes(value)) found.push(`${relative(root, join(root, file))}:${line} names the ${what} '${value}'`);
    if (browser && stepIds.includes(value)) found.push(`${file}:${line} names the step id '${value}'`);
    if (browser) for (const [what, names] of BROWSER_NAMES) if (names.includes(value)) found.push(`${file}:${line} names the ${what} '${value}'`);
    if (value.startsWith('/') && routeHeads.some((h) => value === h || value.startsWith(`${h}/`))) found.push(`${file}:${line} names the route '${value}'`);
  }
  return found;
}

describe('no journey knowledge outside the definitions, widget modules and server domains', () => {
  it('scans the layers it guards', () => {
    expect(scanned.length).toBeGreaterThan(50);
    expect(trackStatuses).toEqual(expect.arrayContaining(['PAYMENT_FAILED', 'ACTIVATION_COMPLETE']));
    expect(catalogueCodes).toContain('40010');
    expect(productTypes).toEqual(['prepaid', 'postpaid']);
    expect(stepIds).toEqual(expect.arrayContaining(['order', 'recipient']));
    expect(fieldNames).toContain('recipientEmail');
  });

  it('finds what it looks for (a file naming them would fail)', () => {
    const sample = "const a = 'SIMPRE'; // 'PREPAID' in a comment is fine\nconst b = `/order-recipient`;\nconst c = \"recipientEmail\"; go('order');"
      + "\nconst d = code === 40010 || kind === 'prepaidEsim' || type === 'prepaid' || s === 'PAYMENT_FAILED';";
    expect(namesIn('src/ui/sample.ts', sample)).toEqual([
      "src/ui/sample.ts:1 names the order type 'SIMPRE'",
      "src/ui/sample.ts:2 names the route '/order-recipient'",
      "src/ui/sample.ts:3 names the field name 'recipientEmail'",
      "src/ui/sample.ts:3 names the step id 'order'",
      "src/ui/sample.ts:4 names the catalogue error code '40010'",
      "src/ui/sample.ts:4 names the tile kind 'prepaidEsim'",
      "src/ui/sample.ts:4 names the product type 'prepaid'",
      "src/ui/sample.ts:4 names the tracking status 'PAYMENT_FAILED'",
    ]);
  });

  it.each(scanned)('%s names none', (file) => {
    expect(namesIn(file, readFileSync(join(root, file), 'utf8'))).toEqual([]);
  });
});

/**
 * The shell's hooks and parts are the screens' common ground: a payment's flow (its statuses, its
 * poll, its end) lives in the payment widget modules, built on the runtime's poll and expiries.
 */
const shellShared = ['src/ui/hooks', 'src/ui/parts'].flatMap(files).filter((f) => /\.tsx?$/.test(f));

function paymentFlowIn(file: string, text: string): string[] {
  const found: string[] = [];
  for (const { value, line } of literals(text, file.endsWith('.tsx'))) {
    if ((PAYMENT_STATUSES as readonly string[]).includes(value)) found.push(`${file}:${line} names the payment status '${value}'`);
    if (/(^|\/)payment-routing$/.test(value)) found.push(`${file}:${line} imports the payment routing`);
  }
  return found;
}

describe("no payment flow in the shell's hooks and parts", () => {
  it('finds what it looks for', () => {
    expect(shellShared.length).toBeGreaterThan(5);
    expect(paymentFlowIn('src/ui/hooks/x.ts', "import { findMethod } from '../../runtime/payment-routing';\nif (s === 'PAID') go();")).toEqual([
      'src/ui/hooks/x.ts:1 imports the payment routing', "src/ui/hooks/x.ts:2 names the payment status 'PAID'",
    ]);
  });

  it.each(shellShared)('%s holds none', (file) => {
    expect(paymentFlowIn(file, readFileSync(join(root, file), 'utf8'))).toEqual([]);
  });
});

/** A helper two widgets share lives in the widget module that owns it, a contract of all widgets in src/definitions: the widgets root holds only modules. */
describe('the widgets root holds widget modules only', () => {
  it('has no file of its own', () => {
    const loose = readdirSync(join(root, 'src/ui/widgets'), { withFileTypes: true }).filter((d) => !d.isDirectory()).map((d) => d.name);
    expect(loose).toEqual([]);
  });
});

/** The shell's stylesheets (outside widget modules): a page's look comes from its definition's layout. */
const stylesheets = ['src/ui'].flatMap(files).filter((f) => f.endsWith('.css') && !ALLOWED.some((a) => f.startsWith(a)));
const screenIds = [...Object.keys(defs.pages), ...Object.values(defs.pages).map((p) => p.id), ...stepIds];

function screensStyled(file: string, text: string): string[] {
  const css = text.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/\.screen--([a-z0-9-]+)/g)].flatMap((m) => (screenIds.includes(m[1] ?? '') ? [`${file} styles the screen '${m[1]}'`] : []));
}

describe('no page or step styled by its id in the shell\'s stylesheets', () => {
  it('finds what it looks for', () => {
    expect(stylesheets).toContain('src/ui/styles.css');
    expect(screensStyled('a.css', '/* .screen--home */ .main:has(> .screen--home) { } .screen--plain { } .screen--recipient > .block { }'))
      .toEqual(["a.css styles the screen 'home'", "a.css styles the screen 'recipient'"]);
  });

  it.each(stylesheets)('%s styles none', (file) => {
    expect(screensStyled(file, readFileSync(join(root, file), 'utf8'))).toEqual([]);
  });
});

/**
 * The server's core (src/server outside its domain folders: the app, the seed runner, the migration runner ...)
 * names no domain: it imports none of their modules (only the generated registry, src/server/domains/registry.ts),
 * names none of their operations and none of their tables in its SQL. A domain's parts (its seed data too)
 * reach the core through its domain.ts, never by name.
 */
const DOMAINS_DIR = 'src/server/domains';
const domainNames = domainFolders(join(root, DOMAINS_DIR)).map((d) => d.folder);
/** Every core file: none is let off (the providers and the seed moved into their domains). */
const serverCore = files('src/server').filter((f) => /\.(ts|tsx)$/.test(f) && !f.startsWith(`${DOMAINS_DIR}/`));
/** The tables the domains' migrations create. */
const domainTables = [...new Set(domainNames.flatMap((d) => {
  const path = join(root, DOMAINS_DIR, d, 'migrations.ts');
  return existsSync(path) ? [...readFileSync(path, 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?(\w+)/g)].map((m) => m[1] ?? '') : [];
}))];
/** A table named where SQL names one (FROM, JOIN, INTO, UPDATE, TABLE, ON, to_regclass). */
const tableIn = (sql: string): string[] =>
  [...sql.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE|TABLE|ON|to_regclass\(')\s*"?(\w+)/gi)].map((m) => m[1] ?? '').filter((t) => domainTables.includes(t));

function domainsNamedIn(file: string, text: string): string[] {
  const found: string[] = [];
  const dir = file.slice(0, file.lastIndexOf('/'));
  const specifiers = new Set<string>();
  for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
    const spec = m[1] ?? '';
    specifiers.add(spec);
    if (!spec.startsWith('.')) continue;
    const target = relative(root, resolve(root, dir, spec));
    if (target.startsWith(`${DOMAINS_DIR}/`) && target !== `${DOMAINS_DIR}/registry`) found.push(`${file} imports ${target}`);
  }
  for (const { value, line } of literals(text, file.endsWith('.tsx'))) {
    if ((OPERATION_NAMES as readonly string[]).includes(value)) found.push(`${file}:${line} names the operation '${value}'`);
    if (!specifiers.has(value) && domainNames.some((d) => value.includes(`domains/${d}`))) found.push(`${file}:${line} names a domain folder in '${value}'`);
    for (const table of tableIn(value)) found.push(`${file}:${line} names the domain table '${table}'`);
  }
  return found;
}

/** The environment variables the domains declare (their knobs, their providers' choices): the core's configuration names none. */
const domainEnv = domainKnobs(DOMAINS).map((k) => k.env);

function domainEnvIn(file: string, text: string): string[] {
  return literals(text, false).flatMap(({ value, line }) => domainEnv.filter((env) => new RegExp(`\\b${env}\\b`).test(value)).map((env) => `${file}:${line} names ${env}, a domain's knob`));
}

describe('no server core file names a domain', () => {
  it('config.ts names no variable a domain declares', () => {
    expect(domainEnv).toEqual(expect.arrayContaining(['PAYMENT_PROVIDER', 'MAIL_FROM', 'DOCUMENT_KEY', 'NUMBER_COUNT']));
    expect(domainEnvIn('src/server/config.ts', "const a = 'NUMBER_COUNT'; // MAIL_FROM in a comment\nconst b = `set PAYMENT_GATEWAY_URL, x`;")).toEqual([
      "src/server/config.ts:1 names NUMBER_COUNT, a domain's knob", "src/server/config.ts:2 names PAYMENT_GATEWAY_URL, a domain's knob",
    ]);
    expect(domainEnvIn('src/server/config.ts', readFileSync(join(root, 'src/server/config.ts'), 'utf8'))).toEqual([]);
  });

  it('knows the domains and scans the core', () => {
    expect(domainNames).toEqual(expect.arrayContaining(['orders', 'payments', 'numbers']));
    expect(serverCore).toEqual(expect.arrayContaining(['src/server/app.ts', 'src/server/context.ts', 'src/server/errors.ts', 'src/server/config.ts',
      'src/server/seed/seed.ts', 'src/server/seed/seed-mark.ts', 'src/server/db/migrate.ts']));
    expect(domainTables).toEqual(expect.arrayContaining(['numbers', 'stores', 'settings', 'area_provinces', 'orders']));
  });

  it('finds what it looks for', () => {
    const sample = "import { x } from './domains/numbers/queries';\nimport { DOMAINS } from './domains/registry';\nconst p = OPERATIONS['payments.notify'];\nload('src/server/domains/orders/x.ts');"
      + "\nq.query(`INSERT INTO settings (name) VALUES ($1) ON CONFLICT DO NOTHING`);\nq.query(\"SELECT to_regclass('stores'), count(*) FROM seed_marks\");";
    expect(domainsNamedIn('src/server/app.ts', sample)).toEqual([
      'src/server/app.ts imports src/server/domains/numbers/queries',
      "src/server/app.ts:3 names the operation 'payments.notify'",
      "src/server/app.ts:4 names a domain folder in 'src/server/domains/orders/x.ts'",
      "src/server/app.ts:5 names the domain table 'settings'",
      "src/server/app.ts:6 names the domain table 'stores'",
    ]);
  });

  it.each(serverCore)('%s names none', (file) => {
    expect(domainsNamedIn(file, readFileSync(join(root, file), 'utf8'))).toEqual([]);
  });
});
