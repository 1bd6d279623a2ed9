// A studio publish of a definition that calls an operation of a test-only domain: refused as an unknown
// operation by an app that does not serve it, accepted by one that announces it (its publish checks
// know the app's domains, as the served set's checks do).
import { describe, expect, it } from 'vitest';
import { defineOperation } from '../../src/contracts/operation';
import { entriesBeyondTable } from '../../src/contracts/operation-entries';
import { definitions } from '../../src/definitions/bundle';
import { checkDocument } from '../../src/server/studio/check';
import { loadStudioSchemas } from '../../src/server/studio/schemas';
import { memoryLake } from './studio-memory-lake';

const probe = defineOperation({
  name: 'probe.touch', method: 'POST', path: '/api/probe', caller: 'browser', tags: ['probe'], summary: 'a test operation',
  body: { type: 'object' }, response: { type: 'object' },
});

describe('the studio publish check and announced operations', () => {
  it('takes a call to an operation only when the app announces it', async () => {
    const journey = structuredClone(definitions.journeys['prepaid-sim']);
    const step = journey?.steps[0];
    if (!journey || !step) throw new Error('no prepaid-sim step');
    step.submit = [{ do: 'call', op: 'probe.touch', body: {} }];
    const doc = { _id: 'def.journey.prepaid-sim', _type: 'definition', kind: 'journey', defId: 'prepaid-sim', body: journey };
    const schemas = loadStudioSchemas('./flows');
    const about = (r: { errors: Array<{ message: string }> }) => r.errors.filter((e) => e.message.includes('probe.touch')).map((e) => e.message);
    expect(about(await checkDocument(doc._id, doc, schemas, memoryLake(), './flows')))
      .toEqual(["unknown operation 'probe.touch' (src/contracts/operations.ts)"]);
    expect(about(await checkDocument(doc._id, doc, schemas, memoryLake(), './flows', entriesBeyondTable([probe])))).toEqual([]);
  });
});
