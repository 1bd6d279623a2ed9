// Sends fuzz requests over real HTTP (so the router sees the raw request target) and checks each
// answer: never 5xx, never silent, and every error answer in the error envelope with the security headers
// (a page path's not-found page aside: HTML, 404).
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { isServerPath } from '../../../src/server/http/spa';
import type { FuzzRequest } from './requests';

export interface FuzzAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What is wrong with an answer, or undefined when it is fine. */
export function defectOf(req: FuzzRequest, a: FuzzAnswer): string | undefined {
  if (a.status >= 500) return `${a.status}`;
  if (a.status < 400) return undefined;
  if (a.headers['x-content-type-options'] !== 'nosniff' || !a.headers['content-security-policy']) return `${a.status} without the security headers`;
  if (req.method === 'HEAD') return undefined;
  // A page path that opens no page gets the shop's not-found page (HTML, status 404); the server's own
  // paths (the API, the sandbox, the lake and its images) get the envelope, as the server judges them.
  const path = req.path.split('?')[0] ?? '/';
  if (a.status === 404 && !isServerPath(path) && String(a.headers['content-type'] ?? '').startsWith('text/html')) return undefined;
  try {
    const body = JSON.parse(a.body) as { code?: unknown; message?: unknown; errors?: { message?: unknown } };
    if (typeof body.code === 'number' && typeof body.message === 'string' && typeof body.errors?.message === 'string') return undefined;
  } catch {
    // falls through: not JSON
  }
  return `${a.status} without the error envelope`;
}

const NO_ANSWER_MS = 5000;

class StaleSocket extends Error {
  constructor(readonly original: Error) {
    super(original.message);
  }
}

export function createSender(port: number): { send(req: FuzzRequest): Promise<FuzzAnswer>; close(): void } {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const once = (req: FuzzRequest) => new Promise<FuzzAnswer>((resolve, reject) => {
    const headers: Record<string, string | number> = { ...req.headers };
    if (req.body) headers['content-length'] = req.body.length;
    const r = request({ host: '127.0.0.1', port, method: req.method, path: req.path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
      // A stream answers with its headers; the fuzz does not wait for it to end.
      if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
        done();
        r.destroy();
        return;
      }
      res.on('data', (c: Buffer) => {
        size += c.length;
        if (size <= 65_536) chunks.push(c);
      });
      res.on('end', done);
      res.on('error', reject);
    });
    r.setTimeout(NO_ANSWER_MS, () => r.destroy(new Error(`no answer within ${NO_ANSWER_MS} ms`)));
    r.on('error', (err) => reject(r.reusedSocket ? new StaleSocket(err) : err));
    r.end(req.body);
  });
  // A kept-alive socket the server closed (after an earlier error answer) is not this request's fault.
  const send = (req: FuzzRequest) => once(req).catch((err: unknown) => {
    if (err instanceof StaleSocket) return once(req);
    throw err;
  });
  return { send, close: () => agent.destroy() };
}

export interface FuzzReport {
  sent: number;
  byStatus: Map<number, number>;
  /** Defect ("500", "404 without the error envelope", "no answer") -> causes -> count. */
  defects: Map<string, Map<string, number>>;
}

/** Sends every request (a few at a time) and tallies statuses and defects. */
export async function runFuzz(port: number, requests: Iterable<FuzzRequest>, concurrency = 8): Promise<FuzzReport> {
  const sender = createSender(port);
  const report: FuzzReport = { sent: 0, byStatus: new Map(), defects: new Map() };
  const note = (defect: string, cause: string) => {
    const causes = report.defects.get(defect) ?? new Map<string, number>();
    causes.set(cause, (causes.get(cause) ?? 0) + 1);
    report.defects.set(defect, causes);
  };
  const it = requests[Symbol.iterator]();
  const worker = async () => {
    for (let n = it.next(); !n.done; n = it.next()) {
      const req = n.value;
      report.sent += 1;
      try {
        const a = await sender.send(req);
        report.byStatus.set(a.status, (report.byStatus.get(a.status) ?? 0) + 1);
        const defect = defectOf(req, a);
        if (defect) note(defect, req.cause);
      } catch (err) {
        if (req.holds && err instanceof Error && err.message.startsWith('no answer within')) continue;
        note(`no answer (${err instanceof Error ? err.message : String(err)})`, req.cause);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  sender.close();
  return report;
}

/** Count of answers >= 500. */
export const serverErrors = (r: FuzzReport) => [...r.byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
