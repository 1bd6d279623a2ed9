/**
 * Turns a journey's graph and chosen paths into the plan its spec runs: per hop the URL, cart
 * step, layout and texts to expect, the widgets to satisfy, the field examples and error codes to
 * try (on the first path through the step), the probes for branches that keep the step blocked.
 */
import { operationEntry } from '../../src/contracts/operation-entries';
import { cartStepsOf } from '../../src/definitions/cart-steps';
import { shownAction } from '../../src/definitions/journey-actions';
import { traitsOf } from '../../src/definitions/journey-traits';
import { fieldErrorTextIn } from '../../src/definitions/messages';
import { basePath, PAGE_PREFIX, resolveTarget } from '../../src/runtime/next-target';
import type { RouteEntry } from '../../src/runtime/routes';
import type { Action, Journey, JsonValue, Phase, PhaseNext, Screen, Step, Text } from '../../src/runtime/types';
import { valueAt } from '../../src/runtime/session';
import { clockPart, clockWalkable, expiryRules } from './time-edges';
import { phaseExitKey, phaseExits } from './phase-exits';
import { snapshotOf, type Assignment } from './conditions';
import { BLOCKED, type Edge, type JourneyGraph, type StepBranch } from './graph';
import type { Model } from './model';
import { stableJson } from './emit';
import { bodyBranches, randomValueOf, refusalChecks, refusedWitness, settlePlan } from './reach-end';
import type {
  BranchCheck, CallPlan, ErrorCheck, FieldCheck, FieldPlan, FlowPath, Hop, JourneyPlan, PageRefusal, PagesPlan, PhaseExitCheck, PhasePlan, Probe, ScreenPlan, TextPair, WidgetPlan,
} from './plan';

const pair = (t: Text): TextPair => ({ id: t.id, en: t.en });
const orNull = (t: Text | undefined): TextPair | null => (t ? pair(t) : null);

/**
 * What the step says when a witness keeps it put, as the runtime decides it: the step's own
 * blockedMessage, else the message of the first block the witness leaves incomplete (which choice is
 * missing), else nothing to check.
 */
function blockedText(model: Model, step: Step, witness: Assignment): TextPair | null {
  if (step.blockedMessage) return pair(step.blockedMessage);
  const snapshot = snapshotOf(witness);
  for (const block of step.blocks) {
    const complete = model.metas[block.widget]?.complete;
    if (!complete || block.bind === undefined) continue;
    const key = complete({ props: (block.props ?? {}) as Record<string, JsonValue>, bound: valueAt(snapshot, block.bind) });
    const text = key ? model.defs.messages.ui[key] : undefined;
    if (text) return pair(text);
  }
  return null;
}

/** Fields a step's blocks collect, as their widget modules say (meta.fields). */
export function stepFields(model: Model, step: Pick<Step, 'blocks'>): string[] {
  return step.blocks.flatMap((b) => model.metas[b.widget]?.fields?.((b.props ?? {}) as Record<string, JsonValue>) ?? []);
}

/** The calls of a step's submit actions. */
export function stepCalls(step: Step): Action[] {
  return (step.submit ?? []).filter((a) => a.do === 'call');
}

export function screenPlan(model: Model, route: RouteEntry | undefined, id: string, url: string): ScreenPlan {
  const screen = route?.screen;
  if (!route || !screen) throw new Error(`no route for screen '${id}'`);
  const step = model.model.step(route.journeyId, route.stepId);
  const journeyDef = model.model.journey(route.journeyId);
  const shown = journeyDef ? traitsOf(journeyDef).cartSteps : [];
  const hasCartSteps = screen.blocks.some((b) => b.widget === 'cartSteps');
  // The last of the cart steps the step does (it marks them all current).
  const cartStep = hasCartSteps ? (cartStepsOf(step).filter((id) => shown.includes(id)).pop() ?? null) : null;
  return {
    id, screen: `screen-${screen.id}`, url, cartStep,
    cartStepLabel: orNull(model.defs.site.cartSteps.find((c) => c.id === cartStep)?.label),
    layout: { nav: route.layout.nav, footer: route.layout.footer },
    title: orNull(screen.title),
    heading: pair(screen.texts?.heading ?? screen.title ?? { id: '', en: '' }),
    intro: orNull(screen.texts?.intro),
    ...(screen.phases ? { phases: phaseWalk(model, screen) } : {}),
  };
}

