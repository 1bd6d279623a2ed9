import type { IdCardImage, IdCardProvider, IdCardRefusal, IdCardVerdict } from './provider';
import { DocumentError } from '../errors';

/**
 * A47: the sandbox recognises documented test fixtures. A refusal is chosen by its marker,
 * anywhere in the image bytes (e.g. a PNG text chunk or a JPEG comment) or in the file name
 * (case-insensitive); any other JPEG or PNG is accepted.
 */
export const SANDBOX_ID_CARD_MARKERS: Readonly<Record<Exclude<IdCardRefusal, 'not_image'>, string>> = {
  not_ktp: 'sandbox-not-ktp',
  photocopy: 'sandbox-photocopy',
  replacement_receipt: 'sandbox-replacement-receipt',
  child_id: 'sandbox-child-id',
};

/** Catalogue codes: 40025 not a KTP; a copy or a receipt is not the card itself (40050 use a valid KTP); a child ID cannot be used (40052). */
const CODES: Readonly<Record<IdCardRefusal, number>> = {
  not_image: DocumentError.FileFormat,
  not_ktp: DocumentError.NotKtp,
  photocopy: DocumentError.InvalidKtp,
  replacement_receipt: DocumentError.InvalidKtp,
  child_id: DocumentError.KtpCannotBeUsed,
};

const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const isPng = (b: Buffer) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

/** Searched window by window: the whole image as one lower-cased string would be two more copies of it. */
const WINDOW = 64 * 1024;
function containsIgnoringCase(bytes: Buffer, marker: string): boolean {
  for (let at = 0; at < bytes.length; at += WINDOW) {
    // Windows overlap by the marker's length, so a marker across a boundary is found too.
    const window = bytes.subarray(at, at + WINDOW + marker.length).toString('latin1').toLowerCase();
    if (window.includes(marker)) return true;
  }
  return false;
}

const refuse = (reason: IdCardRefusal): IdCardVerdict => ({ ok: false, code: CODES[reason], reason });

export function sandboxIdCard(): IdCardProvider {
  return {
    name: 'sandbox',
    async check(image: IdCardImage): Promise<IdCardVerdict> {
      if (!isJpeg(image.bytes) && !isPng(image.bytes)) return refuse('not_image');
      const name = image.fileName.toLowerCase();
      for (const [reason, marker] of Object.entries(SANDBOX_ID_CARD_MARKERS) as Array<[IdCardRefusal, string]>) {
        if (name.includes(marker) || containsIgnoringCase(image.bytes, marker)) return refuse(reason);
      }
      return { ok: true };
    },
  };
}
