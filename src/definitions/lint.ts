// Checks beyond shape: every reference the runtime follows (routes, @page/@step targets, error codes,
// button targets, data sources, operations, widget props, state keys, JSON Logic variables), the step
// graph, texts, and route clashes. Pure and browser-safe, so the editor and the browser run it too.
import { cartStepsOf } from './cart-steps';
import { pathParams, unboundedIn } from '../contracts';
import type { OperationEntries } from '../contracts/operation-entries';
import { CORE_KEYS, INPUT_ROOT, SNAPSHOT_ROOTS } from './core-state';
import { conventionalFiles, type DefinitionFiles } from './files';
import { checkActions, checkAction, checkOnError, checkRule, checkTarget, checkTemplate, createChecker, type Checker } from './lint-refs';
import { buildScope, type RefContext } from './lint-scope';
import { holdsDigits } from './field-entry';
import { traitsOf } from './journey-traits';
import { journeyActions } from './journey-actions';
import { findTextProblems } from './lint-texts';
import { NIK_PROBLEMS } from './nik';
import { checkScreenTime, movesByItself, screenContext } from './lint-time';
import { checkBlock } from './lint-widgets';
import { escapePointer, varsOf } from './logic';
import { stepNavigations } from './step-navigations';
import { PAGE_PREFIX } from './targets';
import type { Definitions, Issue, Journey, Page, Step } from './types';

export interface LintResult {
  errors: Issue[];
  warnings: Issue[];
}

export interface LintOptions {
  files?: DefinitionFiles;
  /** Operations beyond the build's that the set may call: those the server checking it announces. */
  operations?: OperationEntries;
}

/** '/track/:id/:email?' and '/track/:x/:y?' are the same route. */
const routeKey = (path: string): string => path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, ':');
const pathParamNames = (path: string): string[] => [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*\??)/g)].map((m) => m[1] ?? '');
const requiredParams = (path: string): string[] => pathParamNames(path).filter((p) => !p.endsWith('?'));
const RESERVED_STATE = new Set<string>([...CORE_KEYS, ...SNAPSHOT_ROOTS, INPUT_ROOT]);

export function lintDefinitions(defs: Definitions, options: LintOptions = {}): LintResult {
  const files = options.files ?? conventionalFiles(defs);
  const c = createChecker(buildScope(defs, options.operations));
  const pageFile = (id: string): string => files.pages[id] ?? `flows/pages/${id}.json`;
  const journeyFile = (id: string): string => files.journeys[id] ?? `flows/journeys/${id}.json`;
  const { site, fields, messages, errors: catalogue, orderTypes, pages, journeys } = defs;

  // --- texts: every {id, en} complete, everywhere --------------------------------------------
  const roots: [string, unknown][] = [
    [files.site, site], [files.fields, fields], [files.messages, messages], [files.errors, catalogue], [files.orderTypes, orderTypes],
    ...Object.entries(pages).map(([id, p]): [string, unknown] => [pageFile(id), p]),
    ...Object.entries(journeys).map(([id, j]): [string, unknown] => [journeyFile(id), j]),
  ];
  for (const [file, root] of roots) {
    for (const problem of findTextProblems(root)) (problem.warning ? c.warn : c.error)(file, problem.pointer, problem.message);
  }

  lintMessages(c, defs, files);
  lintFields(c, defs, files);
  lintState(c, defs, files, journeyFile);

  // --- error catalogue: button actions lead somewhere (no journey context: @start falls back home)
  for (const [code, entry] of Object.entries(catalogue.errors)) {
    checkAction(c, files.errors, `/errors/${escapePointer(code)}/button/action`, entry.button.action, {});
  }

  // --- site: guards, sources, tracking, navigation, payment pages ---------------------------------
  for (const [name, rule] of Object.entries(site.guards)) checkRule(c, files.site, `/guards/${name}`, rule, {});
  for (const [name, source] of Object.entries(site.sources)) {
    const at = `/sources/${escapePointer(name)}`;
    const params = typeof source.params === 'object' && source.params !== null ? Object.keys(source.params) : null;
    const op = c.scope.operation(source.op);
    if (!op) c.error(files.site, `${at}/op`, `unknown operation '${source.op}' (src/contracts/operations.ts)`);
    else if (op.caller !== 'browser') c.error(files.site, `${at}/op`, `operation '${source.op}' is not called from the browser`);
    else if (op.method !== 'GET' && source.op !== 'logistics.options') {
      c.warn(files.site, `${at}/op`, `source '${name}' calls ${op.method} ${source.op}: a source should only read`);
    }
    if (op) {
      const missing = pathParams(op.path).filter((p) => !p.optional && !(params ?? []).includes(p.name));
      if (missing.length > 0) c.error(files.site, `${at}/params`, `operation '${source.op}' needs the path parameter(s) ${missing.map((p) => p.name).join(', ')}`);
    }
    for (const part of ['params', 'query', 'body'] as const) {
      if (source[part] !== undefined) checkTemplate(c, files.site, `${at}/${part}`, source[part], { input: true });
    }
  }
  checkRule(c, files.site, '/tracking/suppressPurchase', site.tracking.suppressPurchase, {});
  lintNavigation(c, defs, files);

  // --- pages -------------------------------------------------------------------------------------
  for (const [id, page] of Object.entries(pages)) {
    const file = pageFile(id);
    if (page.id !== id) c.error(file, '/id', `page id '${page.id}' does not match its file name '${id}'`);
    checkScreen(c, file, '', page, { guards: site.guards });
  }

  // --- journeys ----------------------------------------------------------------------------------
  for (const [id, journey] of Object.entries(journeys)) lintJourney(c, defs, journeyFile(id), id, journey);

  lintRoutes(c, defs, files, pageFile, journeyFile);
  lintOrderTypes(c, defs, files);
  return { errors: c.errors, warnings: c.warnings };
}

