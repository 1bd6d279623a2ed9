// Which form parts get the condition builder, and which names it offers, all read from flows/schema
// and the document (no journey or field named in the studio).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadStudioSchemas } from '../../../src/server/studio/schemas';
import { uiSchemaFor } from '../../../src/studio/form-support';
import { logicVariables } from '../../../src/studio/logic-schema';

const ROOT = resolve(import.meta.dirname, '../../..');
const schemas = loadStudioSchemas(resolve(ROOT, 'flows'));
const journeySchema = schemas.formSchema('def:journey') ?? {};
type Ui = Record<string, Record<string, unknown> | undefined>;

describe('condition parts of the journey form', () => {
  const ui = uiSchemaFor(journeySchema) as unknown as Ui;
  const step = (ui.steps?.items ?? {}) as Ui;
  it('gives step conditions (next.when, ready) and guards the condition builder', () => {
    expect((step.next?.items as Ui | undefined)?.when).toEqual({ 'ui:field': 'condition' });
    expect(step.ready).toEqual({ 'ui:field': 'condition' });
    expect(ui.guards).toEqual({ additionalProperties: { 'ui:field': 'condition' } });
  });
  it('keeps values and templates (an amount, a set action\'s value) as JSON text', () => {
    expect((step.total as Ui | undefined)?.amount).toEqual({ 'ui:field': 'json' });
    expect(((ui.entry as Ui | undefined)?.actions?.items as Ui | undefined)?.value).toEqual({ 'ui:field': 'json' });
  });
});

describe('a rule is known by its schema keyword, not by the words ops read', () => {
  it('x-logic condition gets the builder; the same words without it do not', () => {
    expect(uiSchemaFor({ 'x-logic': 'condition', description: 'Shown while it holds; empty = always.' })).toEqual({ 'ui:field': 'condition' });
    expect(uiSchemaFor({ type: 'string', description: 'JSON Logic over the state snapshot: shown while it holds; absent = always.' })).toEqual({});
  });
  it('x-state path and keys name what conditions can read', () => {
    const schema = { type: 'object', properties: { store: { type: 'string', 'x-state': 'path' }, state: { type: 'object', 'x-state': 'keys', additionalProperties: {} }, when: { 'x-logic': 'condition' } } };
    expect(logicVariables(schema, { store: 'answer.code', state: { offer: {} }, when: { '==': [{ var: 'number.price' }, 0] } })).toEqual(['answer.code', 'number.price', 'offer']);
  });
});

describe('a definition that is another less some properties (allOf), in the form', () => {
  type S = Record<string, unknown> & { properties?: Record<string, S>; items?: S };
  const phaseSubmit = ((journeySchema as S).properties?.steps?.items?.properties?.phases?.items?.properties?.submit?.items ?? {}) as S;
  it('is one object schema: a listed handler is the action without its own onError and keep', () => {
    expect(phaseSubmit.allOf).toBeUndefined();
    expect(Object.keys(phaseSubmit.properties ?? {})).toEqual(expect.arrayContaining(['do', 'when', 'op', 'body', 'store', 'message']));
    expect(Object.keys(phaseSubmit.properties ?? {}).filter((k) => k === 'onError' || k === 'keep')).toEqual([]);
    expect([phaseSubmit.type, phaseSubmit.required, phaseSubmit.additionalProperties]).toEqual(['object', ['do'], false]);
  });
  it('gets the condition builder for its when, and its rules\' names are offered', () => {
    const ui = uiSchemaFor(journeySchema) as unknown as Ui;
    const phases = ((ui.steps?.items as Ui | undefined)?.phases?.items ?? {}) as Ui;
    expect((phases.submit?.items as Ui | undefined)?.when).toEqual({ 'ui:field': 'condition' });
    const names = logicVariables(journeySchema, { steps: [{ phases: [{ id: 'a', blocks: [], submit: [{ do: 'call', when: { var: 'lookup.ready' } }] }] }] });
    expect(names).toEqual(['lookup.ready']);
  });
});

describe('logicVariables', () => {
  it('offers what the journey\'s rules read and the state it declares and writes, not widget arguments', () => {
    const journey = JSON.parse(readFileSync(resolve(ROOT, 'flows/journeys/prepaid-sim.json'), 'utf8')) as Record<string, unknown>;
    const names = logicVariables(journeySchema, journey);
    // From the conditions and guards.
    expect(names).toEqual(expect.arrayContaining(['city.id', 'number.id', 'package.id']));
    // Declared state keys and widget binds.
    expect(names).toEqual(expect.arrayContaining(['number', 'package', 'delivery', 'city']));
    // A widget's own input (blocks' props) is not the state.
    expect(names.some((n) => n.startsWith('input.'))).toBe(false);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });
  it('follows the document: a new rule\'s var is offered at once', () => {
    const names = logicVariables(journeySchema, { steps: [{ next: [{ to: 'x', when: { '!!': { var: 'brandNew.flag' } } }] }] });
    expect(names).toEqual(['brandNew.flag']);
  });
});
