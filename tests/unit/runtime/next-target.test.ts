import { describe, expect, it } from 'vitest';
import { definitions } from '../../../src/definitions/bundle';
import { basePath, nextTarget } from '../../../src/runtime/next-target';
import type { Definitions } from '../../../src/runtime/types';
import { journey, pages } from './fixtures';

describe('nextTarget', () => {
  it('takes the first entry whose condition holds', () => {
    expect(nextTarget(journey, 'a', { selectedCityID: '1', number: { type: 'VANITY' } }, pages)).toBe('/vip');
    expect(nextTarget(journey, 'a', { selectedCityID: '1', number: { type: 'REGULAR' } }, pages)).toBe('/b');
  });

  it('returns null when no condition holds (the step stays and shows its blocked message)', () => {
    expect(nextTarget(journey, 'a', { selectedCityID: '', number: { type: 'REGULAR' } }, pages)).toBeNull();
  });

  it('resolves @page:<id> to the page path, and has no target for terminal or unknown steps', () => {
    expect(nextTarget(journey, 'b', {}, pages)).toBe('/payment3s');
    expect(nextTarget(journey, 'end', {}, pages)).toBeNull();
    expect(nextTarget(journey, 'nope', {}, pages)).toBeNull();
  });

  it('drops route params from a target path', () => {
    expect(basePath('/thankyou/:id/:email?/:hash?')).toBe('/thankyou');
    expect(basePath('/')).toBe('/');
  });

  it('runs the prepaid journey: order needs city, number and package; recipient goes to payment', () => {
    const defs = definitions as unknown as Definitions;
    const prepaid = defs.journeys['prepaid-sim'];
    if (!prepaid) throw new Error('prepaid-sim journey missing');
    const full = { selectedCityID: '10', selectedPackageID: '101', number: { id: '5' } };
    expect(nextTarget(prepaid, 'order', full, defs.pages)).toBe('/order-recipient');
    expect(nextTarget(prepaid, 'order', { ...full, selectedPackageID: '' }, defs.pages)).toBeNull();
    expect(nextTarget(prepaid, 'order', { ...full, number: { id: '' } }, defs.pages)).toBeNull();
    expect(nextTarget(prepaid, 'recipient', full, defs.pages)).toBe('/payment3s');
  });
});