/**
 * An order type's refs point at properties its payload schema declares (the server prices and reserves by
 * them), and its payload schema bounds every number and string.
 */
function lintOrderTypes(c: Checker, defs: Definitions, files: DefinitionFiles): void {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  for (const [code, type] of Object.entries(defs.orderTypes.orderTypes)) {
    for (const [ref, pointer] of Object.entries(type.refs)) {
      if (typeof pointer !== 'string') continue;
      let node: unknown = type.payload;
      for (const key of pointer.split('/').slice(1)) {
        const props: unknown = isObject(node) ? node.properties : undefined;
        node = isObject(props) ? props[key] : undefined;
      }
      if (node === undefined) c.error(files.orderTypes, `/orderTypes/${code}/refs/${ref}`, `'${pointer}' is not a property of the ${code} payload schema`);
    }
    // An unbounded integer would reach the database as out of range (a 500), not a 400.
    for (const [pointer, problem] of unboundedIn(type.payload)) c.error(files.orderTypes, `/orderTypes/${code}/payload${pointer === '/' ? '' : pointer}`, problem);
  }
}

function lintMessages(c: Checker, defs: Definitions, files: DefinitionFiles): void {
  // A4: the English min/max texts are shipped swapped on purpose; say so, don't fail.
  const minEn = defs.messages.validation.minLength.en;
  const maxEn = defs.messages.validation.maxLength.en;
  if (/^max/i.test(minEn) || /^min/i.test(maxEn)) {
    c.warn(files.messages, '/validation/minLength/en',
      `English minLength/maxLength texts look swapped ('${minEn}' / '${maxEn}'); kept as the spec states (reading A4)`);
  }
}

export function messageExists(defs: Pick<Definitions, 'messages'>, key: string): boolean {
  const [area, ...rest] = key.split('.');
  const name = rest.join('.');
  if (area === 'validation') return Object.prototype.hasOwnProperty.call(defs.messages.validation, name);
  if (area === 'ui') return Object.prototype.hasOwnProperty.call(defs.messages.ui, name);
  return false;
}

