import { describe, expect, it } from 'vitest';
import { loadStudioSchemas } from '../../../src/server/studio/schemas';
import { localizedSchema } from '../../../src/studio/localized-schema';

type Node = { title?: string; description?: string; properties?: Record<string, Node> };

describe('a form schema in the studio\'s language', () => {
  it('takes the x-title and x-description of the language, and keeps the rest', () => {
    const schema = {
      title: 'Banner', 'x-title': { id: 'Spanduk', en: 'Banner' },
      properties: {
        title: { type: 'string', title: 'Title', description: 'Alt', 'x-description': { id: 'Alternatif', en: 'Alt' } },
        code: { type: 'string', title: 'Code', enum: ['title'] },
      },
    };
    const id = localizedSchema(schema, 'id') as Node & typeof schema;
    expect(id.title).toBe('Spanduk');
    expect(id.properties.title.description).toBe('Alternatif');
    expect(id.properties.code).toEqual(schema.properties.code);
    expect(localizedSchema(schema, 'en').properties.title.description).toBe('Alt');
  });

  it('gives every field of the marketer\'s date and image documents its words in both languages', () => {
    const schemas = loadStudioSchemas('flows');
    for (const name of ['banner', 'promo', 'maintenanceWindow']) {
      const form = schemas.formSchema(name);
      for (const lang of ['id', 'en'] as const) {
        const s = localizedSchema(form, lang) as Node;
        expect(s.description, `${name} ${lang}`).toMatch(/\S/);
        expect(s.description).not.toMatch(/\(A\d+\)|half-open|server time/);
      }
    }
    const maintenance = localizedSchema(schemas.formSchema('maintenanceWindow'), 'id') as Node;
    expect(maintenance.properties?.startsAt?.title).toBe('Mulai');
    const banner = localizedSchema(schemas.formSchema('banner'), 'id') as Node;
    expect(banner.properties?.id?.properties?.title?.title).toBe('Deskripsi gambar (teks alternatif)');
  });
});
