/** A dropdown of static options or of a data source's items (disabled until the field it depends on has a value). */
import { Spinner } from '../Spinner';
import type { FieldRenderer, FieldRendererProps } from './renderer';
import { useTypedBeforeStart } from '../hooks/use-typed-before-start';

function Select({ name, field, value, error, texts, id, describedBy, disabled, options, onChange, onBlur }: FieldRendererProps) {
  const ref = useTypedBeforeStart<HTMLSelectElement>(value, onChange);
  return (
    <div className="field__row">
      <select ref={ref} id={id} name={name} value={value} onBlur={onBlur} disabled={disabled || options === null} data-testid={id}
        className={error ? 'input input--error' : 'input'} aria-invalid={error ? true : undefined} aria-describedby={describedBy}
        aria-required={field.required || undefined} autoComplete={field.autocomplete ?? 'off'} onChange={(e) => onChange(e.target.value)}>
        <option value="">{texts.t(field.placeholder) || texts.k('common.choose')}</option>
        {(options ?? []).map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      {options === null && !disabled && <Spinner inline />}
    </div>
  );
}

export const selectRenderer: FieldRenderer = {
  name: 'select', tester: (f) => (f.widget === 'select' && f.options !== undefined ? 2 : 0), Component: Select,
};
