import { describe, expect, it } from 'vitest';
import { previewPath } from '../../../src/studio/studio-docs';
import type { StudioType } from '../../../src/studio/studio-context';

const promo: StudioType = { name: 'promo', title: 'Promo', docType: 'promo' };
const schema = { 'x-preview': { path: '/promo/:promo_code', params: { promo_code: 'code' } } };

describe('where a draft is previewed in the shop', () => {
  it('a content type with x-preview opens its own page, filled from the document', () => {
    expect(previewPath(promo, { code: 'esim-launch' }, '/studio/promo/promo.esim', schema)).toBe('/promo/esim-launch?preview=1&studio=%2Fstudio%2Fpromo%2Fpromo.esim');
  });
  it('the home when the type names no page or the field is empty', () => {
    expect(previewPath(promo, { code: '' }, '/studio/promo/x', schema)).toMatch(/^\/\?preview=1/);
    expect(previewPath({ name: 'banner', title: 'Banner', docType: 'banner' }, {}, '/studio/banner/b', {})).toMatch(/^\/\?preview=1/);
  });
});
