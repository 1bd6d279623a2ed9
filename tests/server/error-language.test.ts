// The error envelope in the customer's language (src/server/http/error-language.ts): the shop's browser
// client names its language with every call, and a page may then show the server's errors.message as it is.
import { describe, expect, it } from 'vitest';
import errors from '../../flows/errors.json' with { type: 'json' };
import { useTestApp, type Envelope } from './harness';

const t = useTestApp(200);
const catalogue = errors.errors as Record<string, { text: { id: string; en: string } }>;

async function status(numberId: string, language?: string): Promise<{ statusCode: number; body: Envelope }> {
  const res = await t.h.app.inject({ method: 'POST', url: `/api/number/status/${numberId}`, payload: {},
    headers: language ? { 'accept-language': language } : {} });
  return { statusCode: res.statusCode, body: res.json<Envelope>() };
}

describe('error texts in the language the request names', () => {
  it('a catalogue code is written as the catalogue writes it, in id and in en', async () => {
    for (const [header, lang] of [['id', 'id'], ['en', 'en'], ['en-GB,en;q=0.9', 'en'], ['id-ID', 'id']] as const) {
      const { statusCode, body } = await status('2147483000', header);
      expect(statusCode).toBe(404);
      expect(body.code).toBe(40011);
      expect(body.errors.message).toBe(catalogue['40011']?.text[lang]);
      expect(body.message).toBe(body.errors.message);
    }
  });

  it('a refused request keeps the part it names; its text is the catalogue\'s 400', async () => {
    const { statusCode, body } = await status('0', 'id');
    expect(statusCode).toBe(400);
    expect(body.errors.message).toBe(catalogue['400']?.text.id);
    expect(body.errors.field).toMatch(/numberId/);
  });

  it('without a language of the shop (none, or another), the server\'s own text stays', async () => {
    for (const header of [undefined, 'fr-FR,fr']) {
      const { body } = await status('2147483000', header);
      expect(body.code).toBe(40011);
      expect(body.errors.message).toBe('Selected number is not available');
    }
  });

  it('a successful answer is untouched', async () => {
    const res = await t.h.app.inject({ method: 'GET', url: '/api/cities', headers: { 'accept-language': 'id' } });
    expect(res.statusCode).toBe(200);
  });
});
