import { describe, expect, it } from 'vitest';
import { buildModel } from '../../../src/runtime/definition-model';
import { translatorFor } from '../../../src/state/i18n';
import { makeTexts } from '../../../src/ui/use-texts';
import { copySet, homePage, shipped } from './helpers';

describe('the translator of a definition set', () => {
  it('resolves a definition text, a screen text and a ui string in either language', () => {
    const tr = translatorFor(shipped);
    const home = homePage(shipped);
    expect(tr.text(home.title, 'en')).toBe('Buy SIM cards and eSIMs online');
    expect(tr.text(home.title, 'id')).toBe('Beli Kartu SIM & eSIM Online');
    expect(tr.keyed('heading', 'en', home.texts)).toBe('Buy SIM cards and eSIMs online');
    // Not in the screen's texts: messages.json ui.<key>.
    expect(tr.keyed('button.next', 'id', home.texts)).toBe('Lanjut');
    expect(tr.keyed('no.such.key', 'en', home.texts)).toBe('');
    // A table entry without an Indonesian text is missing: the ui string shows.
    expect(tr.keyed('button.next', 'en', { 'button.next': { id: '', en: 'Go' } })).toBe('Next');
    expect(tr.keyed('toString', 'en', home.texts)).toBe('');
    expect(tr.text(undefined, 'en')).toBe('');
  });

  it('resolves catalogue texts (errors.json)', () => {
    const tr = translatorFor(shipped);
    const entry = shipped.errors.errors['40011'];
    if (!entry) throw new Error('40011 missing');
    expect(tr.text(entry.title, 'en')).toBe('Number not available');
    expect(tr.text(entry.button.label, 'id')).toBe('Pilih Nomor Lain');
  });

  it('fills one and two %s parameters as interpolations', () => {
    const tr = translatorFor(shipped);
    expect(tr.keyed('payment.atmStep3', 'en', undefined, ['987'])).toBe('Enter bank code 987 followed by the Virtual Account number.');
    expect(tr.message('validation.minLength', 'id', [16])).toBe('Minimal 16 karakter');
    const defs = copySet();
    defs.messages.ui['common.range'] = { id: '%s sampai %s hari', en: '%s to %s days' };
    const two = translatorFor(defs);
    expect(two.keyed('common.range', 'en', undefined, [1, 6])).toBe('1 to 6 days');
    expect(two.keyed('common.range', 'id', undefined, ['2', '3'])).toBe('2 sampai 3 hari');
  });

  it('falls back to Indonesian when the English text is missing', () => {
    const defs = copySet();
    defs.messages.ui['button.next'] = { id: 'Lanjut', en: '' };
    const page = homePage(defs);
    page.title = { id: 'Judul saja' } as typeof page.title;
    const tr = translatorFor(defs);
    expect(tr.keyed('button.next', 'en')).toBe('Lanjut');
    expect(tr.text(page.title, 'en')).toBe('Judul saja');
  });

  it('resolves a text that is not part of the set (a copy, content) inline, with the same fallback and filling', () => {
    const tr = translatorFor(shipped);
    expect(tr.text({ id: 'Sisa %s', en: '%s left' }, 'en', [3])).toBe('3 left');
    expect(tr.text({ id: 'Hanya Indonesia', en: '' }, 'en')).toBe('Hanya Indonesia');
    expect(tr.keyed('x', 'en', { x: { id: 'Ya', en: 'Yes' } })).toBe('Yes');
  });

  it('answers messages.json keys for the field checks, and the model shows field errors through it', () => {
    const defs = copySet();
    defs.messages.validation.required = { id: 'Harus diisi', en: 'Required' };
    const tr = translatorFor(defs);
    expect(tr.message('validation.required', 'en')).toBe('Required');
    expect(tr.message('validation.nope', 'en')).toBeUndefined();
    // ui keys hold dots; only the ui and validation areas are message keys.
    expect(tr.message('ui.trackStatus.DELIVERY', 'en')).toBe(defs.messages.ui['trackStatus.DELIVERY']?.en);
    expect(tr.message('toast.numberError', 'en')).toBeUndefined();
    expect(tr.message('nodot', 'en')).toBeUndefined();
    expect(tr.message('ui.constructor', 'en')).toBeUndefined();
    const model = buildModel(defs, tr.message);
    expect(model.checkField('recipientName', '', {}, 'en')).toBe('Required');
    // A NIK's length has its own text since its parts are named (issue 32).
    expect(model.checkField('noKtp', '123', {}, 'id')).toBe(defs.messages.ui['nik.length']?.id);
    expect(model.checkField('noKtp', '123', {}, 'id')).toBe('NIK terdiri dari 16 angka, salin persis seperti di KTP');
  });

  it('gives the widgets the same Texts interface (lang, language, t, k)', () => {
    const home = homePage(shipped);
    const texts = makeTexts('EN', translatorFor(shipped), home.texts);
    expect(texts.lang).toBe('en');
    expect(texts.language).toBe('EN');
    expect(texts.k('tabPrepaid')).toBe('Prepaid');
    expect(texts.k('common.days', 3)).toBe('3 days');
    expect(texts.t(home.title)).toBe('Buy SIM cards and eSIMs online');
    expect(makeTexts('ID', translatorFor(shipped)).k('common.days', 3)).toBe('3 hari');
  });
});
