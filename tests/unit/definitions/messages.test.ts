import { describe, expect, it } from 'vitest';
import { definitions } from '../../../src/definitions/bundle';
import { messageExists } from '../../../src/definitions/lint';
import { fieldErrorTextIn, format, messageTextIn, t } from '../../../src/definitions/messages';
import type { Language } from '../../../src/definitions/types';
import { copyDefinitions, fieldOf, must } from './helpers';

/** A ui text of the shipped messages.json in one language, %s filled. */
const ui = (key: string, lang: Language, ...args: (string | number)[]): string => {
  const text = must(messageTextIn(definitions, `ui.${key}`), `no ui text ${key}`);
  return format(t(text, lang), ...args);
};
const errorText = (field: string, keyword: string, params: Record<string, unknown>, lang: Language): string =>
  fieldErrorTextIn(definitions, field, keyword, params, lang);

describe('validation texts (spec section 5, word for word)', () => {
  it.each([
    ['required', 'Wajib di isi', 'is required'],
    ['email', 'Format email tidak sesuai', 'invalid email address'],
    ['numeric', 'hanya angka saja', 'numbers only'],
    ['alphabet', 'hanya alphabet saja', 'only alphabet'],
    ['minLength', 'Minimal %s karakter', 'Maximal %s characters'],
    ['maxLength', 'Maksimal %s karakter', 'Minimal %s characters'],
    ['notEqual', 'tidak sama dengan', 'not equal to'],
    ['phonePrefix', 'Mohon gunakan nomor Indosat', 'Please use an operator number'],
    ['postalCode', 'Kode pos tidak cocok dengan kota/kecamatan yang dipilih', "Your postal code doesn't match the selected village/sub district from the dropdown menu"],
    ['fileFormat', 'Format file tidak sesuai!', 'Format file not supported!'],
    ['fileSize', 'Ukuran file tidak sesuai!', 'File size not supported!'],
    ['ktpUpload', 'KTP Wajib di upload', 'ID card upload is required'],
  ] as const)('%s', (key, id, en) => {
    expect(definitions.messages.validation[key]).toEqual({ id, en });
  });
});

describe('ui strings', () => {
  it.each([
    'ORDER_RECEIVED', 'ORDER_PLACED', 'WAITING_PAYMENT', 'PAYMENT_SUCCESS', 'PAYMENT_FAILED', 'DELIVERY', 'ORDER_FINISHED',
    'ACTIVATION_REQUESTED', 'UPGRADE_SUCCESS',
  ])('has a tracking status label for %s', (status) => {
    expect(messageTextIn(definitions, `ui.trackStatus.${status}`)).toBeDefined();
  });

  it('uses the A9 customer labels', () => {
    expect(ui('trackStatus.PAYMENT_SUCCESS', 'en')).toBe('Payment confirmed');
    expect(ui('trackStatus.DELIVERY', 'en')).toBe('Out for delivery');
    expect(ui('trackStatus.ACTIVATION_REQUESTED', 'en')).toBe('Activation process');
  });

  it('has the buttons in both languages', () => {
    expect(ui('button.next', 'id')).toBe('Lanjut');
    expect(ui('button.back', 'id')).toBe('Kembali');
    expect(ui('button.pay', 'en')).toBe('Pay');
    expect(ui('common.free', 'id')).toBe('Gratis');
    expect(ui('summary.securityDeposit', 'id')).toBe('Deposit keamanan');
  });

  it('has the texts the runtime falls back to and the shipped toasts name', () => {
    expect(ui('step.blocked', 'en')).toBe('Please complete this step first.');
    expect(ui('toast.numberUnavailable', 'en')).toBe('The selected number is no longer available.');
    expect(ui('number.required', 'id')).not.toBe('');
  });

  it('fills %s', () => {
    expect(ui('payment.atmStep3', 'en', '987')).toBe('Enter bank code 987 followed by the Virtual Account number.');
  });
});

describe('messageTextIn and messageExists', () => {
  it('reads validation.<name> and ui.<key> (ui keys hold dots)', () => {
    expect(messageTextIn(definitions, 'validation.required')).toEqual({ id: 'Wajib di isi', en: 'is required' });
    expect(messageTextIn(definitions, 'ui.button.next')?.id).toBe('Lanjut');
    expect(messageExists(definitions, 'ui.trackStatus.DELIVERY')).toBe(true);
  });

  it('has nothing for an unknown key, an unknown area or an inherited property', () => {
    for (const key of ['ui.nope.missing', 'validation.letters', 'toast.numberError', 'validation.constructor', 'ui.toString', 'nodot']) {
      expect(messageTextIn(definitions, key), key).toBeUndefined();
      expect(messageExists(definitions, key), key).toBe(false);
    }
  });
});

describe('t and format', () => {
  it('picks the language', () => {
    expect(t({ id: 'Halo', en: 'Hello' }, 'id')).toBe('Halo');
    expect(t({ id: 'Halo', en: 'Hello' }, 'en')).toBe('Hello');
  });
  it('replaces each %s in turn and leaves extra ones', () => {
    expect(format('%s-%s hari', 1, 6)).toBe('1-6 hari');
    expect(format('%s and %s', 'a')).toBe('a and %s');
  });
});

describe('fieldErrorTextIn lookup chain', () => {
  it('uses the field message first (pattern -> validation.alphabet)', () => {
    expect(errorText('recipientName', 'pattern', { pattern: '^[A-Za-z ]+$' }, 'en')).toBe('only alphabet');
    expect(errorText('recipientPhone', 'pattern', {}, 'id')).toBe('Mohon gunakan nomor Indosat');
  });

  it('falls back to validation.<keyword>, with %s replaced by the limit', () => {
    expect(errorText('recipientName', 'maxLength', { limit: 50 }, 'id')).toBe('Maksimal 50 karakter');
    expect(errorText('recipientName', 'maxLength', { limit: 50 }, 'en')).toBe('Minimal 50 characters');
    expect(errorText('noKK', 'minLength', { limit: 16 }, 'id')).toBe('Minimal 16 karakter');
    expect(errorText('noKK', 'minLength', { limit: 16 }, 'en')).toBe('Maximal 16 characters');
    expect(errorText('recipientEmailConfirm', 'notEqual', {}, 'en')).toBe('not equal to');
    expect(errorText('postalCode', 'postalCode', {}, 'id')).toBe('Kode pos tidak cocok dengan kota/kecamatan yang dipilih');
  });

  it('falls back for unknown fields and shows an unknown keyword as itself', () => {
    expect(errorText('noSuchField', 'required', {}, 'id')).toBe('Wajib di isi');
    expect(errorText('recipientName', 'multipleOf', {}, 'en')).toBe('multipleOf');
  });

  it('follows a field message that points into ui', () => {
    expect(errorText('trackOrderId', 'pattern', {}, 'en')).toBe('Letters, numbers and hyphens only');
    const defs = copyDefinitions();
    fieldOf(defs, 'recipientName').messages.maxLength = 'ui.form.orderIdFormat';
    expect(fieldErrorTextIn(defs, 'recipientName', 'maxLength', { limit: 50 }, 'en')).toBe('Letters, numbers and hyphens only');
  });

  it('reads the definitions it is given (a text changed in the studio shows at once)', () => {
    const defs = copyDefinitions();
    defs.messages.validation.required = { id: 'Harus diisi', en: 'Required' };
    expect(fieldErrorTextIn(defs, 'recipientName', 'required', {}, 'en')).toBe('Required');
    expect(errorText('recipientName', 'required', {}, 'en')).toBe('is required');
  });
});
