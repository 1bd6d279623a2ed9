/** Multi-line text (addresses, notes). */
import type { FieldRenderer, FieldRendererProps } from './renderer';
import { useTypedBeforeStart } from '../hooks/use-typed-before-start';

function Textarea({ name, field, value, error, texts, id, describedBy, disabled, onChange, onBlur }: FieldRendererProps) {
  const ref = useTypedBeforeStart<HTMLTextAreaElement>(value, onChange);
  return (
    <textarea ref={ref} id={id} name={name} value={value} onBlur={onBlur} disabled={disabled} data-testid={id} rows={3}
      className={error ? 'input input--error' : 'input'} aria-invalid={error ? true : undefined} aria-describedby={describedBy}
      aria-required={field.required || undefined} placeholder={texts.t(field.placeholder) || undefined}
      autoComplete={field.autocomplete ?? 'off'} onChange={(e) => onChange(e.target.value)} />
  );
}

export const textareaRenderer: FieldRenderer = { name: 'textarea', tester: (f) => (f.widget === 'textarea' ? 2 : 0), Component: Textarea };
