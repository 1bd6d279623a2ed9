// What the server logs about a request. Query strings carry tokens (refused, but still in the URL)
// and personal data (an email to track an order), so their values never reach the log; the path
// and the parameter names do, which is what finding a request again needs. A path segment holding an
// email address (the activation and VA links carry one after the order code) is dropped too.
import type { FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';

/** A path with every segment that holds an email address ('@', raw or percent-encoded) replaced. */
const redactPath = (path: string): string => path.split('/').map((seg) => (/@|%40/i.test(seg) ? REDACTED : seg)).join('/');

/** The URL with every query value and every email-holding path segment replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return redactPath(url);
  const names = url.slice(q + 1).split('&').filter((p) => p !== '').map((p) => {
    const eq = p.indexOf('=');
    return eq < 0 ? p : `${p.slice(0, eq)}=${REDACTED}`;
  });
  return `${redactPath(url.slice(0, q))}?${names.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Where log lines go instead of stdout (tests read them back). */
export interface LogSink {
  write(line: string): void;
}

/** Fastify's logger options: off, or on with the redacting request serializer. */
export function loggerOptions(enabled: boolean, sink?: LogSink): FastifyServerOptions['logger'] {
  if (!enabled && !sink) return false;
  return {
    level: 'info',
    ...(sink ? { stream: sink } : {}),
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method, url: redactUrl(req.url), host: req.hostname, remoteAddress: req.ip, remotePort: req.socket?.remotePort,
      }),
    },
  };
}
