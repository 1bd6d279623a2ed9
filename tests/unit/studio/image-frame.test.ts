import { describe, expect, it } from 'vitest';
import { imageFrameIssues } from '../../../src/server/studio/image-frame';

const upload = (w: number, h: number): string => `/images/production/${'a'.repeat(40)}-${w}x${h}.webp`;
const schema = {
  type: 'object',
  properties: {
    en: { type: 'object', title: 'English', properties: { img: { type: 'string', title: 'Desktop image', 'x-frame': { width: 1200, height: 400 } } } },
    image: { type: 'object', title: 'Image URL per language', 'x-frame': { width: 1200, height: 600 }, properties: { id: { type: 'string' }, en: { type: 'string' } } },
  },
};

describe('images of the size their place expects', () => {
  it('passes an upload of the frame\'s shape, at least as wide, and images that are not uploads', () => {
    expect(imageFrameIssues({ en: { img: upload(2400, 800) }, image: { id: upload(1200, 600), en: '/content/promo.webp' } }, 'banner.x', schema)).toEqual([]);
  });
  it('refuses another shape at the field, naming it as the form does, in both languages', () => {
    const [issue, ...rest] = imageFrameIssues({ en: { img: upload(800, 800) } }, 'banner.x', schema);
    expect(rest).toEqual([]);
    expect(issue?.pointer).toBe('/en/img');
    expect(issue?.text?.en).toBe('"English › Desktop image" is 800×800 px, but the shop shows it in a 1200×400 frame (3:1): crop it to 3:1 and upload it at least 1200 px wide.');
    expect(issue?.text?.id).toContain('potong menjadi 3:1');
  });
  it('refuses a too narrow upload of the right shape, per language', () => {
    const issues = imageFrameIssues({ image: { id: upload(600, 300), en: upload(1200, 600) } }, 'promo.x', schema);
    expect(issues.map((i) => i.pointer)).toEqual(['/image/id']);
    expect(issues[0]?.message).toContain('narrower than the 1200 px');
  });
});
