// Images a marketer uploads are read on cheap phones over slow networks: one heavier than a campaign
// image needs (a 40 KB WebP banner paints fast; a 2 MB photo does not) is refused, with its weight and
// how to make it lighter. Lake images are content-addressed (/images/<dataset>/<sha1>-<w>x<h>.<ext>),
// so the asset document holding the size is found from the URL itself.
import type { StudioIssue } from './content-checks';
import { documentStrings } from './document-strings';
import type { Lake } from './lake';
import { MAX_IMAGE_BYTES } from '../../contracts/studio-images';

const LAKE_IMAGE = /\/images\/[^/]+\/([a-f0-9]{40})-(\d+)x(\d+)\.(png|jpg|webp|gif)$/;
const kb = (bytes: number): number => Math.round(bytes / 1024);

export async function imageWeightIssues(body: Record<string, unknown>, file: string, lake: Lake): Promise<StudioIssue[]> {
  const found = await Promise.all(documentStrings(body).map(async ({ pointer, value }) => {
    const m = LAKE_IMAGE.exec(value.split('?')[0] ?? '');
    if (!m) return null;
    const asset = await lake.getDocument(`image-${m[1]}-${m[2]}x${m[3]}-${m[4]}`);
    const size = asset && typeof asset.size === 'number' ? asset.size : null;
    if (size === null || size <= MAX_IMAGE_BYTES) return null;
    const en = `This image weighs ${kb(size)} KB (${m[2]}×${m[3]} px): phones on a slow network wait for it. Upload it at most ${kb(MAX_IMAGE_BYTES)} KB, for example as WebP at quality 75 and no wider than it is shown.`;
    const issue: StudioIssue = {
      file, pointer, message: en,
      text: { id: `Gambar ini berukuran ${kb(size)} KB (${m[2]}×${m[3]} px): ponsel dengan jaringan lambat harus menunggunya. Unggah paling besar ${kb(MAX_IMAGE_BYTES)} KB, misalnya WebP kualitas 75 dan tidak lebih lebar dari tampilannya.`, en },
    };
    return issue;
  }));
  return found.filter((i): i is StudioIssue => i !== null);
}
