// Images of the size their place expects: a content schema marks an image field with the frame the
// shop shows it in (`"x-frame": {"width": 1200, "height": 400}`, CSS pixels). An uploaded lake image
// (its URL names its pixel size) whose shape is not the frame's would be cropped or letterboxed, and
// one narrower than the frame would be blurred: both are refused, naming the field and what to upload.
import type { StudioIssue } from './content-checks';
import { walkWithSchema } from './schema-walk';
import { imageFrameOf, ratioText, type ImageFrame } from '../../contracts/studio-images';

const LAKE_IMAGE = /\/images\/[^/]+\/[a-f0-9]{40}-(\d+)x(\d+)\.(?:png|jpg|webp|gif)$/;
/** How far an image's width:height may be from its frame's and still fill it (object-fit trims a sliver). */
const RATIO_TOLERANCE = 0.03;

type Frame = ImageFrame;

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const frameOf = (schema: unknown): Frame | null => (isRec(schema) ? imageFrameOf(schema['x-frame']) : null);

/** The strings under a value with their pointers (an image field may be one URL or one per language). */
function stringsIn(value: unknown, pointer: string): Array<{ pointer: string; url: string }> {
  if (typeof value === 'string') return [{ pointer, url: value }];
  if (isRec(value)) return Object.entries(value).flatMap(([k, v]) => stringsIn(v, `${pointer}/${k}`));
  return [];
}

function problem(width: number, height: number, frame: Frame, label: string): { id: string; en: string } | null {
  const ratio = ratioText(frame);
  const off = Math.abs(width / height - frame.width / frame.height) / (frame.width / frame.height);
  if (off > RATIO_TOLERANCE) {
    return {
      en: `"${label}" is ${width}×${height} px, but the shop shows it in a ${frame.width}×${frame.height} frame (${ratio}): crop it to ${ratio} and upload it at least ${frame.width} px wide.`,
      id: `"${label}" berukuran ${width}×${height} px, tetapi toko menampilkannya dalam bingkai ${frame.width}×${frame.height} (${ratio}): potong menjadi ${ratio} dan unggah paling sedikit ${frame.width} px lebarnya.`,
    };
  }
  if (width < frame.width) {
    return {
      en: `"${label}" is ${width}×${height} px, narrower than the ${frame.width} px the shop shows it at, so it would look blurred: upload it at least ${frame.width}×${frame.height} px.`,
      id: `"${label}" berukuran ${width}×${height} px, lebih sempit dari ${frame.width} px yang ditampilkan toko, sehingga akan buram: unggah paling sedikit ${frame.width}×${frame.height} px.`,
    };
  }
  return null;
}

/** Uploaded images of a content document that do not fit the frame their field declares. */
export function imageFrameIssues(body: Record<string, unknown>, file: string, formSchema: unknown): StudioIssue[] {
  const out: StudioIssue[] = [];
  walkWithSchema(body, formSchema, ({ value, schema, pointer, labels }) => {
    const frame = frameOf(schema);
    if (!frame) return false;
    for (const { pointer: at, url } of stringsIn(value, pointer)) {
      const m = LAKE_IMAGE.exec(url.split('?')[0] ?? '');
      if (!m) continue;
      const label = labels.join(' › ') || file;
      const text = problem(Number(m[1]), Number(m[2]), frame, label);
      if (text) out.push({ file, pointer: at, message: text.en, text });
    }
    return true;
  });
  return out;
}
