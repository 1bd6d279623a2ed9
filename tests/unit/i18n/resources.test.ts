import { describe, expect, it } from 'vitest';
import { messageKey, textResources, uiKey } from '../../../src/runtime/text-resources';
import { copySet, homePage, shipped } from './helpers';

describe('the text resources of a definition set', () => {
  it('holds every {id, en} text under its JSON pointer, in both languages', () => {
    const { resources } = textResources(shipped);
    expect(resources.id['/messages/ui/button.next']).toBe('Lanjut');
    expect(resources.en['/messages/ui/button.next']).toBe('Next');
    expect(resources.en['/errors/errors/40011/title']).toBe('Number not available');
    expect(resources.id['/pages/home/texts/heading']).toBe('Beli Kartu SIM & eSIM Online');
    expect(resources.en['/journeys/prepaid-sim/steps/0/title']).toBe('Choose a prepaid number and plan');
  });

  it('finds a text and a table of texts by identity', () => {
    const { keyOf } = textResources(shipped);
    const home = homePage(shipped);
    expect(keyOf(home.title)).toBe('/pages/home/title');
    expect(home.texts && keyOf(home.texts)).toBe('/pages/home/texts');
    expect(keyOf({ ...home.title })).toBeUndefined();
  });

  it("keeps %s placeholders and leaves out an empty English text (the lookup then falls back to 'id')", () => {
    const defs = copySet();
    defs.messages.ui['button.next'] = { id: 'Lanjut', en: '' };
    const { resources } = textResources(defs);
    expect(resources.en['/messages/ui/button.next']).toBeUndefined();
    expect(resources.en['/messages/validation/minLength']).toBe('Maximal %s characters');
  });

  it('names messages.json keys as pointers (ui keys hold dots; other areas have none)', () => {
    expect(uiKey('button.next')).toBe('/messages/ui/button.next');
    expect(messageKey('validation.required')).toBe('/messages/validation/required');
    expect(messageKey('ui.trackStatus.DELIVERY')).toBe('/messages/ui/trackStatus.DELIVERY');
    expect(messageKey('toast.numberError')).toBeUndefined();
    expect(messageKey('nodot')).toBeUndefined();
  });
});