function lintFields(c: Checker, defs: Definitions, files: DefinitionFiles): void {
  const { fields, messages, site } = defs;
  for (const [name, field] of Object.entries(fields.fields)) {
    const at = `/fields/${name}`;
    if (field.sameAs !== null && !(field.sameAs in fields.fields)) c.error(files.fields, `${at}/sameAs`, `sameAs '${field.sameAs}' is not a field`);
    for (const [keyword, key] of Object.entries(field.messages)) {
      if (!messageExists(defs, key)) c.error(files.fields, `${at}/messages/${keyword}`, `message '${key}' is not in messages.json`);
    }
    const hasText = (keyword: string): boolean =>
      keyword in field.messages || Object.prototype.hasOwnProperty.call(messages.validation, keyword);
    const used = Object.keys(field.schema).filter((k) => k !== 'type');
    // A digits field with a pattern tells another character 'numeric' (field-check.ts).
    const numericChecked = holdsDigits(field) && field.schema.pattern !== undefined;
    for (const keyword of used) {
      if (!hasText(keyword)) c.error(files.fields, `${at}/schema/${keyword}`, `'${keyword}' has no error text: add messages.${keyword}`);
    }
    field.examples.invalid.forEach((example, i) => {
      const kw = example.keyword;
      const p = `${at}/examples/invalid/${i}/keyword`;
      if (kw === 'required' && !field.required) c.error(files.fields, p, `'required' example on a field that is not required`);
      else if (kw === 'notEqual' && field.sameAs === null) c.error(files.fields, p, `'notEqual' example on a field without sameAs`);
      else if (kw === 'numeric' && !numericChecked) c.error(files.fields, p, `'numeric' example on a field that holds no digits pattern`);
      else if ((NIK_PROBLEMS as readonly string[]).includes(kw) && !field.structure) c.error(files.fields, p, `'${kw}' example on a field without a structure`);
      else if (kw !== 'required' && kw !== 'notEqual' && kw !== 'numeric' && !(NIK_PROBLEMS as readonly string[]).includes(kw) && !used.includes(kw)) c.error(files.fields, p, `keyword '${kw}' is not in the field's schema`);
    });
    if (field.structure) {
      const { birthDate } = field.structure;
      if (birthDate !== undefined && !(birthDate in fields.fields)) c.error(files.fields, `${at}/structure/birthDate`, `'${birthDate}' is not a field`);
      for (const keyword of NIK_PROBLEMS) {
        if (keyword === 'nikBirthDateMismatch' && birthDate === undefined) continue;
        if (!hasText(keyword)) c.error(files.fields, `${at}/messages`, `a ${field.structure.kind} structure's '${keyword}' has no error text: add messages.${keyword}`);
      }
    }
    if (numericChecked && !hasText('numeric')) c.error(files.fields, `${at}/messages`, `a digits field needs a 'numeric' text: add messages.numeric`);
    // Renderer families with their own needs (src/ui/fields).
    const choice = field.widget === 'select' || field.widget === 'radio';
    if (choice && !field.options) c.error(files.fields, at, `a ${field.widget} field needs 'options' (items or a source)`);
    if (!choice && field.options) c.error(files.fields, `${at}/options`, `only select and radio fields have options`);
    if (field.options) {
      const o = field.options;
      if ((o.items === undefined) === (o.source === undefined)) c.error(files.fields, `${at}/options`, `options need exactly one of 'items' or 'source'`);
      if (o.source !== undefined) {
        if (!(o.source in site.sources)) c.error(files.fields, `${at}/options/source`, `unknown data source '${o.source}' (site.json sources)`);
        if (o.value === undefined || o.label === undefined) c.error(files.fields, `${at}/options`, `a source-backed list needs 'value' and 'label' (item properties)`);
      }
    }
    if (field.dependsOn !== undefined) {
      if (!(field.dependsOn in fields.fields)) c.error(files.fields, `${at}/dependsOn`, `'${field.dependsOn}' is not a field`);
      else if (field.dependsOn === name) c.error(files.fields, `${at}/dependsOn`, `a field cannot depend on itself`);
    }
    if ((field.widget === 'file') !== (field.file !== undefined)) c.error(files.fields, at, field.widget === 'file' ? `a file field needs 'file' (accept, maxBytes)` : `only file fields have 'file'`);
  }
}

/** State keys: no clash with the core or computed roots; one key declared twice must mean the same. */
function lintState(c: Checker, defs: Definitions, files: DefinitionFiles, journeyFile: (id: string) => string): void {
  const seen = new Map<string, { where: string; decl: string }>();
  const visit = (file: string, pointer: string, block: Record<string, { default?: unknown; keep?: boolean; keepOnHome?: boolean }>): void => {
    for (const [key, decl] of Object.entries(block)) {
      const at = `${pointer}/${key}`;
      if (RESERVED_STATE.has(key)) { c.error(file, at, `'${key}' is a core or computed key: choose another name`); continue; }
      if (key in defs.fields.fields) c.error(file, at, `'${key}' is also a field name: a field's value lives in values.${key}`);
      const text = JSON.stringify({ default: decl.default ?? null, keep: decl.keep ?? false, keepOnHome: decl.keepOnHome ?? false });
      const before = seen.get(key);
      if (before && before.decl !== text) c.error(file, at, `'${key}' is declared differently in ${before.where}: one key, one meaning`);
      else if (!before) seen.set(key, { where: `${file}#${at}`, decl: text });
    }
  };
  visit(files.site, '/state', defs.site.state);
  for (const [id, j] of Object.entries(defs.journeys)) visit(journeyFile(id), '/state', j.state ?? {});
}

