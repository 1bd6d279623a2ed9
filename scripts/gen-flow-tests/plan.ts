/**
 * The plan a generated spec carries: plain data the hand-written runner in tests/e2e/flow-support
 * executes. Everything journey-specific lives here; the runner knows only widgets and guards.
 */
import type { JsonValue } from '../../src/runtime/types';
import type { Language } from '../../src/definitions/types';
import type { Assignment } from './conditions';
import type { PollAnswer, TimerMove } from './time-edges';
import type { PhaseExit } from './phase-exits';
import type { BodyBranch, RandomValue, RefusalCheck, SettlePlan } from './reach-end';

export interface TextPair { id: string; en: string }
export interface LayoutPlan { nav: boolean; footer: boolean }

/** A field's invalid example and the exact message it must show, per language. */
export interface FieldCheck { field: string; value: string; keyword: string; values: Record<string, string>; message: TextPair }

/** An error code the step references, produced through the sandbox, and what must appear. */
export interface ErrorCheck {
  /** The onError key (`*` for the catch-all). */
  key: string;
  /** The coverage name: `<step>:<key>` for the step's first call, `<step>:<op>:<key>` for a later one. */
  coverage: string;
  /** The operation of the call that answers with the code (the calls before it answer for real). */
  op: string;
  /** The code the sandbox answers with. */
  inject: string;
  kind: 'modal' | 'toast' | 'navigate';
  /** modal: the catalogue entry shown. */
  modalCode: string;
  title: TextPair | null;
  text: TextPair | null;
  button: TextPair | null;
  /** modal: where the catalogue button navigates, if it does. */
  buttonTo: string | null;
  /** navigate: the path; toast: unused. */
  to: string | null;
}

/** One condition branch: the node, the value it must take, and the variables that make it so. */
export interface BranchCheck { key: string; node: JsonValue; want: boolean; root: boolean; witness: Assignment }

/**
 * The step is tried with a snapshot under which no condition holds: it must stay and say why. `onlyIn`: run in
 * that language only (a probe that moves the page's clock, in the site's default language).
 */
export interface Probe { witness: Assignment; branches: BranchCheck[]; blocked: TextPair | null; onlyIn?: Language }

export interface WidgetPlan {
  widget: string;
  /** Where the block keeps its value (a body template's branch asks its widget for a value there). */
  bind?: string;
  props: Record<string, JsonValue>;
}
/** A field of the step: a valid example, the field it must equal, and its renderer family (how to fill it). */
export interface FieldPlan {
  name: string; valid: string; sameAs: string | null; widget: string;
  /** The field's other valid examples: each path and language takes the next (a KTP number serves only 3 orders). */
  alternatives?: string[];
  /** Drawn by the test's seeded random instead (a NIK, an email): the seed is printed, E2E_SEED replays it. */
  random?: RandomValue;
}
/** An operation the step's submit calls: where its request goes, and where its answer is stored. */
export interface CallPlan { op: string; method: string; path: string; store: string | null; pick: string | null }

/**
 * A phase of a screen as the walk meets it: its fields filled with valid examples, its button pressed,
 * and the phase its first answer rule leads to shown next (null: the walk ends in it).
 */
export interface PhasePlan {
  id: string; fields: FieldPlan[]; button: TextPair | null; to: string | null;
  /** The exit the walk takes (its coverage name, a transition), null where the walk ends. */
  key: string | null;
}

/** A phase exit the walk does not take: the first path reaching the screen is walked to it (`at`: its hop, or the path's end). */
export interface PhaseExitCheck { path: string; at: number; screen: string; exit: PhaseExit }

export interface ScreenPlan {
  /** Step id, or page id for an arrival on a page. */
  id: string;
  /** data-testid of the rendered screen (`screen-<id>`). */
  screen: string;
  /** The path the browser must be on (route params dropped). */
  url: string;
  cartStep: number | null;
  /** The site's label of that cart step. */
  cartStepLabel: TextPair | null;
  layout: LayoutPlan;
  /** The document title (the screen's title). */
  title: TextPair | null;
  heading: TextPair;
  intro: TextPair | null;
  /** The screen's phases walked from its first along their first answer rules (absent: it has none). */
  phases?: PhasePlan[];
}

