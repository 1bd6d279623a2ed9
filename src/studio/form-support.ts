// rjsf support without the AJV compiler (the shop's CSP has no 'unsafe-eval'): the form's schema
// errors come from the server (POST /api/studio/validate, the same checks as publish) through
// extraErrors; locally rjsf only needs `isValid` to pick oneOf/anyOf options, done structurally here.
import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { isPortableTextSchema } from './portable-text';
import { isCondition, isConditionMap } from './logic-schema';
import type { Issue } from './studio-session';

export type FormData = Record<string, unknown>;
type Schema = Record<string, unknown>;

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function typeOk(type: unknown, data: unknown): boolean {
  const one = (t: unknown): boolean => {
    switch (t) {
      case 'string': return typeof data === 'string';
      case 'number': return typeof data === 'number';
      case 'integer': return Number.isInteger(data);
      case 'boolean': return typeof data === 'boolean';
      case 'null': return data === null;
      case 'array': return Array.isArray(data);
      case 'object': return isRec(data);
      default: return true;
    }
  };
  return Array.isArray(type) ? type.some(one) : one(type);
}

/** Shape match good enough to choose between options (type, const, enum, required, properties). */
export function matches(schema: unknown, data: unknown): boolean {
  if (!isRec(schema)) return true;
  if (schema.type !== undefined && !typeOk(schema.type, data)) return false;
  if ('const' in schema && JSON.stringify(schema.const) !== JSON.stringify(data)) return false;
  if (Array.isArray(schema.enum) && !schema.enum.some((e) => JSON.stringify(e) === JSON.stringify(data))) return false;
  if (isRec(data)) {
    if (Array.isArray(schema.required) && !schema.required.every((k) => typeof k === 'string' && k in data)) return false;
    if (isRec(schema.properties)) {
      for (const [k, sub] of Object.entries(schema.properties)) if (k in data && !matches(sub, data[k])) return false;
    }
  }
  return true;
}

export const studioValidator: ValidatorType<FormData> = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: (schema, data) => matches(schema, data),
  rawValidation: () => ({ errors: [] }),
};

/** Issues (JSON pointers into the form data) as rjsf's extraErrors tree. */
export function errorSchemaOf(issues: Issue[], say: (issue: Issue) => string = (i) => i.message): ErrorSchema<FormData> {
  const root: Record<string, unknown> = {};
  for (const issue of issues) {
    let node = root;
    for (const part of issue.pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))) {
      const next = isRec(node[part]) ? node[part] : {};
      node[part] = next;
      node = next;
    }
    const errors = Array.isArray(node.__errors) ? (node.__errors as string[]) : [];
    node.__errors = [...errors, say(issue)];
  }
  return root as ErrorSchema<FormData>;
}

const isText = (s: Schema): boolean => {
  const props = isRec(s.properties) ? s.properties : undefined;
  if (!props) return false;
  const keys = Object.keys(props).sort();
  return keys.length === 2 && keys[0] === 'en' && keys[1] === 'id'
    && Object.values(props).every((p) => isRec(p) && p.type === 'string');
};
const IMAGE_KEY = /^(img|image)/i;
/** A screen's block (screen.schema.json#/definitions/block and a phase's): a `widget` name and its `props`. */
const isBlock = (s: Schema): boolean =>
  isRec(s.properties) && isRec(s.properties.widget) && s.properties.widget.type === 'string' && isRec(s.properties.props);

/**
 * uiSchema from the schema: {id, en} texts get the bilingual field (side by side), image fields
 * (img_*, image) the upload widget with their frame, moments with an `x-time-zone` the date-time picker, Portable Text arrays the rich-text editor, open values (JSON Logic, any JSON) the JSON field, arrays can be
 * reordered and copied (journey steps). The two columns of a per-language object ({id, en} images and
 * the like) are headed by `languageLabel` ("Indonesian (id)") where their schema gives them no title:
 * the shared text schema is checked strictly and carries no words of its own.
 */
/**
 * A schema that leaves the value open ("any JSON", or an object of any shape such as a JSON Logic rule):
 * no type or only "object", and no properties, items or options to draw a form from.
 */