function lintNavigation(c: Checker, defs: Definitions, files: DefinitionFiles): void {
  const { site, pages } = defs;
  if (!site.languages.includes(site.defaultLanguage)) c.error(files.site, '/defaultLanguage', `'${site.defaultLanguage}' is not in languages`);
  site.nav.forEach((item, i) => {
    const kinds = [item.to, item.href, item.children].filter((x) => x !== undefined).length;
    if (kinds !== 1) c.error(files.site, `/nav/${i}`, `nav item '${item.id}' needs exactly one of to, href or children`);
    if (item.to !== undefined) checkTarget(c, files.site, `/nav/${i}/to`, item.to, {});
    item.children?.forEach((child, k) => {
      if ((child.to === undefined) === (child.href === undefined)) c.error(files.site, `/nav/${i}/children/${k}`, `nav link needs exactly one of to or href`);
      if (child.to !== undefined) checkTarget(c, files.site, `/nav/${i}/children/${k}/to`, child.to, {});
    });
  });
  site.footer.columns.forEach((col, i) => col.links.forEach((link, k) => {
    if ((link.to === undefined) === (link.href === undefined)) c.error(files.site, `/footer/columns/${i}/links/${k}`, `a link needs exactly one of to or href`);
    if (link.to !== undefined) checkTarget(c, files.site, `/footer/columns/${i}/links/${k}/to`, link.to, {});
  }));
  site.redirects.forEach((r, i) => checkTarget(c, files.site, `/redirects/${i}/to`, r.to, {}));
  const ids = new Set(site.cartSteps.map((s) => s.id));
  if (ids.size !== site.cartSteps.length) c.error(files.site, '/cartSteps', 'cart step ids must be unique');
  const groups = new Set(site.paymentGroups.map((g) => g.id));
  const codes = new Set<string>();
  site.paymentMethods.forEach((m, i) => {
    const p = `/paymentMethods/${i}`;
    if (codes.has(m.code)) c.error(files.site, `${p}/code`, `duplicate payment method code '${m.code}'`);
    codes.add(m.code);
    if (!groups.has(m.group)) c.error(files.site, `${p}/group`, `group '${m.group}' is not in paymentGroups`);
    if (!(m.next in pages)) c.error(files.site, `${p}/next`, `next '${m.next}' is not a page id`);
    if (m.when !== undefined) checkRule(c, files.site, `${p}/when`, m.when, {});
    // A VA screen names its bank and shows that bank's guides.
    if (m.kind === 'va' && !(m.bank && site.paymentBanks?.[m.bank])) {
      c.error(files.site, `${p}/bank`, `VA method '${m.code}' needs a bank of paymentBanks (its name, logo and guides)`);
    }
  });
  for (const key of ['paymentPhonePage', 'paymentFailedPage'] as const) {
    if (!(site[key] in pages)) c.error(files.site, `/${key}`, `'${site[key]}' is not a page id`);
  }
  for (const key of ['home', 'notFound'] as const) {
    if (!(site.pages[key] in pages)) c.error(files.site, `/pages/${key}`, `'${site.pages[key]}' is not a page id`);
  }
}

interface ScreenContext { guards: Record<string, unknown>; journey?: RefContext['journey'] }

