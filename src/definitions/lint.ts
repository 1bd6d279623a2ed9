// Checks beyond shape: the step graph, registered names, texts, references and route clashes.
// Pure and browser-safe, so the editor can run it before publishing.
import jsonLogic from 'json-logic-js';
import { isActionName, isGuardName, isSourceName, isWidgetName } from './registry-names';
import { conventionalFiles, type DefinitionFiles } from './files';
import { findTextProblems } from './lint-texts';
import type { Action, Block, Definitions, Issue, Journey, Page, Step } from './types';

export interface LintResult {
  errors: Issue[];
  warnings: Issue[];
}

export interface LintOptions {
  files?: DefinitionFiles;
}

/** '/track/:id/:email?' and '/track/:x/:y?' are the same route. */
const routeKey = (path: string): string => path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, ':');
const pathParams = (path: string): string[] => [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*\??)/g)].map((m) => m[1] ?? '');
const PAGE_PREFIX = '@page:';

export function lintDefinitions(defs: Definitions, options: LintOptions = {}): LintResult {
  const files = options.files ?? conventionalFiles(defs);
  const errors: Issue[] = [];
  const warnings: Issue[] = [];
  const error = (file: string, pointer: string, message: string): void => void errors.push({ file, pointer, message });
  const warn = (file: string, pointer: string, message: string): void => void warnings.push({ file, pointer, message });
  const pageFile = (id: string): string => files.pages[id] ?? `flows/pages/${id}.json`;
  const journeyFile = (id: string): string => files.journeys[id] ?? `flows/journeys/${id}.json`;
  const { site, fields, messages, errors: catalogue, pages, journeys } = defs;

  // --- texts: every {id, en} complete, everywhere --------------------------------------------
  const roots: [string, unknown][] = [
    [files.site, site], [files.fields, fields], [files.messages, messages], [files.errors, catalogue],
    ...Object.entries(pages).map(([id, p]): [string, unknown] => [pageFile(id), p]),
    ...Object.entries(journeys).map(([id, j]): [string, unknown] => [journeyFile(id), j]),
  ];
  for (const [file, root] of roots) {
    for (const problem of findTextProblems(root)) (problem.warning ? warn : error)(file, problem.pointer, problem.message);
  }

  // --- message references -------------------------------------------------------------------
  const messageExists = (key: string): boolean => {
    const [area, ...rest] = key.split('.');
    const name = rest.join('.');
    if (area === 'validation') return Object.prototype.hasOwnProperty.call(messages.validation, name);
    if (area === 'ui') return Object.prototype.hasOwnProperty.call(messages.ui, name);
    return false;
  };

  // A4: the English min/max texts are shipped swapped on purpose; say so, don't fail.
  const minEn = messages.validation.minLength.en;
  const maxEn = messages.validation.maxLength.en;
  if (/^max/i.test(minEn) || /^min/i.test(maxEn)) {
    warn(files.messages, '/validation/minLength/en',
      `English minLength/maxLength texts look swapped ('${minEn}' / '${maxEn}'); kept as the spec states (reading A4)`);
  }

  // --- fields ---------------------------------------------------------------------------------
  for (const [name, field] of Object.entries(fields.fields)) {
    const at = `/fields/${name}`;
    if (field.sameAs !== null && !(field.sameAs in fields.fields)) {
      error(files.fields, `${at}/sameAs`, `sameAs '${field.sameAs}' is not a field`);
    }
    for (const [keyword, key] of Object.entries(field.messages)) {
      if (!messageExists(key)) error(files.fields, `${at}/messages/${keyword}`, `message '${key}' is not in messages.json`);
    }
    const hasText = (keyword: string): boolean =>
      keyword in field.messages || Object.prototype.hasOwnProperty.call(messages.validation, keyword);
    const used = Object.keys(field.schema).filter((k) => k !== 'type');
    for (const keyword of used) {
      if (!hasText(keyword)) error(files.fields, `${at}/schema/${keyword}`, `'${keyword}' has no error text: add messages.${keyword}`);
    }
    field.examples.invalid.forEach((example, i) => {
      const kw = example.keyword;
      const p = `${at}/examples/invalid/${i}/keyword`;
      if (kw === 'required' && !field.required) error(files.fields, p, `'required' example on a field that is not required`);
      else if (kw === 'notEqual' && field.sameAs === null) error(files.fields, p, `'notEqual' example on a field without sameAs`);
      else if (kw !== 'required' && kw !== 'notEqual' && !used.includes(kw)) error(files.fields, p, `keyword '${kw}' is not in the field's schema`);
    });
  }

  // --- error catalogue actions ----------------------------------------------------------------
  const checkAction = (file: string, pointer: string, action: Action): void => {
    if (!isActionName(action.do)) return error(file, `${pointer}/do`, `unknown action '${action.do}'`);
    if (action.do === 'navigate' && action.to === undefined) error(file, pointer, `navigate needs 'to'`);
    if (action.do === 'href' && action.url === undefined) error(file, pointer, `href needs 'url'`);
    if (action.do === 'set' && action.path === undefined) error(file, pointer, `set needs 'path'`);
    if (action.do === 'errorModal' && action.code !== undefined && !(action.code in catalogue.errors)) {
      error(file, `${pointer}/code`, `error code '${action.code}' is not in errors.json`);
    }
    if (action.do === 'navigate' && action.to?.startsWith(PAGE_PREFIX) && !(action.to.slice(PAGE_PREFIX.length) in pages)) {
      error(file, `${pointer}/to`, `page '${action.to}' does not exist`);
    }
  };
  for (const [code, entry] of Object.entries(catalogue.errors)) {
    checkAction(files.errors, `/errors/${code}/button/action`, entry.button.action);
  }

  // --- screens (pages and steps) --------------------------------------------------------------
  const checkBlock = (file: string, pointer: string, block: Block): void => {
    if (!isWidgetName(block.widget)) error(file, `${pointer}/widget`, `unknown widget '${block.widget}'`);
    const props = block.props ?? {};
    for (const [key, value] of Object.entries(props)) {
      if (key !== 'source' && !key.endsWith('Source')) continue;
      if (typeof value !== 'string' || !isSourceName(value)) error(file, `${pointer}/props/${key}`, `unknown data source '${String(value)}'`);
    }
    for (const key of ['fields', 'searchField', 'vanitySearchField']) {
      const value = props[key];
      if (value === undefined) continue;
      const names = Array.isArray(value) ? value : [value];
      names.forEach((name, i) => {
        const p = Array.isArray(value) ? `${pointer}/props/${key}/${i}` : `${pointer}/props/${key}`;
        if (typeof name !== 'string' || !(name in fields.fields)) error(file, p, `field '${String(name)}' is not in fields.json`);
      });
    }
  };
  const checkScreen = (file: string, base: string, screen: Page | Step): void => {
    if (screen.guard !== undefined && !isGuardName(screen.guard)) error(file, `${base}/guard`, `unknown guard '${screen.guard}'`);
    screen.entryActions?.forEach((a, i) => checkAction(file, `${base}/entryActions/${i}`, a));
    screen.blocks.forEach((b, i) => checkBlock(file, `${base}/blocks/${i}`, b));
    if (screen.params !== undefined && screen.params.join('/') !== pathParams(screen.path).join('/')) {
      error(file, `${base}/params`, `params [${screen.params.join(', ')}] do not match the path '${screen.path}'`);
    }
  };

  for (const [id, page] of Object.entries(pages)) {
    const file = pageFile(id);
    if (page.id !== id) error(file, '/id', `page id '${page.id}' does not match its file name '${id}'`);
    checkScreen(file, '', page);
  }

  // --- journeys: graph ------------------------------------------------------------------------
  for (const [id, journey] of Object.entries(journeys)) lintJourney(journeyFile(id), id, journey);

  function lintJourney(file: string, key: string, journey: Journey): void {
    if (journey.id !== key) error(file, '/id', `journey id '${journey.id}' does not match its file name '${key}'`);
    journey.entry.actions.forEach((a, i) => checkAction(file, `/entry/actions/${i}`, a));
    const stepIndex = new Map<string, number>();
    journey.steps.forEach((step, i) => {
      if (stepIndex.has(step.id)) error(file, `/steps/${i}/id`, `duplicate step id '${step.id}'`);
      else stepIndex.set(step.id, i);
    });
    if (!stepIndex.has(journey.entry.goto)) error(file, '/entry/goto', `entry goes to '${journey.entry.goto}', which is not a step`);

    const cartIds = new Set(site.cartSteps.map((c) => c.id));
    journey.steps.forEach((step, i) => {
      const base = `/steps/${i}`;
      checkScreen(file, base, step);
      if (step.cartStep !== undefined && !cartIds.has(step.cartStep)) error(file, `${base}/cartStep`, `cart step ${step.cartStep} is not in site.cartSteps`);
      const next = step.next ?? [];
      if (next.length === 0 && step.terminal !== true) error(file, base, `step '${step.id}' is a dead end: add 'next' or mark it terminal`);
      if (next.length > 0 && step.terminal === true) warn(file, `${base}/terminal`, `step '${step.id}' is terminal but has 'next'`);
      next.forEach((rule, k) => {
        const p = `${base}/next/${k}`;
        if (rule.to.startsWith(PAGE_PREFIX)) {
          const pageId = rule.to.slice(PAGE_PREFIX.length);
          if (!(pageId in pages)) error(file, `${p}/to`, `next target '${rule.to}': no page '${pageId}'`);
        } else if (!stepIndex.has(rule.to)) {
          error(file, `${p}/to`, `next target '${rule.to}' is not a step of journey '${journey.id}'`);
        }
        if (rule.when !== undefined) {
          const problem = jsonLogicProblem(rule.when);
          if (problem) error(file, `${p}/when`, problem);
        } else if (k < next.length - 1) {
          warn(file, `${p}`, `rule without 'when' always wins: the rules after it never run`);
        }
      });
      if (step.submit) {
        if (!isActionName(step.submit.action)) error(file, `${base}/submit/action`, `unknown action '${step.submit.action}'`);
        for (const [code, action] of Object.entries(step.submit.onError)) {
          if (code !== '*' && !(code in catalogue.errors)) error(file, `${base}/submit/onError/${code}`, `error code '${code}' has no entry in errors.json`);
          checkAction(file, `${base}/submit/onError/${code}`, action);
        }
      }
    });

    // Reachability from the entry, following step-to-step next rules.
    const reached = new Set<string>();
    const queue = stepIndex.has(journey.entry.goto) ? [journey.entry.goto] : [];
    while (queue.length > 0) {
      const id = queue.shift() ?? '';
      if (reached.has(id)) continue;
      reached.add(id);
      const step = journey.steps[stepIndex.get(id) ?? -1];
      for (const rule of step?.next ?? []) if (stepIndex.has(rule.to)) queue.push(rule.to);
    }
    journey.steps.forEach((step, i) => {
      if (stepIndex.get(step.id) === i && !reached.has(step.id)) {
        error(file, `/steps/${i}`, `step '${step.id}' is unreachable from entry '${journey.entry.goto}'`);
      }
    });
  }

  // --- routes: unique across pages, steps, entries and redirects ------------------------------
  const routes = new Map<string, string>();
  const claim = (file: string, pointer: string, path: string): void => {
    const key = routeKey(path);
    const owner = routes.get(key);
    if (owner !== undefined) error(file, pointer, `route '${path}' is already used by ${owner}`);
    else routes.set(key, `${file}#${pointer}`);
  };
  for (const [id, page] of Object.entries(pages)) {
    claim(pageFile(id), '/path', page.path);
    page.aliases?.forEach((a, i) => claim(pageFile(id), `/aliases/${i}`, a));
  }
  for (const [id, journey] of Object.entries(journeys)) {
    const file = journeyFile(id);
    claim(file, '/entry/path', journey.entry.path);
    journey.entry.aliases?.forEach((a, i) => claim(file, `/entry/aliases/${i}`, a));
    journey.steps.forEach((step, i) => {
      claim(file, `/steps/${i}/path`, step.path);
      step.aliases?.forEach((a, k) => claim(file, `/steps/${i}/aliases/${k}`, a));
    });
  }
  site.redirects.forEach((r, i) => claim(files.site, `/redirects/${i}/from`, r.from));

  // --- site -----------------------------------------------------------------------------------
  if (!site.languages.includes(site.defaultLanguage)) error(files.site, '/defaultLanguage', `'${site.defaultLanguage}' is not in languages`);
  site.nav.forEach((item, i) => {
    const kinds = [item.to, item.href, item.children].filter((x) => x !== undefined).length;
    if (kinds !== 1) error(files.site, `/nav/${i}`, `nav item '${item.id}' needs exactly one of to, href or children`);
    item.children?.forEach((child, k) => {
      if ((child.to === undefined) === (child.href === undefined)) error(files.site, `/nav/${i}/children/${k}`, `nav link needs exactly one of to or href`);
    });
  });
  const groups = new Set(site.paymentGroups.map((g) => g.id));
  const codes = new Set<string>();
  site.paymentMethods.forEach((m, i) => {
    const p = `/paymentMethods/${i}`;
    if (codes.has(m.code)) error(files.site, `${p}/code`, `duplicate payment method code '${m.code}'`);
    codes.add(m.code);
    if (!groups.has(m.group)) error(files.site, `${p}/group`, `group '${m.group}' is not in paymentGroups`);
    if (!(m.next in pages)) error(files.site, `${p}/next`, `next '${m.next}' is not a page id`);
  });
  for (const key of ['paymentPhonePage', 'paymentFailedPage'] as const) {
    if (!(site[key] in pages)) error(files.site, `/${key}`, `'${site[key]}' is not a page id`);
  }

  return { errors, warnings };
}

/** A JSON Logic rule must only use known operators; applying it to an empty state reveals that. */
function jsonLogicProblem(rule: unknown): string | null {
  try {
    jsonLogic.apply(rule as jsonLogic.RulesLogic, {});
    return null;
  } catch (e) {
    return `invalid JSON Logic: ${e instanceof Error ? e.message : String(e)}`;
  }
}
