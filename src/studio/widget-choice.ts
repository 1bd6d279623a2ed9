// The block editor's pure part: what GET /api/studio/widgets answers, the props form's schema made from a
// widget's props schema (a prop naming a source or an operation becomes a choice of the registry's names,
// a text-key prop a choice of the widget's keys by label), and what a change of widget keeps of the props.
import type { StudioLang } from './studio-texts';

export interface Words { id: string; en: string }
export interface CatalogueWidget {
  name: string; title: Words; summary: Words; texts: Record<string, Words>;
  props: Record<string, unknown>; bind: 'none' | 'optional' | 'required';
}
/** `previews`: the widgets with a preview picture (public/widget-previews/<name>.png). */
export interface WidgetChoices { widgets: CatalogueWidget[]; sources: string[]; operations: string[]; previews?: string[] }

type Schema = Record<string, unknown>;
const isRec = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `options` as a select's choices (titled), keeping a value already set that the list lacks (nothing is lost). */
const choiceOf = (schema: Schema, options: Array<{ const: string; title: string }>, current: unknown): Schema => {
  const all = typeof current === 'string' && current !== '' && !options.some((o) => o.const === current)
    ? [...options, { const: current, title: current }] : options;
  const { minLength: _min, ...rest } = schema;
  return all.length === 0 ? schema : { ...rest, oneOf: all };
};

/**
 * The props form's schema: `x-ref: source` and `x-ref: operation` props choose among the registry's names,
 * `x-ref: ui` props among the widget's text keys (by label in `lang`); nested objects and list items alike.
 */
export function propsFormSchema(widget: CatalogueWidget, choices: WidgetChoices, lang: StudioLang, props: unknown): Schema {
  const named = (names: string[]) => names.map((n) => ({ const: n, title: n }));
  const keys = Object.entries(widget.texts).map(([k, w]) => ({ const: k, title: `${w[lang]} (${k})` }));
  const walk = (schema: unknown, value: unknown): unknown => {
    if (!isRec(schema)) return schema;
    const ref = schema['x-ref'];
    if (ref === 'source') return choiceOf(schema, named(choices.sources), value);
    if (ref === 'operation') return choiceOf(schema, named(choices.operations), value);
    if (ref === 'ui') return choiceOf(schema, keys, value);
    const out: Schema = { ...schema };
    if (isRec(schema.properties)) {
      out.properties = Object.fromEntries(Object.entries(schema.properties)
        .map(([k, sub]) => [k, walk(sub, isRec(value) ? value[k] : undefined)]));
    }
    if (isRec(schema.items)) out.items = walk(schema.items, undefined);
    return out;
  };
  return walk(widget.props, props) as Schema;
}

/** The props a newly chosen widget also has (kept) and those it has not (dropped, said to the editor). */
export function keepProps(props: unknown, next: CatalogueWidget): { kept: Record<string, unknown>; dropped: string[] } {
  const own = isRec(next.props.properties) ? next.props.properties : {};
  const open = next.props.additionalProperties !== false && !isRec(next.props.properties);
  const kept: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [k, v] of Object.entries(isRec(props) ? props : {})) {
    if (open || k in own) kept[k] = v;
    else dropped.push(k);
  }
  return { kept, dropped };
}

/** The widgets whose title (in `lang`), summary or name holds every word of `query`. */
export function searchWidgets(widgets: CatalogueWidget[], query: string, lang: StudioLang): CatalogueWidget[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return widgets;
  return widgets.filter((w) => {
    const hay = `${w.title[lang]} ${w.summary[lang]} ${w.name}`.toLowerCase();
    return words.every((word) => hay.includes(word));
  });
}

/** A text key a screen's widgets read, with its label and the title of a widget that reads it (studio language). */
interface OfferedText { key: string; label: string; widget: string }

const isList = (v: unknown): v is unknown[] => Array.isArray(v);
const widgetsOf = (blocks: unknown): string[] =>
  (isList(blocks) ? blocks.flatMap((b) => (isRec(b) && typeof b.widget === 'string' ? [b.widget] : [])) : []);

/** The labels of the text keys a screen's widgets read (studio language), for the texts it has. */
export function textLabels(screen: unknown, choices: WidgetChoices, lang: StudioLang): Map<string, string> {
  return new Map(textsToOffer(screen, [], choices, lang).map((o) => [o.key, o.label]));
}

/**
 * The text keys a screen may still add to its `texts`: those its blocks' widgets read (its phases' blocks
 * too), minus the keys it has, each once, in the order the blocks show them.
 */
export function textsToOffer(screen: unknown, have: readonly string[], choices: WidgetChoices, lang: StudioLang): OfferedText[] {
  if (!isRec(screen)) return [];
  const phases = isList(screen.phases) ? screen.phases.filter(isRec) : [];
  const names = [...widgetsOf(screen.blocks), ...phases.flatMap((p) => widgetsOf(p.blocks))];
  const seen = new Set(have);
  const out: OfferedText[] = [];
  for (const name of names) {
    const widget = choices.widgets.find((w) => w.name === name);
    for (const [key, label] of Object.entries(widget?.texts ?? {})) {
      if (seen.has(key) || !/^[a-z][A-Za-z0-9]*$/.test(key)) continue;
      seen.add(key);
      out.push({ key, label: label[lang], widget: widget?.title[lang] ?? name });
    }
  }
  return out;
}