function checkScreen(c: Checker, file: string, base: string, screen: Page | Step, sc: ScreenContext): void {
  const outer: RefContext = sc.journey ? { journey: sc.journey } : {};
  // The screen's own rules may read its expiries (time.<name>).
  const ctx = screenContext(screen, outer);
  checkScreenTime(c, file, base, screen, outer);
  if (screen.guard !== undefined && !(screen.guard in sc.guards)) {
    c.error(file, `${base}/guard`, `unknown guard '${screen.guard}' (the journey's guards or site.json guards)`);
  }
  checkActions(c, file, `${base}/entryActions`, screen.entryActions, ctx);
  const blocks = (at: string, list: Page['blocks']) => list.forEach((b, i) => {
    checkBlock(c, file, `${at}/blocks/${i}`, b, ctx);
    if (b.when !== undefined) checkRule(c, file, `${at}/blocks/${i}/when`, b.when, ctx);
  });
  blocks(base, screen.blocks);
  checkPhases(c, file, base, screen, ctx, blocks);
  if (screen.params !== undefined && screen.params.join('/') !== pathParamNames(screen.path).join('/')) {
    c.error(file, `${base}/params`, `params [${screen.params.join(', ')}] do not match the path '${screen.path}'`);
  }
}

/**
 * A screen's phases: unique ids, each reachable from the first, its blocks, actions and rules checked,
 * its button a text of the screen, its next rules leading to phases of the same screen.
 */
function checkPhases(c: Checker, file: string, base: string, screen: Page | Step, ctx: RefContext,
  blocks: (at: string, list: Page['blocks']) => void): void {
  const phases = screen.phases ?? [];
  const ids = new Set<string>();
  phases.forEach((phase, k) => {
    if (ids.has(phase.id)) c.error(file, `${base}/phases/${k}/id`, `duplicate phase id '${phase.id}'`);
    ids.add(phase.id);
  });
  phases.forEach((phase, k) => {
    const at = `${base}/phases/${k}`;
    blocks(at, phase.blocks);
    phase.blocks.forEach((b, i) => {
      if (b.submits !== undefined && !ids.has(b.submits)) c.error(file, `${at}/blocks/${i}/submits`, `'${b.submits}' is not a phase of this screen`);
    });
    checkActions(c, file, `${at}/submit`, phase.submit, ctx);
    checkOnError(c, file, `${at}/onError`, phase.onError, ctx);
    if (phase.auto !== undefined) checkRule(c, file, `${at}/auto`, phase.auto, ctx);
    if (phase.button !== undefined && !(phase.button in (screen.texts ?? {}))) c.error(file, `${at}/button`, `the button's text '${phase.button}' is not in the screen's texts`);
    (phase.next ?? []).forEach((rule, n) => {
      if (!ids.has(rule.to)) c.error(file, `${at}/next/${n}/to`, `'${rule.to}' is not a phase of this screen`);
      if (rule.when !== undefined) checkRule(c, file, `${at}/next/${n}/when`, rule.when, ctx);
    });
    if ((phase.submit ?? []).length > 0 && phase.button === undefined && phase.auto === undefined) {
      c.error(file, at, `phase '${phase.id}' has actions but nothing submits it: give it a button or an auto rule`);
    }
  });
  const reached = new Set<string>();
  const queue = phases[0] ? [phases[0].id] : [];
  while (queue.length > 0) {
    const id = queue.shift() ?? '';
    if (reached.has(id)) continue;
    reached.add(id);
    for (const rule of phases.find((p) => p.id === id)?.next ?? []) queue.push(rule.to);
  }
  phases.forEach((phase, k) => {
    if (!reached.has(phase.id)) c.error(file, `${base}/phases/${k}`, `phase '${phase.id}' is unreachable from the first phase '${phases[0]?.id ?? ''}'`);
  });
}

/**
 * What a journey ends in: an order (orderType, with its traits) or an ending (a call, a page, a link)
 * that one of its steps reaches, never both.
 */
