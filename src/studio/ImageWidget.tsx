/**
 * rjsf widget for an image field: the URL, an upload to the lake's assets endpoint, and beside the
 * file picker what the shop expects (the field's frame from the schema's `x-frame`: its size and
 * aspect ratio, and the weight limit). The preview is cut as the shop shows it: the frame's shape,
 * filled as the shop fills it (`fit`: cover crops, contain letterboxes). A file over the limit is
 * refused at once instead of at publish.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { imageFrameOf, MAX_IMAGE_BYTES, ratioText } from '../contracts/studio-images';
import type { FormData } from './form-support';
import { useStudioText } from './studio-texts';
import type { StudioFormContext } from './studio-form-context';

const kb = (bytes: number): number => Math.round(bytes / 1024);
const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, k: string) => (k in values ? String(values[k]) : whole));

export function ImageWidget(props: WidgetProps<FormData, Record<string, unknown>, StudioFormContext>) {
  const t = useStudioText();
  const { id, value, onChange, disabled, readonly, registry, options } = props;
  const frame = imageFrameOf(options.frame);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const url = typeof value === 'string' ? value : '';
  const upload = async (file: File): Promise<void> => {
    setError('');
    if (file.size > MAX_IMAGE_BYTES) {
      setError(fill(t('imageTooHeavy'), { size: kb(file.size), kb: kb(MAX_IMAGE_BYTES) }));
      return;
    }
    setBusy(true);
    try {
      onChange(await registry.formContext.uploadImage(file));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const helpId = `${id}__expects`;
  return (
    <div className="studio-image">
      <input id={id} type="text" value={url} disabled={disabled || readonly} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)} />
      <div className="studio-image__choose">
        <label className="studio-image__upload">
          {busy ? t('uploading') : t('upload')}
          <input type="file" accept="image/png,image/jpeg,image/webp,image/gif" data-testid={`upload-${id}`} aria-describedby={helpId}
            disabled={busy || disabled || readonly}
            onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) void upload(f); }} />
        </label>
        <small id={helpId} className="studio-hint" data-testid={`image-expects-${id}`}>
          {frame && <span data-testid={`image-frame-${id}`}>{fill(t('imageFrame'), { w: frame.width, h: frame.height, ratio: ratioText(frame) })} </span>}
          <span data-testid={`image-limit-${id}`}>{fill(t('imageLimit'), { kb: kb(MAX_IMAGE_BYTES) })}</span>
        </small>
      </div>
      {error && <small className="studio-error" role="alert" data-testid={`image-error-${id}`}>{error}</small>}
      {url && (frame ? (
        <figure className="studio-image__crop">
          <div className="studio-image__frame" data-testid={`image-crop-${id}`}
            // The frame's shape, at most 22rem wide and 16rem high.
            style={{ aspectRatio: `${frame.width} / ${frame.height}`, width: `min(100%, 22rem, ${((16 * frame.width) / frame.height).toFixed(2)}rem)` }}>
            <img src={url} alt="" style={{ objectFit: frame.fit }} />
          </div>
          <figcaption className="studio-hint">{t('imageAsShown')} {frame.fit === 'cover' ? t('imageCover') : t('imageContain')}</figcaption>
        </figure>
      ) : <img src={url} alt="" className="studio-image__preview" />)}
    </div>
  );
}