/** A screen's phases from its first, each followed by the target of its first answer rule, each phase once. */
export function phaseWalk(model: Model, screen: Pick<Screen, 'id' | 'phases' | 'texts'>): PhasePlan[] {
  const phases: readonly Phase[] = screen.phases ?? [];
  const walk: PhasePlan[] = [];
  let phase: Phase | undefined = phases[0];
  while (phase && !walk.some((w) => w.id === phase?.id)) {
    const rule: PhaseNext | undefined = phase.button !== undefined ? (phase.next ?? []).find((r) => (r.on ?? 'answer') === 'answer') : undefined;
    const text = phase.button !== undefined ? screen.texts?.[phase.button] : undefined;
    const key = rule ? phaseExitKey(screen.id, phase.id, 'answer', rule.to) : null;
    walk.push({ id: phase.id, fields: fieldPlans(model, stepFields(model, phase)), button: orNull(text), to: rule?.to ?? null, key });
    phase = phases.find((p) => p.id === rule?.to);
  }
  return walk;
}

/**
 * The exits of the phases of the journey's screens the paths reach (hops and ends, each screen once): all in the
 * coverage universe; those the walk does not take, each with a test that walks the first path reaching the screen.
 */
function phaseExitPlans(model: Model, journey: Journey, paths: readonly FlowPath[]): { universe: string[]; checks: PhaseExitCheck[] } {
  const universe: string[] = [];
  const checks: PhaseExitCheck[] = [];
  const seen = new Set<string>();
  for (const path of paths) {
    [...path.hops, path.end].forEach((screenPlan, at) => {
      if (!screenPlan.phases || seen.has(screenPlan.id)) return;
      seen.add(screenPlan.id);
      const route = model.model.routes.find((r) => r.screen !== undefined && (r.id === `step:${journey.id}/${screenPlan.id}` || r.id === `page:${screenPlan.id}`));
      const step = route?.stepId === undefined ? undefined : journey.steps.find((s) => s.id === route.stepId);
      const walked = new Set(screenPlan.phases.map((p) => p.key));
      const exits = phaseExits(screenPlan.id, route?.screen ?? {}, {
        fieldsOf: (phase) => fieldPlans(model, stepFields(model, phase)),
        callsOf: (phase) => callPlansOf(phase.submit ?? []),
        unlisted: (phase) => unlistedCode(model, [phase.onError, step?.onError, journey.onError].flatMap((m) => Object.keys(m ?? {}))),
      });
      for (const { walkable, ...exit } of exits) {
        universe.push(exit.key);
        if (walkable && !walked.has(exit.key)) checks.push({ path: path.id, at, screen: screenPlan.id, exit });
      }
    });
  }
  return { universe, checks };
}

export function fieldChecks(model: Model, fields: string[]): FieldCheck[] {
  const lib = model.defs.fields.fields;
  return fields.flatMap((name) => {
    const field = lib[name];
    if (!field) return [];
    return field.examples.invalid.map((ex) => {
      const limit = (field.schema as Record<string, unknown>)[ex.keyword];
      const params: Record<string, unknown> = typeof limit === 'number' ? { limit } : ex.keyword === 'notEqual' ? { field: field.sameAs } : {};
      const message = { id: fieldErrorTextIn(model.defs, name, ex.keyword, params, 'id'), en: fieldErrorTextIn(model.defs, name, ex.keyword, params, 'en') };
      return { field: name, value: ex.value, keyword: ex.keyword, values: ex.values ?? {}, message };
    });
  });
}

