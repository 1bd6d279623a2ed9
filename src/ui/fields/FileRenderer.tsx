/**
 * A document picker: accepted types and the size limit come from the field (JPG/JPEG/PNG, 3 MB for
 * identity documents, A17); a wrong file is refused with the catalogue's texts, a good one previewed,
 * and it can be replaced or removed. The session keeps its name; the file itself stays in memory.
 */
import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { $model } from '../../state/definitions-model';
import { keepFile, pickedFile } from './file-store';
import type { FieldRenderer, FieldRendererProps } from './renderer';

function FilePicker({ name, field, value, error, texts, id, describedBy, disabled, onChange, onProblem, onBlur }: FieldRendererProps) {
  const validation = useUnit($model).defs.messages.validation;
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    const file = value ? pickedFile(name) : undefined;
    if (!file || !file.type.startsWith('image/')) { setPreview(null); return; }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [name, value]);
  const limits = field.file;
  const choose = (file: File | undefined) => {
    if (!file || !limits) return;
    if (!limits.accept.includes(file.type)) { onProblem(texts.t(validation.fileFormat)); return; }
    if (file.size > limits.maxBytes) { onProblem(texts.t(validation.fileSize)); return; }
    keepFile(name, file);
    onChange(file.name);
  };
  return (
    <div className="file-field">
      {preview && <img className="file-field__preview" src={preview} alt="" width={160} height={100} data-testid={`${id}-preview`} />}
      {value && <p className="file-field__name" data-testid={`${id}-name`}>{value}</p>}
      <div className="btn-row">
        <label className="btn btn--secondary file-field__pick">
          {texts.k(value ? 'button.change' : 'button.select')}
          <input type="file" id={id} name={name} className="visually-hidden" data-testid={id} disabled={disabled}
            accept={limits?.accept.join(',')} aria-invalid={error ? true : undefined} aria-describedby={describedBy}
            aria-required={field.required || undefined} onBlur={onBlur}
            onChange={(e) => { choose(e.target.files?.[0]); e.target.value = ''; }} />
        </label>
        {value && (
          <button type="button" className="btn btn--link" data-testid={`${id}-remove`} onClick={() => { keepFile(name, null); onChange(''); }}>
            {texts.k('button.remove')}
          </button>
        )}
      </div>
    </div>
  );
}

export const fileRenderer: FieldRenderer = {
  name: 'file', tester: (f) => (f.widget === 'file' && f.file !== undefined ? 2 : 0), Component: FilePicker,
};
