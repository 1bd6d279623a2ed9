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