export function fieldPlans(model: Model, fields: string[]): FieldPlan[] {
  return fields.map((name) => {
    const field = model.defs.fields.fields[name];
    const [valid = '', ...alternatives] = field?.examples.valid ?? [];
    return { name, valid, sameAs: field?.sameAs ?? null, widget: field?.widget ?? 'text', ...(alternatives.length > 0 ? { alternatives } : {}) };
  });
}

/** A catalogue code no onError key names, for the catch-all `*`. */
function unlistedCode(model: Model, listed: string[]): string {
  const codes = Object.keys(model.defs.errors.errors).filter((c) => /^\d+$/.test(c) && !listed.includes(c)).sort((a, b) => Number(a) - Number(b));
  return codes.includes('500') ? '500' : codes[0] ?? '500';
}

function callPlans(step: Step): CallPlan[] {
  return callPlansOf(stepCalls(step));
}

/** Where each call's request goes (its operation), and where its answer is stored. */
export function callPlansOf(calls: readonly Action[]): CallPlan[] {
  return calls.filter((a) => a.do === 'call').flatMap((a) => {
    const op = a.op ?? '';
    // The build's operations, or those a fixture shop announces (index.ts announces its test-only domains').
    const entry = operationEntry(op);
    return entry ? [{ op, method: entry.method, path: entry.path, store: a.store ?? null, pick: a.pick ?? null }] : [];
  });
}

/** Coverage name of a call's onError key: the first call's keys keep the short `<step>:<key>`. */
const errorCoverage = (step: Step, index: number, op: string, key: string): string =>
  index === 0 ? `${step.id}:${key}` : `${step.id}:${op}:${key}`;

/** The codes every call of the step names (its onError), each with what the customer must then see. */
function errorChecks(model: Model, journey: Journey, step: Step): ErrorCheck[] {
  return stepCalls(step).flatMap((call, index) => {
    const op = call.op ?? '';
    const onError = call.onError ?? {};
    const keys = Object.keys(onError).sort((a, b) => (a === '*' ? 1 : b === '*' ? -1 : a.localeCompare(b)));
    return keys.map((key): ErrorCheck => {
      const inject = key === '*' ? unlistedCode(model, keys) : key;
      const action = shownAction(model.model.errorHandler(inject, [onError, step.onError, journey.onError]));
      const modalCode = action.code ?? inject;
      const { code, entry } = model.model.errorEntry(modalCode);
      const kind = action.do === 'toast' ? 'toast' : action.do === 'navigate' ? 'navigate' : 'modal';
      const ownText = action.message !== undefined ? model.defs.messages.ui[action.message] : action.text;
      // A toast of the server's text: the server writes a code of the catalogue as the catalogue does.
      const toastText = action.serverMessage === true ? (code === inject ? entry.text : undefined) : ownText;
      const button = entry.button.action;
      return {
        key, coverage: errorCoverage(step, index, op, key), op, inject, kind, modalCode: code,
        title: kind === 'modal' ? pair(entry.title) : null,
        text: kind === 'modal' ? pair(entry.text) : toastText ? pair(toastText) : null,
        button: kind === 'modal' ? pair(entry.button.label) : null,
        buttonTo: kind === 'modal' && button.do === 'navigate' && typeof button.to === 'string' ? model.model.resolve(button.to, { journeyId: journey.id }) : null,
        to: kind === 'navigate' && typeof action.to === 'string' ? model.model.resolve(action.to, { journeyId: journey.id }) : null,
      };
    });
  });
}

/**
 * A branch or edge walked: one that reads an expiry (`time.<name>.over`) is made by the page's clock, not the
 * state (the runner moves it); one that reads the clock otherwise (`left`) is not planned.
 */
const walkable = (journey: Journey, b: Pick<StepBranch, 'witness'> & { step?: string; from?: string }): boolean =>
  clockWalkable(journey.steps.find((s) => s.id === (b.step ?? b.from)) ?? {}, b.witness);

const branchCheck = (b: StepBranch): BranchCheck => ({ key: b.key, node: b.node as JsonValue, want: b.want, root: b.pointer === '/', witness: b.witness });

