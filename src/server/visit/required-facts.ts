// The facts an operation requires (`requires` in its contract), their subjects taken from the request:
// `otp.email:{body.msisdn}` is the fact that an email code was verified for the number the request
// is about. Checked on the server before the handler, whatever the browser's guard decided.
import type { OperationSpec } from '../../contracts';

type Part = 'params' | 'query' | 'body';
const PLACEHOLDER = /\{(params|query|body)\.([A-Za-z_][A-Za-z0-9_]*)\}/g;
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
    for (const [, part, name] of template.matchAll(PLACEHOLDER)) {
      const schema: unknown = op[part as Part];
      const required = isRecord(schema) && Array.isArray(schema.required) ? schema.required : [];
      if (!required.includes(name)) return `${op.name}: requires "${template}" reads ${part}.${name}, which its ${part} schema does not require`;
    }
  }
  return null;
}

/** The facts a request needs, placeholders filled with its validated parts (a value is used as typed, trimmed). */
export function requiredFacts(templates: readonly string[], parts: Readonly<Record<Part, unknown>>): string[] {
  return templates.map((t) => t.replace(PLACEHOLDER, (_, part: Part, name: string) => {
    const holder = parts[part];
    const value = isRecord(holder) ? holder[name] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  }));
}