const SHAPE_KEYWORDS = ['properties', 'items', 'oneOf', 'anyOf', 'allOf', 'enum', 'const', '$ref'];
const isOpen = (s: Schema): boolean => !SHAPE_KEYWORDS.some((k) => k in s)
  && (!('type' in s) || (s.type === 'object' && !isRec(s.additionalProperties)));

/** The upload widget, told the frame the field's schema declares (x-frame: its size, shape and fit). */
const imageUi = (schema: Schema): Record<string, unknown> =>
  (isRec(schema['x-frame']) ? { 'ui:widget': 'image', 'ui:options': { frame: schema['x-frame'] } } : { 'ui:widget': 'image' });

export function uiSchemaFor(schema: Schema, key = '', languageLabel?: (of: 'id' | 'en') => string): UiSchema<FormData> {
  const ui: Record<string, unknown> = {};
  /** A language column's uiSchema with its heading, when the column's schema has no title. */
  const column = (of: 'id' | 'en', own: Record<string, unknown>): Record<string, unknown> => {
    const sub = isRec(schema.properties) ? schema.properties[of] : undefined;
    const untitled = isRec(sub) && typeof sub.title !== 'string';
    return languageLabel && untitled ? { ...own, 'ui:title': languageLabel(of) } : own;
  };
  // A JSON Logic condition (its schema's description says so) gets the condition builder.
  if (isCondition(schema)) return { 'ui:field': 'condition' };
  if (isOpen(schema)) return { 'ui:field': 'json' };
  if (isText(schema)) {
    if (IMAGE_KEY.test(key)) return { id: column('id', imageUi(schema)), en: column('en', imageUi(schema)) };
    return { 'ui:field': 'bilingual' };
  }
  if (schema.type === 'string' && IMAGE_KEY.test(key)) return imageUi(schema);
  // A moment stored as an ISO string: picked on the wall clock of the zone its schema names.
  if (schema.type === 'string' && typeof schema['x-time-zone'] === 'string') {
    return { 'ui:widget': 'dateTime', 'ui:options': { timeZone: schema['x-time-zone'] } };
  }
  // A string naming a step or a page: picked from them (TargetWidget).
  if (schema.type === 'string' && typeof schema['x-target'] === 'string') return { 'ui:widget': 'target' };
  if (isPortableTextSchema(schema)) return { 'ui:field': 'portableText' };
  // A screen's block: its widget is chosen from the catalogue and its props get the widget's own form (BlockField).
  if (isBlock(schema)) ui['ui:field'] = 'block';
  if (isRec(schema.properties)) {
    for (const [k, sub] of Object.entries(schema.properties)) {
      if (isRec(sub)) {
        const own = uiSchemaFor(sub, k, languageLabel) as Record<string, unknown>;
        // A screen's texts beside its blocks: a text is added by what it is among the keys its widgets read (ScreenTextsField).
        if (k === 'texts' && isRec(schema.properties.blocks) && isRec(sub.additionalProperties) && isText(sub.additionalProperties)) own['ui:field'] = 'screenTexts';
        const child = (k === 'id' || k === 'en') && isRec(schema.properties.id) && isRec(schema.properties.en) ? column(k, own) : own;
        if (Object.keys(child).length > 0) ui[k] = child;
      }
    }
  }
  if (isRec(schema.additionalProperties)) {
    const child = isConditionMap(schema) ? { 'ui:field': 'condition' } : uiSchemaFor(schema.additionalProperties, key, languageLabel);
    if (Object.keys(child).length > 0) ui.additionalProperties = child;
  }
  if (schema.type === 'array') {
    ui['ui:options'] = { orderable: true, copyable: true, addable: true, removable: true };
    if (isRec(schema.items)) {
      const child = uiSchemaFor(schema.items, key, languageLabel);
      if (Object.keys(child).length > 0) ui.items = child;
    }
  }
  return ui as UiSchema<FormData>;
}

/** The form schema: system fields (_id, _type...) are the lake's, never edited in the form. */
export function formSchemaOf(schema: Schema): RJSFSchema {
  const { patternProperties: _system, ...rest } = schema;
  return rest as RJSFSchema;
}