function nodeScreen(model: Model, journey: Journey, node: string): ScreenPlan {
  const pages = model.defs.pages;
  const routes = model.model.routes;
  if (node.startsWith(PAGE_PREFIX)) {
    const pageId = node.slice(PAGE_PREFIX.length);
    return screenPlan(model, routes.find((r) => r.id === `page:${pageId}`), pageId, resolveTarget(journey, node, pages) ?? '/');
  }
  return screenPlan(model, routes.find((r) => r.id === `step:${journey.id}/${node}`), node, resolveTarget(journey, node, pages) ?? '/');
}

/** The step's body-template branches, when its calls have any. */
function withBodyBranches(journey: Journey, step: Step): Pick<Hop, 'bodyBranches'> {
  const found = bodyBranches(journey, step, stepCalls(step));
  return found.length > 0 ? { bodyBranches: found } : {};
}

export function journeyPlan(model: Model, journey: Journey, graph: JourneyGraph, paths: Edge[][]): JourneyPlan {
  const tried = new Set<string>();
  const flowPaths: FlowPath[] = paths.map((edges, i) => {
    const hops: Hop[] = edges.map((edge) => {
      const step = journey.steps.find((s) => s.id === edge.from) as Step;
      const first = !tried.has(step.id);
      tried.add(step.id);
      const fields = stepFields(model, step);
      const branches = graph.branches.filter((b) => b.step === step.id && walkable(journey, b));
      const blocked = branches.filter((b) => b.target === BLOCKED);
      const stays = graph.edges.filter((e) => e.from === step.id && e.to === BLOCKED && walkable(journey, e));
      const expiries = expiryRules(step);
      // One probe per blocked branch (its witness keeps the step put); the empty snapshot too when it blocks.
      // Branches with the same witness share one probe.
      const probes: Probe[] = [];
      // A probe the page's clock makes runs in the default language only (CI time): the step's texts are checked in both.
      const onlyIn = (witness: Assignment) => (Object.keys(clockPart(witness)).length > 0 ? { onlyIn: model.defs.site.defaultLanguage } : {});
      if (first) {
        for (const b of blocked) {
          const same = probes.find((p) => stableJson(p.witness) === stableJson(b.witness));
          if (same) same.branches.push(branchCheck(b));
          else probes.push({ witness: b.witness, branches: [branchCheck(b)], blocked: blockedText(model, step, b.witness), ...onlyIn(b.witness) });
        }
        if (blocked.length === 0) for (const e of stays) probes.push({ witness: e.witness, branches: [], blocked: blockedText(model, step, e.witness) });
      }
      return {
        ...nodeScreen(model, journey, step.id),
        submitLabel: pair(step.texts?.submit ?? model.defs.messages.ui['button.next'] ?? { id: 'Lanjut', en: 'Next' }),
        calls: callPlans(step),
        widgets: step.blocks.map((b): WidgetPlan => ({ widget: b.widget, ...(b.bind === undefined ? {} : { bind: b.bind }), props: (b.props ?? {}) as Record<string, JsonValue> })),
        fields: fieldPlans(model, fields).map((f) => {
          const random = randomValueOf(model, f.name);
          return random ? { ...f, random } : f;
        }),
        probes,
        invalid: first ? fieldChecks(model, fields) : [],
        errors: first ? errorChecks(model, journey, step) : [],
        ...(expiries ? { expiries } : {}),
        // A step that moves only by itself (a timer, a poll) shows no Next button.
        ...((step.next ?? []).length === 0 ? { moves: 'itself' as const } : {}),
        transition: {
          edge: edge.id, to: edge.to, url: nodeScreen(model, journey, edge.to).url, witness: edge.witness,
          branches: edge.timer || edge.poll ? [] : branches.filter((b) => b.target === edge.to).map(branchCheck),
          ...(edge.timer ? { timer: edge.timer } : {}),
          ...(edge.poll ? { poll: edge.poll } : {}),
        },
        ...withBodyBranches(journey, step),
      };
    });
    // A journey of one screen (it ends where it starts, in its phases) walks no edge.
    const last = edges[edges.length - 1];
    return {
      id: `path${i + 1}`,
      summary: [graph.entry, ...edges.map((e) => e.to)].join(' > '),
      entryPath: journey.entry.path,
      hops,
      end: nodeScreen(model, journey, last ? last.to : graph.entry),
    };
  });
  // The first path that ends on the payment goes on through it to the thank-you page.
  for (const [i, edges] of paths.entries()) {
    const to = edges[edges.length - 1]?.to ?? '';
    const settle = settlePlan(model, to.startsWith(PAGE_PREFIX) ? to.slice(PAGE_PREFIX.length) : null);
    const path = flowPaths[i];
    if (settle && path) { path.settle = settle; break; }
  }
  const refusals = refusalChecks(model, journey, (node) => nodeScreen(model, journey, node));
  const exits = phaseExitPlans(model, journey, flowPaths);
  const stepsOnForms = journey.steps.filter((s) => graph.steps.includes(s.id));
  return {
    journey: journey.id,
    file: model.files.journeys[journey.id] ?? `flows/journeys/${journey.id}.json`,
    sessionKey: model.defs.site.constants.sessionKey,
    defaultLang: model.defs.site.defaultLanguage,
    problems: graph.problems.map((p) => `journey ${p.journey}, step ${p.step}: ${p.message}`),
    paths: flowPaths,
    ...(refusals.length > 0 ? { refusals } : {}),
    ...(exits.checks.length > 0 ? { phaseExits: exits.checks } : {}),
    coverage: {
      transitions: [...graph.edges.filter((e) => e.to !== BLOCKED).map((e) => e.id), ...exits.universe],
      branches: [
        ...graph.branches.filter((b) => walkable(journey, b)).map((b) => b.key),
        ...refusals.map((r) => r.key),
        ...stepsOnForms.flatMap((s) => bodyBranches(journey, s, stepCalls(s)).map((b) => b.key)),
      ],
      fields: [...new Set(stepsOnForms.flatMap((s) => stepFields(model, s).map((f) => `${s.id}:${f}`)))],
      errorCodes: stepsOnForms.flatMap((s) => stepCalls(s).flatMap((call, i) => Object.keys(call.onError ?? {}).sort()
        .map((key) => errorCoverage(s, i, call.op ?? '', key)))),
    },
  };
}

