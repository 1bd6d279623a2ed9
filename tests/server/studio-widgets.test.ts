// GET /api/studio/widgets: what the studio's block editor chooses from (widgets by their catalogue entry,
// with props schemas; the names of data sources and operations), only for a signed-in caller.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv from 'ajv';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetsAnswerSchema } from '../../src/server/studio/widget-routes';
import { type MemoryLake } from './studio-memory-lake';
import { studioRoutesApp } from './studio-routes-app';

const ROOT = resolve(import.meta.dirname, '../..');
const TOKEN = 'studio-widgets-token';
const auth = { authorization: `Bearer ${TOKEN}` };
const site = JSON.parse(readFileSync(resolve(ROOT, 'flows/site.json'), 'utf8')) as { sources: Record<string, unknown> };

interface Answer {
  widgets: Array<{ name: string; title: { id: string; en: string }; summary: { id: string; en: string }; texts: Record<string, { id: string; en: string }>; props: Record<string, unknown>; bind: string }>;
  sources: string[];
  operations: string[];
  previews: string[];
}

let app: FastifyInstance;
let lake: MemoryLake;

beforeAll(async () => {
  ({ app, lake } = await studioRoutesApp(TOKEN));
});
afterAll(async () => { await app.close(); });

describe('GET /api/studio/widgets', () => {
  it('answers nobody who is not signed in', async () => {
    expect((await app.inject({ url: '/api/studio/widgets' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/studio/widgets', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
  });

  it('lists every widget with its words in both languages, its text labels and its props schema', async () => {
    const res = await app.inject({ url: '/api/studio/widgets', headers: auth });
    expect(res.statusCode).toBe(200);
    const answer = res.json<Answer>();
    expect(new Ajv({ strict: false }).validate(widgetsAnswerSchema, answer)).toBe(true);
    const content = answer.widgets.find((w) => w.name === 'content');
    expect(content?.title).toEqual({ id: 'Teks dan gambar', en: 'Text and image' });
    expect(content?.props).toMatchObject({ type: 'object', required: ['body'] });
    expect(content?.bind).toBe('none');
    const faq = answer.widgets.find((w) => w.name === 'faq');
    expect(faq?.texts.faqTitle).toEqual({ id: 'Judul', en: 'Heading' });
    const notice = answer.widgets.find((w) => w.name === 'notice');
    expect(notice?.props).toMatchObject({ properties: { source: { 'x-ref': 'source' } } });
    expect(answer.widgets.length).toBeGreaterThan(30);
    // The widgets with a preview picture in public/widget-previews.
    expect(answer.previews).toContain('packagePicker');
    expect(answer.previews).not.toContain('content');
  });

  it('names the published data sources and the operations a prop may refer to', async () => {
    const answer = (await app.inject({ url: '/api/studio/widgets', headers: auth })).json<Answer>();
    expect(answer.sources).toEqual(Object.keys(site.sources).sort());
    expect(answer.operations.length).toBeGreaterThan(0);
    expect(answer.operations.every((o) => /^[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*$/.test(o))).toBe(true);
    await lake.mutate([{ createOrReplace: { _id: 'def.site', _type: 'definition', kind: 'site', defId: 'site', body: { ...site, sources: { ...site.sources, 'extra.list': Object.values(site.sources)[0] } } } }]);
    const after = (await app.inject({ url: '/api/studio/widgets', headers: auth })).json<Answer>();
    expect(after.sources).toContain('extra.list');
  });
});