function lintEnding(c: Checker, defs: Definitions, file: string, journey: Journey): void {
  const { orderType, ending } = journey;
  if (orderType !== undefined && ending !== undefined) { c.error(file, '/ending', 'a journey ends in its order (orderType) or in an ending, not both'); return; }
  if (orderType === undefined && ending === undefined) { c.error(file, '', 'a journey needs an orderType (the order it ends in) or an ending (a call, a page or a link)'); return; }
  if (orderType !== undefined) {
    if (journey.traits === undefined) c.error(file, '/traits', `a journey that ends in an order (${orderType}) declares its traits`);
    const type = defs.orderTypes.orderTypes[orderType];
    if (!type) c.error(file, '/orderType', `order type '${orderType}' is not in orderTypes.json`);
    else if (type.productType !== 'package' && type.productType !== journey.productType) {
      c.error(file, '/productType', `order type ${orderType} sells ${type.productType}, the journey says ${journey.productType}`);
    }
    return;
  }
  if (journey.traits?.payment === true) c.error(file, '/traits/payment', 'a journey without an order has nothing to pay');
  const actions = journeyActions(journey);
  if (ending?.call !== undefined) {
    if (!c.scope.operation(ending.call)) c.error(file, '/ending/call', `unknown operation '${ending.call}' (src/contracts/operations.ts)`);
    else if (!actions.some((a) => a.do === 'call' && a.op === ending.call)) c.error(file, '/ending/call', `no step of the journey calls '${ending.call}'`);
  }
  if (ending?.page !== undefined) {
    const target = `${PAGE_PREFIX}${ending.page}`;
    if (!(ending.page in defs.pages)) c.error(file, '/ending/page', `no page '${ending.page}'`);
    else if (!journey.steps.some((s) => (s.next ?? []).some((r) => r.to === target)) && !actions.some((a) => a.do === 'navigate' && a.to === target)) {
      c.error(file, '/ending/page', `no step of the journey leads to '${target}'`);
    }
  }
  if (ending?.link !== undefined && !actions.some((a) => a.do === 'href' && a.url === ending.link)) {
    c.error(file, '/ending/link', `no step of the journey hands over to '${ending.link}' (an href action)`);
  }
}

function lintJourney(c: Checker, defs: Definitions, file: string, key: string, journey: Journey): void {
  if (journey.id !== key) c.error(file, '/id', `journey id '${journey.id}' does not match its file name '${key}'`);
  lintEnding(c, defs, file, journey);
  const traits = traitsOf(journey);
  const traitsKnown = journey.traits !== undefined || journey.orderType === undefined;
  const cartIds = new Set(defs.site.cartSteps.map((s) => s.id));
  traits.cartSteps.forEach((id, i) => {
    if (!cartIds.has(id)) c.error(file, `/traits/cartSteps/${i}`, `cart step ${id} is not in site.cartSteps`);
  });

  const stepIndex = new Map<string, number>();
  journey.steps.forEach((step, i) => {
    if (stepIndex.has(step.id)) c.error(file, `/steps/${i}/id`, `duplicate step id '${step.id}'`);
    else stepIndex.set(step.id, i);
  });
  const guards = { ...defs.site.guards, ...(journey.guards ?? {}) };
  const jctx: RefContext['journey'] = { id: journey.id, steps: new Set(stepIndex.keys()), guards: new Set(Object.keys(guards)) };
  const ctx: RefContext = { journey: jctx };
  for (const [name, rule] of Object.entries(journey.guards ?? {})) checkRule(c, file, `/guards/${name}`, rule, ctx);
  checkOnError(c, file, '/onError', journey.onError, ctx);
  checkActions(c, file, '/entry/actions', journey.entry.actions, ctx);
  if (!stepIndex.has(journey.entry.goto)) c.error(file, '/entry/goto', `entry goes to '${journey.entry.goto}', which is not a step`);

  journey.steps.forEach((step, i) => {
    const base = `/steps/${i}`;
    checkScreen(c, file, base, step, { guards, journey: jctx });
    const sctx = screenContext(step, ctx);
    // An order journey without its traits is told once (lintEnding), not again for each step.
    if (traitsKnown) for (const id of cartStepsOf(step)) {
      if (!traits.cartSteps.includes(id)) c.error(file, `${base}/cartStep`, `cart step ${id} is not among the journey's traits.cartSteps`);
    }
    if (traitsKnown && traits.delivery === 'none' && step.blocks.some((b) => b.widget === 'deliveryPicker')) {
      c.error(file, base, `the journey delivers nothing (traits.delivery none) but shows a deliveryPicker`);
    }
    if (step.ready !== undefined) {
      checkRule(c, file, `${base}/ready`, step.ready, sctx);
      // `ready` gates the step's actions: what they write (a call's store, a set's path) is not there yet.
      const written = (step.submit ?? []).flatMap((a) => {
        if (a.do === 'call' && a.store !== undefined) return [{ path: a.store, by: 'a call stores' }];
        if (a.do === 'set' && a.path !== undefined) return [{ path: a.path, by: 'a set action writes' }];
        return [];
      });
      for (const v of varsOf(step.ready, `${base}/ready`)) {
        const hit = written.find((w) => v.path === w.path || v.path.startsWith(`${w.path}.`) || w.path.startsWith(`${v.path}.`));
        if (hit) c.error(file, v.pointer, `'ready' is checked before the step's actions: it cannot read '${v.path}', which ${hit.by} in '${hit.path}' (let a next rule read the answer)`);
      }
    }
    checkActions(c, file, `${base}/submit`, step.submit, sctx);
    if (step.total) {
      if (!c.scope.uiKeys.has(step.total.label)) c.error(file, `${base}/total/label`, `ui text '${step.total.label}' is not in messages.json`);
      checkRule(c, file, `${base}/total/amount`, step.total.amount, sctx);
      if (step.total.detail !== undefined) checkRule(c, file, `${base}/total/detail`, step.total.detail, sctx);
    }
    checkOnError(c, file, `${base}/onError`, step.onError, sctx);
    const next = step.next ?? [];
    if (next.length === 0 && step.terminal !== true && !movesByItself(step)) c.error(file, base, `step '${step.id}' is a dead end: add 'next', a timer or a poll, or mark it terminal`);
    if (next.length > 0 && step.terminal === true) c.warn(file, `${base}/terminal`, `step '${step.id}' is terminal but has 'next'`);
    next.forEach((rule, k) => {
      const p = `${base}/next/${k}`;
      if (rule.to.startsWith(PAGE_PREFIX)) {
        const pageId = rule.to.slice(PAGE_PREFIX.length);
        const page = defs.pages[pageId];
        if (!page) c.error(file, `${p}/to`, `next target '${rule.to}': no page '${pageId}'`);
        else if (requiredParams(page.path).length > 0) c.error(file, `${p}/to`, `next target '${rule.to}': the page's path needs ${requiredParams(page.path).join(', ')}, which a next rule cannot give (go to a step that links there)`);
      } else if (!stepIndex.has(rule.to)) {
        c.error(file, `${p}/to`, `next target '${rule.to}' is not a step of journey '${journey.id}'`);
      }
      if (rule.when !== undefined) checkRule(c, file, `${p}/when`, rule.when, sctx);
      else if (k < next.length - 1) c.warn(file, p, `rule without 'when' always wins: the rules after it never run`);
    });
  });

  // Reachability from the entry, following step-to-step next rules and the steps' navigate actions.
  const reached = new Set<string>();
  const queue = stepIndex.has(journey.entry.goto) ? [journey.entry.goto] : [];
  while (queue.length > 0) {
    const id = queue.shift() ?? '';
    if (reached.has(id)) continue;
    reached.add(id);
    const step = journey.steps[stepIndex.get(id) ?? -1];
    for (const rule of step?.next ?? []) if (stepIndex.has(rule.to)) queue.push(rule.to);
    if (step) for (const to of stepNavigations(step)) if (stepIndex.has(to)) queue.push(to);
  }
  journey.steps.forEach((step, i) => {
    if (stepIndex.get(step.id) === i && !reached.has(step.id)) c.error(file, `/steps/${i}`, `step '${step.id}' is unreachable from entry '${journey.entry.goto}'`);
  });
}

