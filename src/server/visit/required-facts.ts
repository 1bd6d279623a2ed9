// The facts an operation requires (`requires` in its contract), their subjects taken from the request:
// `otp.email:{body.msisdn}` is the fact that an email code was verified for the number the request
// is about. Checked on the server before the handler, whatever the browser's guard decided.
import type { FastifyRequest } from 'fastify';
import type { OperationSpec } from '../../contracts';
import { DomainError } from '../errors';
import type { VisitSessions } from './visit-sessions';

/** The answer to a request whose visit lacks a required fact (catalogue entry 403 of flows/errors.json). */
export const FACT_REQUIRED = 403;

type Part = 'params' | 'query' | 'body';
/** `{part.name}`: an operation's parts are params, query and body; an order type's, its payload. */
const PLACEHOLDER = /\{([a-z]+)\.([A-Za-z_][A-Za-z0-9_]*)\}/g;
const PARTS: readonly string[] = ['params', 'query', 'body'];
/** `kind` or `kind:subject`, with placeholders only in the subject (checked once they are replaced). */
const FACT = /^[a-z][a-z0-9]*(?:\.[a-z][a-z0-9]*)*(?::[^\s{}]+)?$/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The kind of a fact, what a refusal may name (`otp.email`), never its subject (a number is personal data). */
export const factKind = (fact: string): string => fact.split(':')[0] ?? fact;

/**
 * Why an operation's `requires` cannot be checked, or null: each template well formed, and each
 * placeholder a required property of the part it names (so a validated request always has it).
 */
export function requiresProblem(op: OperationSpec): string | null {
  for (const template of op.requires ?? []) {
    if (factKind(template).includes('{') || !FACT.test(template.replace(PLACEHOLDER, 'x'))) return `${op.name}: requires "${template}" is not a fact template (kind[:subject], subject parts {params|query|body.name})`;
    for (const [, part = '', name] of template.matchAll(PLACEHOLDER)) {
      if (!PARTS.includes(part)) return `${op.name}: requires "${template}" reads ${part}, not a part of an operation (params, query, body)`;
      const schema: unknown = op[part as Part];
      const required = isRecord(schema) && Array.isArray(schema.required) ? schema.required : [];
      if (!required.includes(name)) return `${op.name}: requires "${template}" reads ${part}.${name}, which its ${part} schema does not require`;
    }
  }
  return null;
}

/**
 * The facts a request needs, placeholders filled with its validated parts (a value is used as typed,
 * trimmed; a missing one leaves the subject empty, a fact no visit holds).
 */
export function requiredFacts(templates: readonly string[], parts: Readonly<Record<string, unknown>>): string[] {
  return templates.map((t) => t.replace(PLACEHOLDER, (_, part: string, name: string) => {
    const holder = parts[part];
    const value = isRecord(holder) ? holder[name] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  }));
}

/** Refuses (403, naming the kinds of fact it lacks, never their subjects) a request whose visit does not hold every fact. */
export async function refuseWithoutFacts(visits: VisitSessions, req: FastifyRequest, facts: readonly string[]): Promise<void> {
  const missing = await visits.missing(req, facts);
  if (missing.length === 0) return;
  const kinds = [...new Set(missing.map(factKind))].join(',');
  throw new DomainError(FACT_REQUIRED, FACT_REQUIRED, `This needs a verification first (${kinds})`, undefined, { requires: kinds });
}
