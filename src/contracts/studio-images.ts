// What the shop expects of a marketer's images, shared by the studio (stated where a file is chosen,
// a heavier file refused there) and the server's publish checks (src/server/studio/image-*.ts).

/** The heaviest image a marketer may publish: the shop serves it to phones on slow networks. */
export const MAX_IMAGE_BYTES = 200 * 1024;

/**
 * An image field's frame as its content schema declares it (`"x-frame": {"width", "height", "fit"}`):
 * the box the shop shows it in, in pixels, and how the shop fills it (cover: cut to the box; contain:
 * all of it inside the box, the default being cover).
 */
export interface ImageFrame { width: number; height: number; fit: 'cover' | 'contain' }

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSize = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

/** The frame an `x-frame` value declares; null when it declares none. */
export function imageFrameOf(v: unknown): ImageFrame | null {
  if (!isRec(v) || !isSize(v.width) || !isSize(v.height)) return null;
  return { width: v.width, height: v.height, fit: v.fit === 'contain' ? 'contain' : 'cover' };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** "3:1" for 1200×400. */
export function ratioText(f: { width: number; height: number }): string {
  const g = gcd(f.width, f.height);
  return `${f.width / g}:${f.height / g}`;
}
