// Issue locations as the studio's form labels them, never as JSON pointers counted from 0.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadStudioSchemas } from '../../../src/server/studio/schemas';
import { fieldDomId, fieldLabel } from '../../../src/studio/field-label';

const ROOT = resolve(import.meta.dirname, '../../..');
const schemas = loadStudioSchemas(resolve(ROOT, 'flows'));
const journey = JSON.parse(readFileSync(resolve(ROOT, 'flows/journeys/prepaid-sim.json'), 'utf8')) as { steps: Array<{ id: string; title?: { id: string; en: string } }> };

describe('fieldLabel', () => {
  it('names a journey step by its title and id, and counts positions from 1', () => {
    const step = journey.steps[1];
    if (!step?.title) throw new Error('the second prepaid step has a title');
    const en = fieldLabel(schemas.formSchema('def:journey'), journey, '/steps/1/next/0/to', 'en');
    // The journey schema gives these properties no title: the form labels them by their keys, and so does this.
    expect(en).toBe(`steps › '${step.title.en}' (${step.id}) › next › 1 › to`);
    expect(fieldLabel(schemas.formSchema('def:journey'), journey, '/steps/1/next/0/to', 'id')).toContain(`'${step.title.id}' (${step.id})`);
  });

  it('uses the form titles of a content document', () => {
    const window = { title: 'x', startsAt: '2030-01-01T00:00:00Z', endsAt: '2029-01-01T00:00:00Z', image: { id: '/a.webp', en: '/b.webp' } };
    expect(fieldLabel(schemas.formSchema('maintenanceWindow'), window, '/endsAt', 'en')).toBe('Ends');
    expect(fieldLabel(schemas.formSchema('maintenanceWindow'), window, '/image/en', 'en')).toMatch(/^Image › /);
  });

  it('gives the id of the rjsf field to scroll to', () => {
    expect(fieldDomId('/steps/1/next/0/to')).toBe('root_steps_1_next_0_to');
    expect(fieldDomId('/endsAt')).toBe('root_endsAt');
  });
});
