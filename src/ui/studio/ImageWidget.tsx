/** rjsf widget for an image field: the URL, a preview, and an upload to the lake's assets endpoint. */
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import type { FormData } from './form-support';
import { useStudioText } from './studio-texts';
import type { StudioFormContext } from './studio-form-context';

export function ImageWidget(props: WidgetProps<FormData, Record<string, unknown>, StudioFormContext>) {
  const t = useStudioText();
  const { id, value, onChange, disabled, readonly, registry } = props;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const url = typeof value === 'string' ? value : '';
  const upload = async (file: File): Promise<void> => {
    setBusy(true);
    setError('');
    try {
      onChange(await registry.formContext.uploadImage(file));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="studio-image">
      <input id={id} type="text" value={url} disabled={disabled || readonly} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)} />
      {url && <img src={url} alt="" className="studio-image__preview" />}
      <label className="studio-image__upload">
        {busy ? t('uploading') : t('upload')}
        <input type="file" accept="image/*" data-testid={`upload-${id}`} disabled={busy || disabled || readonly}
          onChange={(e) => { const f = e.target.files?.[0]; if (f) void upload(f); }} />
      </label>
      {error && <small className="studio-error">{error}</small>}
    </div>
  );
}
