// The area cascade's rules (src/ui/widgets/areaCascade/area-choice.ts) and its completeness.
import { describe, expect, it } from 'vitest';
import { meta } from '../../../src/ui/widgets/areaCascade/meta';
import { checkBody, choose, EMPTY_CHOICE, isOpen, missingOf, prefillOf, readChoice, sourceInput, toJson, type AreaChoice } from '../../../src/ui/widgets/areaCascade/area-choice';

const jakarta = { code: '31', name: 'Daerah Khusus Ibukota Jakarta' };
const pusat = { code: '31.71', name: 'Kota Administrasi Jakarta Pusat' };
const gambirDistrict = { code: '31.71.01', name: 'Gambir' };
const gambir = { code: '31.71.01.1001', name: 'Gambir' };
const full: AreaChoice = { province: jakarta, city: pusat, district: gambirDistrict, village: gambir, postalCode: '10110', postalCodeOk: true };
const props = { sources: {}, postalCodeField: 'postalCode', check: 'areas.postalCode' };

describe('area choice', () => {
  it('reads a stored value defensively: junk is empty, a gap stops the chain below it', () => {
    expect(readChoice(null)).toEqual(EMPTY_CHOICE);
    expect(readChoice(['x'])).toEqual(EMPTY_CHOICE);
    expect(readChoice(toJson(full))).toEqual(full);
    expect(readChoice({ province: jakarta, city: { code: 5 }, district: gambirDistrict, postalCode: 3, postalCodeOk: 'yes' }))
      .toEqual({ ...EMPTY_CHOICE, province: jakarta });
  });

  it('a choice upstream clears the levels below and asks for a new postal check', () => {
    expect(choose(full, 'city', { code: '31.73', name: 'Kota Administrasi Jakarta Barat' })).toEqual({
      province: jakarta, city: { code: '31.73', name: 'Kota Administrasi Jakarta Barat' }, district: null, village: null, postalCode: '10110', postalCodeOk: null,
    });
    expect(choose(full, 'province', null)).toEqual({ ...EMPTY_CHOICE, postalCode: '10110' });
  });

  it('a chosen village fills in the postal code its list gives; the choice keeps only its code and name', () => {
    const listed = { ...gambir, postalCode: '10110' };
    expect(prefillOf('village', listed)).toBe('10110');
    expect(prefillOf('village', gambir)).toBeNull();
    expect(prefillOf('village', { ...gambir, postalCode: '1011' })).toBeNull();
    expect(prefillOf('district', { ...gambirDistrict, postalCode: '10110' })).toBeNull();
    expect(prefillOf('village', null)).toBeNull();
    expect(choose({ ...full, village: null }, 'village', listed).village).toEqual(gambir);
  });

  it('opens a level once the one above is chosen; the lists read the codes above them', () => {
    const some = { ...EMPTY_CHOICE, province: jakarta };
    expect(['province', 'city', 'district', 'village'].map((l) => isOpen(some, l as 'city'))).toEqual([true, true, false, false]);
    expect(sourceInput(some)).toEqual({ provinceCode: '31', cityCode: '', districtCode: '' });
  });

  it('checks the postal code against the most precise area chosen', () => {
    expect(checkBody(full)).toEqual({ postalCode: '10110', villageCode: '31.71.01.1001' });
    expect(checkBody({ ...full, village: null })).toEqual({ postalCode: '10110', districtCode: '31.71.01' });
    expect(checkBody({ ...full, district: null, village: null })).toEqual({ postalCode: '10110', cityCode: '31.71' });
    expect(checkBody({ ...EMPTY_CHOICE, province: jakarta })).toBeNull();
  });

  it('is complete only with all four levels and a matched postal code', () => {
    expect(missingOf(EMPTY_CHOICE)).toBe('area.required');
    expect(missingOf({ ...full, village: null })).toBe('area.required');
    expect(missingOf({ ...full, postalCodeOk: null })).toBe('area.postalCode');
    expect(missingOf({ ...full, postalCodeOk: false })).toBe('area.postalCode');
    expect(missingOf(full)).toBeNull();
    expect(meta.complete({ props, bound: toJson(full) })).toBeNull();
    expect(meta.complete({ props, bound: null })).toBe('area.required');
    expect(meta.fields(props)).toEqual(['postalCode']);
  });
});
