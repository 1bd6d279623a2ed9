/** One field of flows/fields.json: label, input (type/inputMode from the definition), error under it. */
import type { Lang } from '../runtime/types';
import { defs } from './defs';
import { pickText } from '../runtime/text';

interface Props {
  name: string;
  value: string;
  error: string;
  lang: Lang;
  onChange(value: string): void;
  onBlur(): void;
}

const TYPES: Record<string, string> = { email: 'email', tel: 'tel', text: 'text', search: 'search', date: 'date' };
type InputMode = 'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search';
const MODES: readonly string[] = ['none', 'text', 'tel', 'url', 'email', 'numeric', 'decimal', 'search'];
const AUTOCOMPLETE: Record<string, string> = {
  recipientName: 'name', recipientPhone: 'tel', recipientEmail: 'email', recipientAddress: 'street-address', trackEmail: 'email',
};

export function FieldInput({ name, value, error, lang, onChange, onBlur }: Props) {
  const def = defs.fields.fields[name];
  if (!def) return null;
  const id = `field-${name}`;
  const inputMode = def.inputMode && MODES.includes(def.inputMode) ? (def.inputMode as InputMode) : undefined;
  const common = {
    id, name, value, onBlur,
    className: error ? 'input input--error' : 'input',
    'data-testid': id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    placeholder: pickText(def.placeholder, lang) || undefined,
    autoComplete: AUTOCOMPLETE[name] ?? 'off',
    inputMode,
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {pickText(def.label, lang)}{def.required && <span className="field__req" aria-hidden="true"> *</span>}
      </label>
      {def.widget === 'textarea'
        ? <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
        : <input {...common} type={TYPES[def.widget] ?? 'text'} onChange={(e) => onChange(e.target.value)} />}
      {def.hint && !error && <p className="field__hint">{pickText(def.hint, lang)}</p>}
      {error && <p className="field__error" id={`${id}-error`} data-testid={`field-error-${name}`} role="alert">{error}</p>}
    </div>
  );
}