/** Routes: unique across pages, steps, entries and redirects. */
function lintRoutes(c: Checker, defs: Definitions, files: DefinitionFiles, pageFile: (id: string) => string, journeyFile: (id: string) => string): void {
  const routes = new Map<string, string>();
  const claim = (file: string, pointer: string, path: string): void => {
    const key = routeKey(path);
    const owner = routes.get(key);
    if (owner !== undefined) c.error(file, pointer, `route '${path}' is already used by ${owner}`);
    else routes.set(key, `${file}#${pointer}`);
  };
  for (const [id, page] of Object.entries(defs.pages)) {
    claim(pageFile(id), '/path', page.path);
    page.aliases?.forEach((a, i) => claim(pageFile(id), `/aliases/${i}`, a));
  }
  for (const [id, journey] of Object.entries(defs.journeys)) {
    const file = journeyFile(id);
    claim(file, '/entry/path', journey.entry.path);
    journey.entry.aliases?.forEach((a, i) => claim(file, `/entry/aliases/${i}`, a));
    journey.steps.forEach((step, i) => {
      claim(file, `/steps/${i}/path`, step.path);
      step.aliases?.forEach((a, k) => claim(file, `/steps/${i}/aliases/${k}`, a));
    });
  }
  defs.site.redirects.forEach((r, i) => claim(files.site, `/redirects/${i}/from`, r.from));
}
