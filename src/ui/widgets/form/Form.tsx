/**
 * A form of fields.json fields bound to values.<field>; trimmed and checked on blur (and re-checked while an error
 * shows) and on submit. In a screen's phase it may have a button of its own, which (as Enter) submits the phase.
 */
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { $model } from '../../../state/definitions-model';
import { $fieldErrors, fieldErrorSet } from '../../../state/form-model';
import { $session, pathSet } from '../../../state/session-model';
import { FieldView } from '../../fields/FieldView';
import type { WidgetProps } from '../../widget-props';
import { meta } from './meta';

const isText = (v: unknown): v is { id: string; en: string } =>
  typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'string' && typeof (v as { en?: unknown }).en === 'string';

export default function Form({ props, texts, lang, submitPhase }: WidgetProps) {
  const [errors, session, model] = useUnit([$fieldErrors, $session, $model]);
  const fields = meta.fields(props);
  const values = session.values;

  const check = (name: string) => {
    const current = $session.getState().values;
    fieldErrorSet({ name, error: model.checkField(name, current[name] ?? '', current, lang) ?? '' });
  };

  // In a phase, Enter (and the form's own button) submits it: what a field holds counts without the
  // spaces around it, as on leaving it. Elsewhere the step's Next button submits.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!submitPhase) return;
    const current = $session.getState().values;
    for (const name of fields) {
      const value = current[name] ?? '';
      if (value !== value.trim()) pathSet({ path: `values.${name}`, value: value.trim() });
    }
    void submitPhase();
  };
  const button = typeof props.button === 'string' && submitPhase ? texts.k(props.button) : '';

  return (
    <form className="form" noValidate onSubmit={submit} data-testid="form">
      {isText(props.title) && <h2 className="form__title">{texts.t(props.title)}</h2>}
      {fields.map((name) => {
        const parent = model.defs.fields.fields[name]?.dependsOn;
        return (
          <FieldView key={name} name={name} value={values[name] ?? ''} parent={parent ? values[parent] ?? '' : undefined}
            error={errors[name] ?? ''} lang={lang} texts={texts}
            onChange={(v) => {
              pathSet({ path: `values.${name}`, value: v });
              // A field depending on this one no longer fits: clear it.
              for (const [other, def] of Object.entries(model.defs.fields.fields)) {
                if (def.dependsOn === name && values[other]) pathSet({ path: `values.${other}`, value: '' });
              }
              if (errors[name]) check(name);
            }}
            onProblem={(error) => fieldErrorSet({ name, error })}
            onBlur={() => check(name)} />
        );
      })}
      {button && <button type="submit" className="btn btn--primary btn--block" data-testid="form-submit">{button}</button>}
    </form>
  );
}
