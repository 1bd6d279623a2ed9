import { describe, expect, it } from 'vitest';
import journey from '../../../flows/journeys/prepaid-sim.json' with { type: 'json' };
import { refusedField } from '../../../src/runtime/refused-field';
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
