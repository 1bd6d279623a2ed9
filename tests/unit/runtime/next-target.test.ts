import { describe, expect, it } from 'vitest';
import { basePath, nextTarget, resolveTarget } from '../../../src/runtime/next-target';
import { stepTarget } from '../../../src/runtime/step';
import { copyDefinitions, must } from '../definitions/helpers';
import { demoJourney } from './fixtures';

const defs = copyDefinitions();
const journey = demoJourney();
const pages = defs.pages;

describe('nextTarget', () => {
  it('takes the first entry whose condition holds', () => {
    expect(nextTarget(journey, 'check', { eligibility: { status: 'OK' } }, pages)).toBe('/demo/plan');
    expect(nextTarget(journey, 'check', { eligibility: { status: 'NO' } }, pages)).toBe('/demo/sorry');
  });

  it('returns null when no condition holds (the step stays and shows its blocked message)', () => {
    expect(nextTarget(journey, 'check', { eligibility: null }, pages)).toBeNull();
  });

  it('resolves @page:<id> to the page path, and has no target for terminal or unknown steps', () => {
    expect(nextTarget(journey, 'plan', {}, pages)).toBe('/track');
    expect(nextTarget(journey, 'sorry', {}, pages)).toBeNull();
    expect(nextTarget(journey, 'nope', {}, pages)).toBeNull();
    expect(resolveTarget(journey, '@page:checkout', pages)).toBeNull();
    expect(resolveTarget(journey, 'gone', pages)).toBeNull();
  });

  it('drops route params from a target path', () => {
    expect(basePath('/thankyou/:id/:email?/:hash?')).toBe('/thankyou');
    expect(basePath('/')).toBe('/');
  });

  it('runs the prepaid journey: order needs city, number and package; recipient goes to payment', () => {
    const prepaid = must(defs.journeys['prepaid-sim'], 'prepaid-sim journey');
    const full = { city: { id: 10 }, package: { id: 101 }, number: { id: 5 } };
    expect(nextTarget(prepaid, 'order', full, pages)).toBe('/order-recipient');
    expect(nextTarget(prepaid, 'order', { ...full, package: null }, pages)).toBeNull();
    expect(nextTarget(prepaid, 'order', { ...full, number: { id: '' } }, pages)).toBeNull();
    expect(nextTarget(prepaid, 'recipient', full, pages)).toBe('/payment3s');
  });
});

describe('stepTarget (the step graph the test generator walks)', () => {
  it('is the next target when the step\'s ready rule holds, else null', () => {
    expect(stepTarget(journey, 'plan', { plan: '' }, pages)).toBeNull();
    expect(stepTarget(journey, 'plan', { plan: 'GOLD' }, pages)).toBe('/track');
    expect(stepTarget(journey, 'check', { direct_retail: true, eligibility: { status: 'OK' } }, pages)).toBeNull();
    expect(stepTarget(journey, 'check', { direct_retail: false, eligibility: { status: 'OK' } }, pages)).toBe('/demo/plan');
    expect(stepTarget(journey, 'nope', {}, pages)).toBeNull();
  });
});
