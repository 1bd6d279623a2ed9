// "Both languages filled": a bilingual text, body or list filled in one language only is refused,
// at the empty language, naming the field as the form labels it, in both languages.
import { tokenOnlyAuth } from '../../src/server/editors/principal';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../../src/server/http/errors';
import { bothLanguagesIssues } from '../../src/server/studio/both-languages';
import { studioRoutes } from '../../src/server/studio/routes';
import { loadStudioSchemas } from '../../src/server/studio/schemas';
import { memoryLake } from './studio-memory-lake';

const ROOT = resolve(import.meta.dirname, '../..');
const TOKEN = 'both-languages-token';
const schemas = loadStudioSchemas(resolve(ROOT, 'flows'));
const seedPromo = (): Record<string, unknown> => {
  const line = readFileSync(resolve(ROOT, 'cms/seed/production.ndjson'), 'utf8').split('\n').find((l) => l.includes('"_id":"promo.welcome"'));
  return JSON.parse(line ?? '{}') as Record<string, unknown>;
};
type Issue = { pointer: string; message: string; text?: { id: string; en: string } };

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  installErrorHandling(app);
  studioRoutes(app, { auth: tokenOnlyAuth(() => TOKEN), deps: { flowsDir: resolve(ROOT, 'flows'), lake: memoryLake(), schemas }, dataset: 'production' });
  await app.ready();
});
afterAll(async () => { await app.close(); });

const validate = async (doc: Record<string, unknown>): Promise<Issue[]> => {
  const res = await app.inject({ method: 'POST', url: '/api/studio/validate', headers: { authorization: `Bearer ${TOKEN}` }, payload: { id: 'promo.welcome', doc } });
  return (res.json() as { errors: Issue[] }).errors;
};

describe('both languages filled', () => {
  it('the seed promo passes', async () => {
    expect(await validate(seedPromo())).toEqual([]);
  });

  it('refuses a title with English only, at its Indonesian, naming "Title" in both languages', async () => {
    const promo = seedPromo();
    const errors = await validate({ ...promo, title: { id: '', en: '50% off' } });
    expect(errors).toHaveLength(1);
    expect(errors[0]?.pointer).toBe('/title/id');
    expect(errors[0]?.text?.en).toBe('"Title" is filled in English but empty in Indonesian: fill in both languages.');
    expect(errors[0]?.text?.id).toBe('"Title" sudah diisi dalam bahasa Inggris tetapi kosong dalam bahasa Indonesia: isi kedua bahasa.');
    // Blank is empty too.
    expect((await validate({ ...promo, summary: { id: 'Hemat', en: '   ' } })).map((e) => e.pointer)).toEqual(['/summary/en']);
  });

  it('refuses a body or a list of terms in one language only, naming the nested field', async () => {
    const promo = seedPromo();
    const body = promo.body as { id: unknown[]; en: unknown[] };
    const errors = await validate({ ...promo, body: { id: body.id, en: [] } });
    expect(errors.map((e) => [e.pointer, e.text?.en])).toEqual([['/body/en', '"Body" is filled in Indonesian but empty in English: fill in both languages.']]);
    const cta = await validate({ ...promo, cta: { label: { id: 'Beli', en: '' }, to: '/order' } });
    expect(cta.map((e) => [e.pointer, e.text?.en])).toEqual([['/cta/label/en', '"Buy button › Label" is filled in Indonesian but empty in English: fill in both languages.']]);
  });

  it('lets a value empty in both languages to the schema, and ignores language objects of sub-fields', () => {
    expect(bothLanguagesIssues({ title: { id: '', en: '' } }, 'x', schemas.formSchema('promo'))).toEqual([]);
    expect(bothLanguagesIssues({ id: { title: 'A' }, en: { title: 'B' } }, 'x', schemas.formSchema('banner'))).toEqual([]);
    expect(bothLanguagesIssues({ list: [{ text: { id: 'a', en: '' } }] }, 'x', {}).map((i) => i.text?.en)).toEqual([
      '"list › 1 › text" is filled in Indonesian but empty in English: fill in both languages.',
    ]);
  });
});
