// What the names a condition reads are called in words: a field's value (values.<field>) by the field
// library's label, a state key (and any path inside it: number.price) by the label its declaration
// gives (the site's state, the journey's own). Shown beside the path, never instead of it:
// "Nomor (number.price)". A name nothing labels stays the path alone.
import { isRec } from './is-record';

type Lang = 'id' | 'en';
type Text = { id?: unknown; en?: unknown };
/** Labels by name: field ids (the field library) and state keys (declarations, the journey's last). */
export interface LabelSources { fields: Record<string, Text>; state: Record<string, Text> }

const FIELD_VALUES = 'values.';

const textIn = (v: unknown, lang: Lang): string => {
  if (!isRec(v)) return '';
  const own = v[lang];
  const other = v[lang === 'id' ? 'en' : 'id'];
  return typeof own === 'string' && own !== '' ? own : typeof other === 'string' ? other : '';
};

/** The labels of a map of declarations ({ name: { label } }): a field library's fields, a state block. */
export function labelsOf(declarations: unknown): Record<string, Text> {
  if (!isRec(declarations)) return {};
  return Object.fromEntries(Object.entries(declarations).flatMap(([k, v]) => (isRec(v) && isRec(v.label) ? [[k, v.label as Text]] : [])));
}

/** The label of the name in `lang` (the other language when missing), or '' when nothing labels it. */
export function variableLabel(name: string, sources: LabelSources, lang: Lang): string {
  if (name.startsWith(FIELD_VALUES)) {
    const [field] = name.slice(FIELD_VALUES.length).split('.');
    return textIn(sources.fields[field ?? ''], lang);
  }
  const [key] = name.split('.');
  return Object.prototype.hasOwnProperty.call(sources.state, key ?? '') ? textIn(sources.state[key ?? ''], lang) : '';
}

/** "Nomor (number.price)", or the path alone. */
export function labelledName(name: string, sources: LabelSources, lang: Lang): string {
  const label = variableLabel(name, sources, lang);
  return label === '' ? name : `${label} (${name})`;
}

/** The journey's own state labels over the site's (a journey may declare its own keys). */
export const withOwnState = (site: LabelSources, ownState: unknown): LabelSources =>
  ({ fields: site.fields, state: { ...site.state, ...labelsOf(ownState) } });
