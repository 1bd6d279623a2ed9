import { describe, expect, it } from 'vitest';
import journey from '../../../flows/journeys/prepaid-sim.json' with { type: 'json' };
import postpaidJourney from '../../../flows/journeys/postpaid-sim.json' with { type: 'json' };
import { refusedField, refusedState } from '../../../src/runtime/refused-field';
import type { JsonValue } from '../../../src/runtime/types';

const submit = journey.steps.find((s) => s.submit)?.submit?.find((a) => a.do === 'call');
const body = submit?.body as JsonValue;

describe('refusedField', () => {
  it('leads a server pointer back to the form field the call body fills there', () => {
    expect(refusedField(body, '/payload/recipient/phone')).toBe('recipientPhone');
    expect(refusedField(body, 'body/payload/recipient/email')).toBe('recipientEmail');
  });

  it('names no field for parts no single field fills, or pointers the body does not have', () => {
    expect(refusedField(body, '/payload/numberId')).toBeUndefined();
    expect(refusedField(body, '/payload/recipient')).toBeUndefined();
    expect(refusedField(body, '/payload/nothing/here')).toBeUndefined();
    expect(refusedField(body, '')).toBeUndefined();
    expect(refusedField(undefined, '/payload/recipient/phone')).toBeUndefined();
  });
});

describe('refusedState', () => {
  const postpaid = postpaidJourney.steps.find((s) => s.id === 'shipping')?.submit?.find((a) => a.do === 'call')?.body as JsonValue;

  it('leads a pointer to the state value the body reads there when no field fills it (a document\'s id)', () => {
    expect(refusedState(postpaid, '/payload/documents/ktp')).toBe('documents.ktp.id');
    expect(refusedState(postpaid, '/payload/documents/kk')).toBe('documents.kk.id');
    expect(refusedState(postpaid, '/payload/numberId')).toBe('number.id');
  });

  it('leaves a field\'s part to refusedField, and names nothing for a part read from several values', () => {
    expect(refusedState(postpaid, '/payload/identity/noKtp')).toBeUndefined();
    expect(refusedState(postpaid, '/payload/billing')).toBeUndefined();
    expect(refusedState(postpaid, '/payload/documents')).toBeUndefined();
  });
});
