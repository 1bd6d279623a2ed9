/** A yes/no consent; its value is '1' when ticked (a required checkbox must be ticked). */
import type { FieldRenderer, FieldRendererProps } from './renderer';

function Checkbox({ name, field, value, error, texts, id, describedBy, disabled, onChange, onBlur }: FieldRendererProps) {
  return (
    <label className="checkbox">
      <input type="checkbox" id={id} name={name} checked={value === '1'} disabled={disabled} data-testid={id}
        aria-invalid={error ? true : undefined} aria-describedby={describedBy} aria-required={field.required || undefined}
        onBlur={onBlur} onChange={(e) => onChange(e.target.checked ? '1' : '')} />
      <span>{texts.t(field.hint ?? field.label)}</span>
    </label>
  );
}

export const checkboxRenderer: FieldRenderer = { name: 'checkbox', tester: (f) => (f.widget === 'checkbox' ? 2 : 0), Component: Checkbox };
