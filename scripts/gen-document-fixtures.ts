/**
 * Writes the identity-document test images of tests/fixtures/documents (run once; the images are
 * committed): real JPEG and PNG files the sandbox ID-card provider accepts, and KTPs carrying its
 * refusal markers (A47) in a JPEG comment. `npx tsx scripts/gen-document-fixtures.ts`
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const dir = join(import.meta.dirname, '..', 'tests', 'fixtures', 'documents');

const card = (title: string, colour: string) => Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" rx="12" fill="${colour}"/>`
  + `<text x="20" y="50" font-size="28" font-family="sans-serif" fill="#fff">${title}</text>`
  + '<rect x="220" y="70" width="80" height="100" fill="#fff" opacity="0.6"/></svg>',
);

/** A JPEG comment segment (FF FE) right after the start of image: where the sandbox looks for a marker. */
function withComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'latin1');
  const head = Buffer.from([0xff, 0xfe, (text.length + 2) >> 8, (text.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), head, text, jpeg.subarray(2)]);
}

const jpeg = (title: string, colour: string) => sharp(card(title, colour)).jpeg({ quality: 80 }).toBuffer();
const png = (title: string, colour: string) => sharp(card(title, colour)).png().toBuffer();

writeFileSync(join(dir, 'ktp.jpg'), await jpeg('KTP', '#1f5fa8'));
writeFileSync(join(dir, 'selfie.png'), await png('SELFIE', '#2d8a4e'));
writeFileSync(join(dir, 'kk.jpg'), await jpeg('KK', '#8a5a2d'));
writeFileSync(join(dir, 'other.png'), await png('OTHER', '#6b2d8a'));
for (const marker of ['sandbox-not-ktp', 'sandbox-photocopy', 'sandbox-child-id']) {
  writeFileSync(join(dir, `ktp-refused-${marker.slice('sandbox-'.length)}.jpg`), withComment(await jpeg('KTP', '#888888'), marker));
}
// Not an image at all, named like one: an ELF header and some text.
writeFileSync(join(dir, 'not-an-image.jpg'), Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(56), Buffer.from('not an image\n')]));
