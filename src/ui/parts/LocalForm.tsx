/** A small form of fields.json fields kept in local state (track, retry payment): trimmed and checked on blur and submit. */
import { useUnit } from 'effector-react';
import { useEffect, useState, type FormEvent } from 'react';
import type { Lang } from '../../runtime/types';
import { $model } from '../../state/definitions-model';
import { FieldView } from '../fields/FieldView';
import type { Texts } from '../use-texts';

interface Props {
  fields: string[];
  initial: Record<string, string>;
  lang: Lang;
  texts: Texts;
  submitLabel: string;
  busy?: boolean;
  testId: string;
  /** Problems known on arrival (e.g. the server needs a field the link did not carry): shown, and the first field focused. */
  initialErrors?: Record<string, string>;
  onSubmit(values: Record<string, string>): void;
}

export function LocalForm({ fields, initial, lang, texts, submitLabel, busy, testId, initialErrors, onSubmit }: Props) {
  const model = useUnit($model);
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors ?? {});
  useEffect(() => {
    const first = fields.find((f) => initialErrors?.[f]);
    if (first) document.querySelector<HTMLElement>(`[data-testid="field-${first}"]`)?.focus();
    // On arrival only: the form is keyed by what it was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const check = (name: string, vals: Record<string, string>): string => model.checkField(name, vals[name] ?? '', vals, lang) ?? '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Sent with Enter from a field, it may not have been left yet: what it holds counts without the spaces around it, as on leaving it (FieldView).
    const entered = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
    setValues(entered);
    const errs = Object.fromEntries(fields.map((f) => [f, check(f, entered)]).filter(([, v]) => v));
    setErrors(errs);
    const first = fields.find((f) => errs[f]);
    if (first) { document.querySelector<HTMLElement>(`[data-testid="field-${first}"]`)?.focus(); return; }
    onSubmit(entered);
  };

  return (
    <form className="form" noValidate onSubmit={submit} data-testid={testId}>
      {fields.map((name) => (
        <FieldView key={name} name={name} value={values[name] ?? ''} error={errors[name] ?? ''} lang={lang} texts={texts}
          onChange={(v) => {
            // From the latest values: fields taken at hydration (use-typed-before-start) change in one commit.
            setValues((prev) => ({ ...prev, [name]: v }));
            if (errors[name]) setErrors((e) => ({ ...e, [name]: check(name, { ...values, [name]: v }) }));
          }}
          onProblem={(error) => setErrors((e) => ({ ...e, [name]: error }))}
          onBlur={(entered) => setErrors((e) => ({ ...e, [name]: check(name, { ...values, [name]: entered }) }))} />
      ))}
      <button type="submit" className="btn btn--primary btn--block" data-testid={`${testId}-submit`} disabled={busy}>{submitLabel}</button>
    </form>
  );
}
