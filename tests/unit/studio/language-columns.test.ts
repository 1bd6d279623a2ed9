// The per-language columns of an {id, en} object are headed by their language where the schema gives
// them no title (an image per language: the shared text schema carries no words), not where it does.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { uiSchemaFor } from '../../../src/studio/form-support';
import { languageLabel } from '../../../src/studio/studio-texts';
import { loadStudioSchemas } from '../../../src/server/studio/schemas';

const schemas = loadStudioSchemas(resolve(import.meta.dirname, '../../../flows'));
type Ui = Record<string, Record<string, Record<string, unknown>>>;

describe('language columns', () => {
  it("head an image's columns in the studio's language", () => {
    for (const type of ['promo', 'maintenanceWindow']) {
      const schema = schemas.formSchema(type) as Record<string, unknown>;
      const en = uiSchemaFor(schema, '', (of) => languageLabel(of, 'en')) as Ui;
      expect(en.image?.id).toMatchObject({ 'ui:widget': 'image', 'ui:title': 'Indonesian (id)' });
      expect(en.image?.en).toMatchObject({ 'ui:widget': 'image', 'ui:title': 'English (en)' });
      const id = uiSchemaFor(schema, '', (of) => languageLabel(of, 'id')) as Ui;
      expect(id.image?.id?.['ui:title']).toBe('Indonesia (id)');
      expect(id.image?.en?.['ui:title']).toBe('Inggris (en)');
    }
  });
  it('leave a column its own title (a promo body) and add none without labels', () => {
    const schema = schemas.formSchema('promo') as Record<string, unknown>;
    expect((uiSchemaFor(schema, '', (of) => languageLabel(of, 'en')) as Ui).body?.id).toEqual({ 'ui:field': 'portableText' });
    expect((uiSchemaFor(schema) as Ui).image?.id).not.toHaveProperty('ui:title');
  });
});
