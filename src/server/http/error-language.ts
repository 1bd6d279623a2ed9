// The error envelope in the customer's language: a request that names it (Accept-Language id or en, as the
// shop's browser client sends with every call) gets `message` and `errors.message` as the published error
// catalogue writes that code, so a page may show the server's text as it is (spec: the number check's
// errors.message). A code the catalogue lacks, or a request naming no language, keeps the server's own text.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type Lang = 'id' | 'en';
/** The catalogue's text of a code in a language, or undefined. */
export type CatalogueText = (code: number, lang: Lang) => Promise<string | undefined>;

/** The first language tag of Accept-Language, when it is one the shop speaks. */
export function requestLanguage(req: FastifyRequest): Lang | undefined {
  const header = req.headers['accept-language'];
  const first = (typeof header === 'string' ? header : '').split(',')[0]?.trim().toLowerCase() ?? '';
  if (first === 'id' || first.startsWith('id-')) return 'id';
  if (first === 'en' || first.startsWith('en-')) return 'en';
  return undefined;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function installErrorLanguage(app: FastifyInstance, textOf: CatalogueText): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    const lang = requestLanguage(req);
    if (!lang) return payload;
    let body: unknown;
    try { body = JSON.parse(payload); } catch { return payload; }
    if (!isRecord(body) || typeof body.code !== 'number' || !isRecord(body.errors)) return payload;
    const text = await textOf(body.code, lang).catch(() => undefined);
    if (!text) return payload;
    return JSON.stringify({ ...body, message: text, errors: { ...body.errors, message: text } });
  });
}

/** The catalogue text of a code from the published errors definition (`errors.<code>.text`). */
export function catalogueTexts(errorsBody: () => Promise<unknown>): CatalogueText {
  return async (code, lang) => {
    const defs = await errorsBody();
    const entry = isRecord(defs) && isRecord(defs.errors) ? defs.errors[String(code)] : undefined;
    const text = isRecord(entry) && isRecord(entry.text) ? entry.text[lang] : undefined;
    return typeof text === 'string' && text.trim() !== '' ? text : undefined;
  };
}