export interface Hop extends ScreenPlan {
  submitLabel: TextPair;
  /** The operations the step's submit actions call, in order. */
  calls: CallPlan[];
  widgets: WidgetPlan[];
  fields: FieldPlan[];
  probes: Probe[];
  invalid: FieldCheck[];
  errors: ErrorCheck[];
  /** The `at` rule of each expiry of the step: a witness of `time.<name>.over` is made by moving the page's clock past it. */
  expiries?: Record<string, JsonValue>;
  /** 'itself': the step has no next rule (no Next button), only timers or polls lead on. */
  moves?: 'itself';
  /** `timer`: the page's clock is moved on until it is due; `poll`: the polled source answers the rule's witness. */
  transition: { edge: string; to: string; url: string; witness: Assignment; branches: BranchCheck[]; timer?: TimerMove; poll?: PollAnswer };
  /** The branches of its calls' body templates: each run of the step takes one (reach-end.ts). */
  bodyBranches?: BodyBranch[];
}

export interface FlowPath {
  id: string; summary: string; entryPath: string; hops: Hop[]; end: ScreenPlan;
  /** One path per journey goes on through the payment to the thank-you page. */
  settle?: SettlePlan;
}

export interface CoverageUniverse { transitions: string[]; branches: string[]; fields: string[]; errorCodes: string[] }

export interface JourneyPlan {
  journey: string;
  file: string;
  sessionKey: string;
  /** The site's default language: checks new to the generated tests run in it only (CI time). */
  defaultLang: Language;
  problems: string[];
  paths: FlowPath[];
  /** Its guarded steps opened directly without their facts. */
  refusals?: RefusalCheck[];
  /** The exits of its screens' phases the walk does not take, a test each. */
  phaseExits?: PhaseExitCheck[];
  coverage: CoverageUniverse;
}

/** A guarded page opened directly without its guard's facts: where it lands (`key`: `page:<id>:guard#false`). */
export type PageRefusal = Pick<RefusalCheck, 'key' | 'witness' | 'lands'>;

/**
 * A page to render; `guard` is its guard's JSON Logic rule (the runner makes it hold), null when it has none;
 * `refusal`: the guarded page opened without its facts.
 */
export interface PagePlan extends ScreenPlan { visit: string; guard: JsonValue; refusal?: PageRefusal }
/** `defaultLang`: the site's default language, the one the refusals are checked in. */
export interface PagesPlan { sessionKey: string; defaultLang: Language; pages: PagePlan[] }

/** A result a page form shows once its calls succeed (data-testid `<widget>-<result>`). */
export interface FormResultCheck { result: string; coverage: string }

/** An entry of a page form's error context, made real through the widget's flow (its `arrange`), and what must appear. */
export interface FormErrorCheck {
  /** The entry's key without its context ('404', '40021va'): the outcome the widget's flow arranges. */
  outcome: string;
  coverage: string;
  /** The catalogue key shown (`<context>.<outcome>`). */
  modalCode: string;
  title: TextPair;
  /** May hold `%s` for what the error names (a VA number and its bank). */
  text: TextPair;
  button: TextPair;
  /** The button closes the modal (the customer stays on the form). */
  closes: boolean;
  /** The route patterns the button's navigate target answers on (null when it does not navigate). */
  buttonTo: string[] | null;
}

/**
 * A block that is a form of its own on a page (its widget's meta.form): its fields' invalid examples,
 * each result and each entry of its error context, each a test of its own.
 */
export interface PageFormPlan extends ScreenPlan {
  /** The coverage name: `page:<id>`. */
  name: string;
  visit: string;
  widget: string;
  props: Record<string, JsonValue>;
  fields: FieldPlan[];
  invalid: FieldCheck[];
  calls: CallPlan[];
  results: FormResultCheck[];
  errors: FormErrorCheck[];
  coverage: CoverageUniverse;
}

export interface PageFormsPlan { page: string; file: string; forms: PageFormPlan[] }

/** What each passing test reports (a Playwright annotation of this type, JSON in the description). */
export const COVERAGE_ANNOTATION = 'flow-coverage';
export interface CoverageHit { journey: string; kind: keyof CoverageUniverse; id: string }
