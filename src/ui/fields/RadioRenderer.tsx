/** One choice of a few options, all visible (keyboard: arrow keys move within the group). */
import type { FieldRenderer, FieldRendererProps } from './renderer';

function Radios({ name, field, value, error, id, describedBy, disabled, options, onChange, onBlur }: FieldRendererProps) {
  return (
    <div className="radio-group" role="radiogroup" id={id} data-testid={id} aria-describedby={describedBy}
      aria-invalid={error ? true : undefined} aria-required={field.required || undefined}>
      {(options ?? []).map((o) => (
        <label key={o.value} className={o.value === value ? 'option is-selected' : 'option'}>
          <input type="radio" name={name} value={o.value} checked={o.value === value} disabled={disabled}
            data-testid={`${id}-${o.value}`} onBlur={onBlur} onChange={() => onChange(o.value)} />
          <span className="option__title">{o.label}</span>
        </label>
      ))}
    </div>
  );
}

export const radioRenderer: FieldRenderer = {
  name: 'radio', tester: (f) => (f.widget === 'radio' && f.options !== undefined ? 2 : 0), Component: Radios,
};
