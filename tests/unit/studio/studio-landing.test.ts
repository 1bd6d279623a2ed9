// Where each role lands after signing in: the page asked for when the role may use it, else its own
// first screen (ops the journeys, a marketer the first content type); an admin stays.
import { describe, expect, it } from 'vitest';
import type { StudioType } from '../../../src/studio/studio-context';
import { landingPath, mayOpen } from '../../../src/studio/studio-landing';

const journey: StudioType = { name: 'def:journey', title: 'Journeys', docType: 'definition', kind: 'journey' };
const page: StudioType = { name: 'def:page', title: 'Pages', docType: 'definition', kind: 'page' };
const image: StudioType = { name: 'sanity.imageAsset', title: 'Images', docType: 'sanity.imageAsset' };
const banner: StudioType = { name: 'banner', title: 'Banners', docType: 'banner' };
const opsTypes = [page, journey, image];
const marketerTypes = [image, banner];

describe('landingPath', () => {
  it('sends ops from the accounts screen or the bare studio to the journeys', () => {
    expect(landingPath('ops', opsTypes, '/studio/accounts')).toBe('/studio/def%3Ajourney');
    expect(landingPath('ops', opsTypes, '/studio')).toBe('/studio/def%3Ajourney');
    expect(landingPath('ops', opsTypes, '/studio/banner/home')).toBe('/studio/def%3Ajourney');
  });

  it('keeps ops on a page they may use', () => {
    expect(landingPath('ops', opsTypes, '/studio/refunds')).toBeNull();
    expect(landingPath('ops', opsTypes, '/studio/def%3Apage/def.page.home')).toBeNull();
  });

  it('sends a marketer to the first content type, not the images or refunds', () => {
    expect(landingPath('marketer', marketerTypes, '/studio/accounts')).toBe('/studio/banner');
    expect(landingPath('marketer', marketerTypes, '/studio/refunds')).toBe('/studio/banner');
    expect(landingPath('marketer', marketerTypes, '/studio/def%3Ajourney/def.journey.prepaid-sim')).toBe('/studio/banner');
    expect(landingPath('marketer', marketerTypes, '/studio/banner/b1')).toBeNull();
  });

  it('leaves an admin where the sign-in was', () => {
    const all = [...opsTypes, banner];
    for (const path of ['/studio', '/studio/accounts', '/studio/refunds', '/studio/banner']) expect(landingPath('admin', all, path)).toBeNull();
  });

  it('tells which screens a role may open', () => {
    expect(mayOpen('ops', opsTypes, '/studio/accounts')).toBe(false);
    expect(mayOpen('marketer', marketerTypes, '/studio/refunds')).toBe(false);
    expect(mayOpen('admin', [], '/studio/accounts')).toBe(true);
  });
});