/** A visitable path of a route pattern: optional parameters dropped, required ones filled with a marker. */
export const visitPath = (path: string): string =>
  '/' + path.split('/').filter((s) => s !== '' && !s.endsWith('?')).map((s) => (s.startsWith(':') ? `FLOWTEST-${s.slice(1)}` : s)).join('/');

/** Pages, one render check each: a visitable path (required params filled), layout, texts, guard. */
export function pagesPlan(model: Model): PagesPlan {
  const pages = Object.keys(model.defs.pages).sort().map((id) => {
    const route = model.model.routes.find((r) => r.id === `page:${id}`);
    const path = model.defs.pages[id]?.path ?? '/';
    const visit = path === '*' ? '/flow-test-no-such-page' : visitPath(path);
    const guard = route?.guard === undefined ? null : (route.guard as JsonValue);
    const refusal = guard === null || !route ? null : pageRefusal(model, route, guard);
    return { ...screenPlan(model, route, id, path === '*' ? visit : basePath(visit)), visit, guard, ...(refusal ? { refusal } : {}) };
  });
  return { sessionKey: model.defs.site.constants.sessionKey, defaultLang: model.defs.site.defaultLanguage, pages };
}

/** A guarded page opened directly under a state its guard refuses lands on the route's fallback (a page: the home page). */
function pageRefusal(model: Model, route: RouteEntry, guard: JsonValue): PageRefusal | null {
  const witness = refusedWitness(guard);
  const lands = model.model.routes.find((r) => r.kind === 'page' && basePath(r.path) === route.fallback);
  if (witness === null || !lands) return null;
  return { key: `${route.id}:guard#false`, witness, lands: screenPlan(model, lands, lands.id.slice('page:'.length), route.fallback) };
}
