// One check for every text a request carries (path params, query string, JSON body: values and keys):
// PostgreSQL cannot store U+0000, and an unpaired UTF-16 surrogate is not text at all (PGlite fails on
// it), so both are a 400 before any route sees them. Nesting is bounded too, so no recursive code
// further on (validation, serialisation, GROQ) can run out of stack on a crafted body.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../errors';

/** Deeper than any definition, document or order payload the shop takes. */
const MAX_DEPTH = 64;

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const isCleanText = (s: string): boolean => !BAD_TEXT.test(s);

/** The JSON pointer of the first bad text or too-deep value in `value`, or undefined when all is fine. */
function findBadInput(value: unknown, root: string): { pointer: string; why: string } | undefined {
  const stack: Array<{ v: unknown; at: string; depth: number }> = [{ v: value, at: root, depth: 0 }];
  // Iterative on purpose: a recursive walk is exactly what a deep body would overflow.
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { v, at, depth } = item;
    if (typeof v === 'string') {
      if (!isCleanText(v)) return { pointer: at, why: 'contains U+0000 or an unpaired surrogate' };
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= MAX_DEPTH) return { pointer: at, why: `is nested deeper than ${MAX_DEPTH} levels` };
    for (const [k, child] of Object.entries(v)) {
      if (!isCleanText(k)) return { pointer: at, why: 'has a key with U+0000 or an unpaired surrogate' };
      stack.push({ v: child, at: `${at}/${k}`, depth: depth + 1 });
    }
  }
  return undefined;
}

function check(req: FastifyRequest): void {
  for (const [part, value] of [['params', req.params], ['querystring', req.query], ['body', req.body]] as const) {
    if (Buffer.isBuffer(value)) continue; // binary uploads (lake assets) are checked by their decoder
    const bad = findBadInput(value, part);
    if (bad) throw badRequest(`${bad.pointer} ${bad.why}`, bad.pointer);
  }
}

/** Registers the check on every route of the app (before any route-level hook or validation). */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => check(req));
}
