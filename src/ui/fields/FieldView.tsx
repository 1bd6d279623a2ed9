/**
 * One field of fields.json as the customer sees it: label, the renderer chosen for it, hint, and the
 * error under it. select/radio options come from the field's items or its data source (with the
 * field it depends on as `input.parent`).
 */
import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { fieldEntry } from '../../definitions/field-entry';
import type { Field, JsonValue, Lang } from '../../runtime/types';
import { $model } from '../../state/definitions-model';
import { fieldDrawn } from '../problem-focus';
import { useSource } from '../hooks/use-source';
import type { Texts } from '../use-texts';
import { fieldRenderers } from './registry';
import { rendererFor, type FieldOption } from './renderer';

interface Props {
  name: string;
  value: string;
  /** The value of the field this one depends on, if any. */
  parent?: string;
  error: string;
  lang: Lang;
  texts: Texts;
  onChange(value: string): void;
  onProblem(error: string): void;
  /** Left, with the value as entered: without the spaces around it (already handed to onChange when there were any). */
  onBlur(entered: string): void;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function useOptions(field: Field | undefined, parent: string | undefined, texts: Texts): FieldOption[] | null {
  const o = field?.options;
  const waiting = field?.dependsOn !== undefined && !parent;
  const input = useMemo<JsonValue>(() => ({ parent: parent ?? '' }), [parent]);
  const source = useSource(o?.source, input, { enabled: o?.source !== undefined && !waiting });
  if (!o) return null;
  if (o.items) return o.items.map((i) => ({ value: i.value, label: texts.t(i.label) }));
  if (waiting) return [];
  if (source.loading) return null;
  const items: unknown[] = Array.isArray(source.data) ? source.data : [];
  return items.filter(isRecord).map((item) => ({ value: String(item[o.value ?? 'id'] ?? ''), label: String(item[o.label ?? 'name'] ?? '') }));
}

export function FieldView({ name, value, parent, error, lang, texts, onChange, onProblem, onBlur }: Props) {
  const field = useUnit($model).defs.fields.fields[name];
  const options = useOptions(field, parent, texts);
  const drawn = field !== undefined;
  useEffect(() => { if (drawn) fieldDrawn(name); }, [drawn, name]);
  if (!field) return null;
  const id = `field-${name}`;
  const renderer = rendererFor(fieldRenderers, field);
  const describedBy = error ? `${id}-error` : field.hint ? `${id}-hint` : undefined;
  // What was pasted or typed with spaces around it counts without them (an order ID, an email).
  const blur = (): void => {
    const entered = value.trim();
    if (entered !== value) onChange(entered);
    onBlur(entered);
  };
  return (
    <div className="field">
      {field.widget !== 'checkbox' && (
        <label className="field__label" htmlFor={id}>
          {texts.t(field.label)}{field.required && <span className="field__req" aria-hidden="true"> *</span>}
        </label>
      )}
      {renderer ? (
        <renderer.Component name={name} field={field} value={value} error={error} lang={lang} texts={texts} id={id} describedBy={describedBy}
          disabled={field.dependsOn !== undefined && !parent} options={options} onChange={(typed) => onChange(fieldEntry(field, typed))} onProblem={onProblem} onBlur={blur} />
      ) : (
        <p className="field__error" role="alert" data-testid={`${id}-unrendered`}>{`No renderer draws '${name}' (widget ${field.widget})`}</p>
      )}
      {field.hint && !error && field.widget !== 'checkbox' && <p className="field__hint" id={`${id}-hint`}>{texts.t(field.hint)}</p>}
      {error && <p className="field__error" id={`${id}-error`} data-testid={`field-error-${name}`} role="alert">{error}</p>}
    </div>
  );
}
