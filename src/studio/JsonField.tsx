/**
 * rjsf field for a value the schema leaves open (a JSON Logic condition, a request body template, a
 * state default): rjsf has no widget for "any JSON" and printed "Unsupported field schema", hiding
 * the step conditions. This shows the value as JSON text; it is taken when it parses, and a parse
 * error is said under the field in the studio's language while the last good value is kept.
 */
import { useEffect, useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import type { FormData } from './form-support';
import { useStudioText } from './studio-texts';

const show = (v: unknown): string => (v === undefined ? '' : JSON.stringify(v, null, 2));

export function JsonField(props: FieldProps<FormData>) {
  const t = useStudioText();
  const { fieldPathId, formData, onChange, schema, disabled, readonly, rawErrors } = props;
  const [text, setText] = useState(() => show(formData));
  const [bad, setBad] = useState(false);
  // Another edit (restore, copy, reorder) replaces the value: show it unless the editor is mid-typing an invalid one.
  useEffect(() => { if (!bad) setText(show(formData)); }, [formData, bad]);
  const title = typeof schema.title === 'string' ? schema.title : props.name;
  const help = typeof schema.description === 'string' ? schema.description : '';
  const id = fieldPathId.$id;
  const change = (next: string): void => {
    setText(next);
    if (next.trim() === '') { setBad(false); onChange(undefined, fieldPathId.path); return; }
    try {
      const value = JSON.parse(next) as FormData;
      setBad(false);
      onChange(value, fieldPathId.path);
    } catch {
      setBad(true);
    }
  };
  return (
    <div className="studio-json">
      <label htmlFor={id}>{title}</label>
      {help && <small id={`${id}__help`} className="studio-hint">{help}</small>}
      <textarea id={id} className="studio-json__text" rows={Math.min(12, Math.max(2, text.split('\n').length))} spellCheck={false}
        value={text} disabled={disabled || readonly} aria-invalid={bad} aria-describedby={help ? `${id}__help` : undefined}
        onChange={(e) => change(e.target.value)} />
      {bad && <small className="studio-error" role="alert">{t('jsonInvalid')}</small>}
      {(rawErrors ?? []).map((m) => <small key={m} className="studio-error">{m}</small>)}
    </div>
  );
}
