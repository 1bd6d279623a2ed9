// An uploaded image is decoded in full and stored re-encoded, never as received: a file whose first
// bytes look like an image but whose rest is truncated, or HTML behind a GIF header, is refused, and
// what is stored is exactly the pixels we decoded (no trailing payload, no EXIF/GPS metadata).
import type { Metadata, Sharp } from 'sharp';
import { loadSharp } from '../image-library';
import { LakeError, badRequest } from './errors';

export interface DecodedImage {
  ext: 'png' | 'jpg' | 'webp' | 'gif';
  mime: string;
  width: number;
  height: number;
  bytes: Buffer;
}

/** Pixels one upload may decode to (all frames of an animation together): 40 MP. */
const MAX_PIXELS = 40_000_000;

const FORMATS = {
  png: { ext: 'png', mime: 'image/png', encode: (s: Sharp) => s.png() },
  jpeg: { ext: 'jpg', mime: 'image/jpeg', encode: (s: Sharp) => s.jpeg({ quality: 90, mozjpeg: true }) },
  webp: { ext: 'webp', mime: 'image/webp', encode: (s: Sharp) => s.webp({ quality: 90 }) },
  gif: { ext: 'gif', mime: 'image/gif', encode: (s: Sharp) => s.gif() },
} as const;
type Format = keyof typeof FORMATS;
const isFormat = (f: string | undefined): f is Format => f !== undefined && f in FORMATS;

const unsupported = () => new LakeError(415, { error: { description: 'Unsupported image: PNG, JPEG, WebP or GIF expected', type: 'httpUnsupportedMediaType' } });

/** Decodes `input` fully (refusing truncated or corrupt data) and re-encodes it in its own format. */
export async function decodeImage(input: Buffer): Promise<DecodedImage> {
  const { default: sharp } = await loadSharp();
  // `error` also fails on truncated data; `animated` keeps every frame of a GIF or WebP animation.
  const open = () => sharp(input, { failOn: 'error', limitInputPixels: MAX_PIXELS, animated: true });
  let meta: Metadata;
  try {
    meta = await open().metadata();
  } catch {
    throw badRequest('Not a readable image');
  }
  if (!isFormat(meta.format)) throw unsupported();
  const pages = meta.pages ?? 1;
  const height = meta.pageHeight ?? meta.height;
  if (meta.width * height * pages > MAX_PIXELS) throw badRequest(`The image is too large (over ${MAX_PIXELS / 1_000_000} megapixels)`);
  const format = FORMATS[meta.format];
  try {
    // rotate() applies the EXIF orientation, so the stored size is the size the image shows at.
    const { data, info } = await format.encode(open().rotate()).toBuffer({ resolveWithObject: true });
    return { ext: format.ext, mime: format.mime, width: info.width, height: info.pageHeight ?? info.height, bytes: data };
  } catch {
    throw badRequest('The image is truncated or corrupt');
  }
}
