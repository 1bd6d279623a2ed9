/**
 * What a widget module declares about itself (src/ui/widgets/<name>/meta.ts), without React: its
 * name, the JSON Schema of its props, whether it writes a choice to a bound state path, and a pure
 * completeness check. `npm run build` writes the data part of every meta to
 * src/definitions/generated/widgets.json, which the lint reads, so the lint knows exactly the
 * widgets the UI has.
 *
 * Props schemas mark references with `x-ref`, so the lint can follow them like the runtime does:
 * - `route`: a route path, `@page:<id>`, `@step:<id>` or `@start`;
 * - `link`: `{ to: <route>, params?: <template> }`, a route plus the values of its path parameters;
 * - `source`: a data source of site.json; `field`: a field of fields.json; `ui`: a messages.json ui key;
 * - `rule`: a JSON Logic rule; `template`: JSON whose leaves may be rules; `actions`: a list of actions;
 * - `operation`: an operation the widget calls itself (it fills the path parameters, e.g. an upload);
 * - `state`: a state path the widget writes besides its bind (a declared state key, like a `set` action's path);
 * - `expiry`: the name of an expiry its screen declares (what a countdown shows).
 */
import type { JsonValue } from './logic';

export const REF_KINDS = ['route', 'link', 'source', 'field', 'ui', 'rule', 'template', 'actions', 'operation', 'state', 'expiry'] as const;
export type RefKind = (typeof REF_KINDS)[number];

/** none: the widget writes nothing; optional/required: a block may/must name the state path it writes (`bind`). */
export type BindMode = 'none' | 'optional' | 'required';

export interface WidgetManifestEntry {
  name: string;
  description: string;
  /** JSON Schema (draft-07) of the block's props, with x-ref annotations. */
  props: Record<string, unknown>;
  bind: BindMode;
  /** Widgets sharing a chunk name are loaded as one file (the home widgets: one request on a slow network). */
  chunk?: string;
}

export interface CompletenessContext {
  props: Record<string, JsonValue>;
  /** The value at the block's bound path (null when nothing is chosen yet). */
  bound: JsonValue;
}

export interface ArrivalContext {
  props: Record<string, JsonValue>;
  /** The value at the block's bound path now (null when nothing is chosen yet). */
  bound: JsonValue;
  /** The state as rules read it (session, query, params). */
  snapshot: object;
  /** The answer of a data source read with no input, when it is known (null: the read failed); undefined while not read. */
  answer: (source: string) => unknown;
}

/** What a block chooses on arriving: the value to write to its bound path, or undefined for nothing. */
export type ArrivalChoice = (ctx: ArrivalContext) => JsonValue | undefined;

export interface WidgetMeta extends WidgetManifestEntry {
  /**
   * What the block chooses on arriving on its screen (a link's package, a default one), once the sources it
   * names are answered. Run before a server-rendered screen renders (on the server and, with the same
   * answers, in the browser before hydrating), so the first paint already shows the choice; and by the
   * widget when it arrives later. Loaded on demand (a module the component imports too): every page
   * carries the metas, only a screen with the widget needs its choice.
   */
  arrive?: () => Promise<ArrivalChoice>;
  /** null when the block is complete, else the messages.json ui key telling the customer what is missing. */
  complete?: (ctx: CompletenessContext) => string | null;
  /** The fields of fields.json the block collects into `values`: checked when the step is submitted. */
  fields?: (props: Record<string, JsonValue>) => string[];
  /** The space (CSS px on a 375 px phone) a step reserves for the block while its code or data loads: no layout shift. */
  skeleton?: { height: number };
  /** The widget reads its `source` prop as soon as it mounts: that read may start with the route's code. */
  prefetch?: boolean;
  /**
   * With `prefetch`: the input of that first read, from the block's props and the snapshot (absent: no
   * input). It must be the very input the widget reads with, or the prefetched answer goes unused.
   */
  prefetchInput?: (props: Record<string, JsonValue>, snapshot: object) => JsonValue;
  /** Other props naming a source the widget reads with no input as soon as it mounts: those reads start with the route's code too. */
  prefetchAlso?: readonly string[];
  /**
   * The widget renders on the server as in the browser (no browser globals while rendering; its reads
   * go through the server's record). A page or journey entry step whose widgets all say so is
   * server-rendered.
   */
  serverRender?: boolean;
  /** The block shows the results of its page's phases (generated flow tests). */
  form?: FormRoles;
}

/**
 * A block that shows the results of a page's phases (a lookup, a confirm, a result): the generated flow
 * tests fill the first phase's fields, try every invalid example, reach each result (rendered with
 * data-testid `<widget>-<result>`) and every catalogue entry of the context the phases' error modals
 * name, making the data each needs with the widget's flow helper (`arrange`, `submit`).
 */
export interface FormRoles {
  results: readonly string[];
}

export const defineWidget = <const M extends WidgetMeta>(meta: M): M => meta;

export interface WidgetManifest { widgets: Record<string, WidgetManifestEntry> }

/** The common completeness check: the bound value is an object whose `key` is set (an id, a courier type ...). */
export function requireChoice(message: string, key = 'id'): (ctx: CompletenessContext) => string | null {
  return ({ bound }) => {
    if (bound === null || typeof bound !== 'object' || Array.isArray(bound)) return message;
    const value = bound[key];
    return value === undefined || value === null || value === '' ? message : null;
  };
}
