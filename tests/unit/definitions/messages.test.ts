import { describe, expect, it } from 'vitest';
import { definitions } from '../../../src/definitions/bundle';
import { fieldErrorText, fieldErrorTextIn, format, messageText, t, uiText } from '../../../src/definitions/messages';
import { copyDefinitions } from './helpers';

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
    expect(messageText(`ui.trackStatus.${status}`)).toBeDefined();
  });

  it('uses the A9 customer labels', () => {
    expect(uiText('trackStatus.PAYMENT_SUCCESS', 'en')).toBe('Payment confirmed');
    expect(uiText('ui.trackStatus.DELIVERY', 'en')).toBe('Out for delivery');
    expect(uiText('trackStatus.ACTIVATION_REQUESTED', 'en')).toBe('Activation process');
  });

  it('has the buttons in both languages', () => {
    expect(uiText('button.next', 'id')).toBe('Lanjut');
    expect(uiText('button.back', 'id')).toBe('Kembali');
    expect(uiText('button.pay', 'en')).toBe('Pay');
    expect(uiText('common.free', 'id')).toBe('Gratis');
    expect(uiText('summary.securityDeposit', 'id')).toBe('Deposit keamanan');
  });

  it('fills %s and shows a missing key as itself', () => {
    expect(uiText('payment.atmStep3', 'en', '987')).toBe('Enter bank code 987 followed by the Virtual Account number.');
    expect(uiText('nope.missing', 'en')).toBe('nope.missing');
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

describe('fieldErrorText lookup chain', () => {
  it('uses the field message first (pattern -> validation.alphabet)', () => {
    expect(fieldErrorText('recipientName', 'pattern', { pattern: '^[A-Za-z ]+$' }, 'en')).toBe('only alphabet');
    expect(fieldErrorText('recipientPhone', 'pattern', {}, 'id')).toBe('Mohon gunakan nomor Indosat');
  });

  it('falls back to validation.<keyword>, with %s replaced by the limit', () => {
    expect(fieldErrorText('recipientName', 'maxLength', { limit: 50 }, 'id')).toBe('Maksimal 50 karakter');
    expect(fieldErrorText('recipientName', 'maxLength', { limit: 50 }, 'en')).toBe('Minimal 50 characters');
    expect(fieldErrorText('noKtp', 'minLength', { limit: 16 }, 'id')).toBe('Minimal 16 karakter');
    expect(fieldErrorText('noKtp', 'minLength', { limit: 16 }, 'en')).toBe('Maximal 16 characters');
    expect(fieldErrorText('recipientEmailConfirm', 'notEqual', {}, 'en')).toBe('not equal to');
    expect(fieldErrorText('postalCode', 'postalCode', {}, 'id')).toBe('Kode pos tidak cocok dengan kota/kecamatan yang dipilih');
  });

  it('falls back for unknown fields and shows an unknown keyword as itself', () => {
    expect(fieldErrorText('noSuchField', 'required', {}, 'id')).toBe('Wajib di isi');
    expect(fieldErrorText('recipientName', 'multipleOf', {}, 'en')).toBe('multipleOf');
  });

  it('follows a field message that points into ui', () => {
    const defs = copyDefinitions();
    const field = defs.fields.fields.recipientName;
    if (!field) throw new Error('field missing');
    field.messages.maxLength = 'ui.form.orderIdFormat';
    expect(fieldErrorTextIn(defs, 'recipientName', 'maxLength', { limit: 50 }, 'en')).toBe('Letters, numbers and hyphens only');
  });
});
