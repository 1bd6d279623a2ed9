// What operations declare about their own treatment: a rate-limit exemption only for signed
// server-to-server calls, and required facts the server can fill from every valid request.
import { describe, expect, it } from 'vitest';
import { OPERATIONS, type OperationSpec } from '../../../src/contracts';
import { requiredFacts, requiresProblem } from '../../../src/server/visit/required-facts';

const ops: OperationSpec[] = Object.values(OPERATIONS);

describe('operation declarations', () => {
  it('exempts from the request limit only gateway (signed server-to-server) operations', () => {
    const exempt = ops.filter((op) => op.rateLimit === 'exempt');
    expect(exempt.length).toBeGreaterThan(0);
    for (const op of exempt) expect(op.caller, op.name).toBe('gateway');
  });

  it('requires only facts its validated request fills', () => {
    for (const op of ops) expect(requiresProblem(op), op.name).toBeNull();
  });

  it('fills a fact template from the request\'s parts', () => {
    expect(requiredFacts(['otp.email:{body.msisdn}', 'role:agent', 'otp.sms:{params.n}-{query.q}'],
      { body: { msisdn: ' 6281 ' }, params: { n: 5 }, query: { q: 'x' } })).toEqual(['otp.email:6281', 'role:agent', 'otp.sms:5-x']);
    expect(requiredFacts(['otp.email:{body.msisdn}'], { body: {}, params: undefined, query: undefined })).toEqual(['otp.email:']);
  });
});
