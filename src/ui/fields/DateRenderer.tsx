/** Dates (YYYY-MM-DD) with the browser's date picker. */
import type { FieldRenderer, FieldRendererProps } from './renderer';
import { useTypedBeforeStart } from '../hooks/use-typed-before-start';

function DateInput({ name, field, value, error, id, describedBy, disabled, onChange, onBlur }: FieldRendererProps) {
  const ref = useTypedBeforeStart<HTMLInputElement>(value, onChange);
  return (
    <input ref={ref} id={id} name={name} type="date" value={value} onBlur={onBlur} disabled={disabled} data-testid={id}
      className={error ? 'input input--error' : 'input'} aria-invalid={error ? true : undefined} aria-describedby={describedBy}
      aria-required={field.required || undefined} autoComplete={field.autocomplete ?? 'off'} onChange={(e) => onChange(e.target.value)} />
  );
}

export const dateRenderer: FieldRenderer = { name: 'date', tester: (f) => (f.widget === 'date' ? 2 : 0), Component: DateInput };
