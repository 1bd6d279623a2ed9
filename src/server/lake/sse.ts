// Server-sent events on a hijacked Fastify reply, with keep-alive comments.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SECURITY_HEADERS } from '../http/security-headers';

export interface SseStream {
  send(event: string, data: unknown, id?: string): void;
  /** Called once when the client goes away. */
  onClose(fn: () => void): void;
}

export const KEEP_ALIVE_MS = 15_000;

/** Open streams of one app, ended on close (an open stream would keep server.close() waiting). */
export class SseRegistry {
  private readonly enders = new Set<() => void>();
  add(end: () => void): () => void {
    this.enders.add(end);
    return () => this.enders.delete(end);
  }
  closeAll(): void {
    for (const end of [...this.enders]) end();
  }
}

export function openSse(req: FastifyRequest, reply: FastifyReply, registry: SseRegistry, keepAliveMs = KEEP_ALIVE_MS): SseStream {
  reply.hijack();
  const res = reply.raw;
  // Hijacked, so the onSend hook that sets the security headers never runs: they are set here.
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  if (req.method === 'HEAD') {
    // HEAD asks for the headers only: a stream that is already over.
    res.end();
    return { send: () => undefined, onClose: (fn) => fn() };
  }
  res.write(': open\n\n');
  // Comments keep proxies and the client's idle timers from closing a quiet stream.
  const timer = setInterval(() => res.write(': keep-alive\n\n'), keepAliveMs);
  const closers: Array<() => void> = [() => clearInterval(timer)];
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    for (const fn of closers) fn();
  };
  req.raw.on('close', close);
  res.on('close', close);
  closers.push(registry.add(() => res.end()));
  return {
    send(event, data, id) {
      if (closed) return;
      res.write(`event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
    },
    onClose(fn) {
      if (closed) fn();
      else closers.push(fn);
    },
  };
}
