/** A small form of fields.json fields kept in local state (track, retry payment): checked on blur and submit. */
import { useState, type FormEvent } from 'react';
import type { Lang } from '../../runtime/types';
import { validateField, validateFields } from '../field-validation';
import { FieldInput } from '../FieldInput';

interface Props {
  fields: string[];
  initial: Record<string, string>;
  lang: Lang;
  submitLabel: string;
  busy?: boolean;
  testId: string;
  onSubmit(values: Record<string, string>): void;
}

export function LocalForm({ fields, initial, lang, submitLabel, busy, testId, onSubmit }: Props) {
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const check = async (name: string, vals: Record<string, string>) => {
    const error = await validateField(name, vals, lang);
    setErrors((e) => ({ ...e, [name]: error }));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs = await validateFields(fields, values, lang);
    setErrors(errs);
    if (Object.keys(errs).length === 0) onSubmit(values);
  };

  return (
    <form className="form" noValidate onSubmit={(e) => void submit(e)} data-testid={testId}>
      {fields.map((name) => (
        <FieldInput key={name} name={name} value={values[name] ?? ''} error={errors[name] ?? ''} lang={lang}
          onChange={(v) => { const next = { ...values, [name]: v }; setValues(next); if (errors[name]) void check(name, next); }}
          onBlur={() => void check(name, values)} />
      ))}
      <button type="submit" className="btn btn--primary btn--block" data-testid={`${testId}-submit`} disabled={busy}>{submitLabel}</button>
    </form>
  );
}
