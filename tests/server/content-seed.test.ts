// cms/ stays in step with flows/: the generated Sanity schema types and the seed's definition
// documents; every seed document is valid for its content schema.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { staleCmsSchemaOutputs } from '../../scripts/cms-gen-schema';
import { SEED_PATH, seedIsStale } from '../../scripts/cms-seed-build';
import { CONTENT_TYPES, type ContentType } from '../../src/server/content/content-types';
import { contentErrors } from '../../src/server/content/validate';
import { parseNdjson } from '../../src/server/lake/import';
import { schemaTypes } from '../../cms/schemaTypes';

const docs = parseNdjson(readFileSync(SEED_PATH, 'utf8'));
const count = (t: string) => docs.filter((d) => d._type === t).length;

describe('cms/', () => {
  it('every content schema is draft-07 with its $id', () => {
    for (const type of CONTENT_TYPES) {
      const schema = JSON.parse(readFileSync(new URL(`../../flows/schema/content/${type}.schema.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
      expect(schema.$schema, type).toBe('http://json-schema.org/draft-07/schema#');
      expect(schema.$id, type).toBe(`https://sim-shop.dev/schema/content/${type}.schema.json`);
    }
  });

  it('cms/schemaTypes and src/server/content/schemas.ts match flows/schema/content (npm run cms:gen-schema)', () => {
    expect(staleCmsSchemaOutputs()).toEqual([]);
    expect(schemaTypes.map((t) => t.name)).toEqual([...CONTENT_TYPES]);
    expect(schemaTypes.every((t) => t.type === 'document' && t.fields.length > 0)).toBe(true);
  });

  it('cms/seed/production.ndjson has one definition document per flows/ file (npm run cms:seed-build)', () => {
    expect(seedIsStale()).toBe(false);
    expect(docs.find((d) => d._id === 'def.site.site')).toMatchObject({ kind: 'site', defId: 'site' });
    expect(docs.find((d) => d._id === 'def.journey.prepaid-sim')).toMatchObject({ kind: 'journey' });
  });

  it('seed content: counts and every document valid for its schema', () => {
    expect([count('banner'), count('roamingPromo'), count('promo'), count('quickActionTile'), count('setting'), count('maintenanceWindow'), count('faq'), count('service'), count('homePackage')])
      .toEqual([3, 2, 6, 2, 4, 1, 5, 4, 6]);
    for (const d of docs) {
      expect(CONTENT_TYPES).toContain(d._type);
      expect(contentErrors(d._type as ContentType, d), d._id).toEqual([]);
    }
    expect(new Set(docs.map((d) => d._id)).size).toBe(docs.length);
  });
});
