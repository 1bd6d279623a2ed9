// The documentUpload widget blocks the step while a required document has no stored id ('KTP Wajib di upload').
import { describe, expect, it } from 'vitest';
import { meta } from '../../../src/ui/widgets/documentUpload/meta';

const props = {
  documents: [
    { kind: 'ktp', label: { id: 'Foto KTP', en: 'ID card (KTP) photo' }, required: true },
    { kind: 'selfie', label: { id: 'Foto Selfie dengan KTP', en: 'Selfie with your ID card' }, required: false },
  ],
  upload: 'documents.upload', remove: 'documents.delete', sessionId: { var: 'trackingId' },
};
const stored = { id: 'x'.repeat(43), name: 'ktp.jpg', mime: 'image/jpeg', bytes: 1000 };

describe('documentUpload complete', () => {
  it('blocks with validation.ktpUpload while the required KTP is missing', () => {
    expect(meta.complete({ props, bound: null })).toBe('validation.ktpUpload');
    expect(meta.complete({ props, bound: { ktp: null, selfie: stored } })).toBe('validation.ktpUpload');
    expect(meta.complete({ props, bound: { ktp: { ...stored, id: '' } } })).toBe('validation.ktpUpload');
  });

  it('passes once the KTP is stored; optional documents may stay empty', () => {
    expect(meta.complete({ props, bound: { ktp: stored, selfie: null } })).toBeNull();
  });
});
