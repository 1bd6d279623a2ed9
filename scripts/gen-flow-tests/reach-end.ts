/**
 * What takes a generated journey test to the end of the order and past its edges: the payment one path makes
 * through the sandbox's payment page to the thank-you page (SettlePlan), the guarded steps opened directly
 * without their facts (RefusalCheck), the branches of the call bodies' templates (BodyBranch, e.g. a pick-up
 * makes the order a RETAILREV), and the fields whose test values are drawn by the test's seeded random
 * (RandomValue, e.g. a NIK). Plain data in the plan; tests/e2e/flow-support/reach-end.ts runs it.
 */
import { analyseCondition, type Assignment } from './conditions';
import type { Model } from './model';
import type { Action, Journey, JsonValue, Step } from '../../src/runtime/types';
import { basePath } from '../../src/runtime/next-target';
import type { ScreenPlan, TextPair, WidgetPlan } from './plan';

/** A field's test value drawn from the test's seeded random: a NIK keeps its region and birth date, an email its address. */
export type RandomValue = { kind: 'nik'; keep: string } | { kind: 'email'; local: string; domain: string };

export interface SettlePlan {
  /** The end page's widgets: each flow's `complete` goes through them (the payment methods pay with `choice`). */
  widgets: WidgetPlan[];
  /** The payment method paid on the gateway's own page (site.json's first enabled `card` method). */
  choice: string;
  /** The page a paid order ends on (the method's `next`), its path without parameters (the order code follows). */
  thanks: { url: string; screen: string; paidHeading: TextPair | null };
}

export interface RefusalCheck {
  /** Coverage name (a branch): `<step>:guard#false`. */
  key: string;
  step: string;
  /** The step's path, opened directly. */
  visit: string;
  /** Makes the step's guard false (the rest of the session is empty). */
  witness: Assignment;
  /** Where the guard sends a direct load: the journey's entry, and the step it goes to. */
  lands: ScreenPlan;
}

export interface BodyBranch {
  /** Coverage name (a branch): `<step>:<op><pointer>#<want>`. */
  key: string;
  op: string;
  /** Where in the call's body the template branches (a JSON pointer). */
  pointer: string;
  /** The template's condition, the value it must take, and the state that makes it so. */
  node: JsonValue;
  want: boolean;
  witness: Assignment;
  /** What the request body holds at `pointer` then, when the definitions tell it (null: not checked). */
  expect: JsonValue | null;
}

const isObject = (v: JsonValue): v is { [k: string]: JsonValue } => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A field's random draw, from its definition (its structure or its renderer) and its first valid example. */
export function randomValueOf(model: Model, name: string): RandomValue | null {
  const field = model.defs.fields.fields[name];
  const example = field?.examples.valid[0];
  if (!field || !example) return null;
  if (field.structure?.kind === 'nik' && /^[0-9]{16}$/.test(example)) return { kind: 'nik', keep: example.slice(0, 12) };
  const at = example.lastIndexOf('@');
  if (field.widget === 'email' && at > 0) return { kind: 'email', local: example.slice(0, at), domain: example.slice(at + 1) };
  return null;
}

/** The payment of the end page, when it is a page of the payment methods and the site has a method paid on the gateway's page. */
export function settlePlan(model: Model, endPageId: string | null): SettlePlan | null {
  const page = endPageId === null ? undefined : model.defs.pages[endPageId];
  if (!page || !page.blocks.some((b) => b.widget === 'paymentMethods')) return null;
  const method = model.defs.site.paymentMethods.find((m) => m.enabled && m.kind === 'card');
  const thanks = method ? model.defs.pages[method.next] : undefined;
  if (!method || !thanks) return null;
  const paid = (thanks.texts as Record<string, TextPair | undefined> | undefined)?.paidHeading;
  return {
    widgets: page.blocks.map((b) => ({ widget: b.widget, ...(b.bind === undefined ? {} : { bind: b.bind }), props: (b.props ?? {}) as Record<string, JsonValue> })),
    choice: method.code,
    thanks: { url: basePath(thanks.path), screen: `screen-${thanks.id}`, paidHeading: paid ? { id: paid.id, en: paid.en } : null },
  };
}

/** A state under which a guard's rule is false (the solver's witness of its root taking false), or null when none is. */
export function refusedWitness(rule: JsonValue): Assignment | null {
  return analyseCondition(rule).branches.find((b) => b.pointer === '/' && !b.want)?.witness ?? null;
}

/** Each guarded step opened directly under a state its guard refuses: it must land where the guard sends it. */
export function refusalChecks(model: Model, journey: Journey, screenOf: (node: string) => ScreenPlan): RefusalCheck[] {
  const guards = { ...model.defs.site.guards, ...(journey.guards ?? {}) } as Record<string, JsonValue>;
  return journey.steps.flatMap((step) => {
    const rule = step.guard === undefined ? undefined : guards[step.guard];
    const witness = rule === undefined ? null : refusedWitness(rule);
    if (witness === null) return [];
    return [{ key: `${step.id}:guard#false`, step: step.id, visit: basePath(step.path), witness, lands: screenOf(journey.entry.goto) }];
  });
}

/** `{"var": "active.<key>"}` of the journey the body is sent from, or a literal: what the body then holds. */
function knownValue(journey: Journey, value: JsonValue): JsonValue | null {
  if (!isObject(value)) return value;
  const path = value.var;
  if (Object.keys(value).length !== 1 || typeof path !== 'string' || !path.startsWith('active.')) return null;
  const own = (journey as unknown as Record<string, JsonValue>)[path.slice('active.'.length)];
  return own === undefined ? null : own;
}

/** The `if` templates of a value (JSON Logic inside a call body), with their JSON pointers. */
function ifTemplates(value: JsonValue, pointer = ''): Array<{ pointer: string; args: JsonValue[] }> {
  if (Array.isArray(value)) return value.flatMap((v, i) => ifTemplates(v, `${pointer}/${i}`));
  if (!isObject(value)) return [];
  const args = value.if;
  if (Object.keys(value).length === 1 && Array.isArray(args) && args.length === 3) return [{ pointer, args }];
  return Object.keys(value).sort().flatMap((k) => ifTemplates(value[k] as JsonValue, `${pointer}/${k}`));
}

/** Both branches of every `if` in the bodies of a step's calls. */
export function bodyBranches(journey: Journey, step: Step, calls: readonly Action[]): BodyBranch[] {
  return calls.flatMap((call) => ifTemplates((call.body ?? null) as JsonValue).flatMap(({ pointer, args }) => {
    const [condition = null, then = null, otherwise = null] = args;
    const roots = analyseCondition(condition).branches.filter((b) => b.pointer === '/');
    return [true, false].flatMap((want) => {
      const witness = roots.find((b) => b.want === want)?.witness;
      if (!witness) return [];
      return [{ key: `${step.id}:${call.op ?? ''}${pointer}#${want}`, op: call.op ?? '', pointer, node: condition, want, witness, expect: knownValue(journey, want ? then : otherwise) }];
    });
  }));
}
