// Test-only fault injection (issue 4): with SANDBOX_FAULTS=1 an /api call carrying
// `x-sandbox-fault: <catalogue code>` is answered with that code in the standard error envelope,
// so generated flow tests can show every error modal a step references without staging each cause.
import type { FastifyInstance } from 'fastify';
import { envelope } from './http/errors';

export const FAULT_HEADER = 'x-sandbox-fault';

/** The HTTP status a catalogue code travels with: plain HTTP codes as themselves, catalogue codes as 400. */
export function faultStatus(code: number): number {
  return code >= 400 && code < 600 ? code : 400;
}

/** Registers the hook; the caller only does so when the config flag is set. */
export function installSandboxFaults(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    const raw = req.headers[FAULT_HEADER];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value === undefined || !req.url.startsWith('/api/')) return;
    const code = Number(value);
    if (!Number.isInteger(code) || code <= 0) return;
    return reply.code(faultStatus(code)).send(envelope(code, `sandbox fault ${code}`));
  });
}
