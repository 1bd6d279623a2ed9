/** Text-like fields: text, email, tel and search inputs. */
import type { FieldRenderer, FieldRendererProps } from './renderer';
import { inputModeOf } from './renderer';
import { useTypedBeforeStart } from '../hooks/use-typed-before-start';

const TYPES: Record<string, string> = { text: 'text', email: 'email', tel: 'tel', search: 'search' };

function TextInput({ name, field, value, error, texts, id, describedBy, disabled, onChange, onBlur }: FieldRendererProps) {
  const ref = useTypedBeforeStart<HTMLInputElement>(value, onChange);
  return (
    <input ref={ref} id={id} name={name} value={value} onBlur={onBlur} disabled={disabled} data-testid={id}
      className={error ? 'input input--error' : 'input'} type={TYPES[field.widget] ?? 'text'} inputMode={inputModeOf(field)}
      aria-invalid={error ? true : undefined} aria-describedby={describedBy} aria-required={field.required || undefined}
      placeholder={texts.t(field.placeholder) || undefined} autoComplete={field.autocomplete ?? 'off'}
      onChange={(e) => onChange(e.target.value)} />
  );
}

export const textRenderer: FieldRenderer = {
  name: 'text', tester: (f) => (f.widget in TYPES ? 1 : 0), Component: TextInput,
};
