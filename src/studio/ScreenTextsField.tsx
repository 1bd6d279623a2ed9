/**
 * rjsf field for a screen's `texts` (the words its widgets read by key): each text under its label (the
 * key beside it), in both languages, with a button to remove it; a text is added by choosing what it is
 * among the keys the screen's widgets read, by their labels, never as a "newKey" to rename.
 */
import { useContext, useMemo, useState } from 'react';
import { toFieldPathId, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import type { FormData } from './form-support';
import type { StudioFormContext } from './studio-form-context';
import { StudioLangContext, useStudioText } from './studio-texts';
import { useWidgetChoices } from './use-widget-choices';
import { textLabels, textsToOffer } from './widget-choice';

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const pointerOf = (path: ReadonlyArray<string | number>): string => path.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

export function ScreenTextsField(props: FieldProps<FormData, RJSFSchema, StudioFormContext>) {
  const t = useStudioText();
  const { lang } = useContext(StudioLangContext);
  const { fieldPathId, formData, onChange, registry, schema, uiSchema, errorSchema, disabled, readonly } = props;
  const { SchemaField } = registry.fields;
  const state = useWidgetChoices();
  const [key, setKey] = useState('');
  const texts = isRec(formData) ? formData : {};
  const screen = registry.formContext.valueAt?.(pointerOf(fieldPathId.path.slice(0, -1)));
  const offered = state.kind === 'ready' ? textsToOffer(screen, Object.keys(texts), state.choices, lang) : [];
  const chosen = offered.some((o) => o.key === key) ? key : (offered[0]?.key ?? '');
  const labels = useMemo(() => (state.kind === 'ready' ? textLabels(screen, state.choices, lang) : new Map<string, string>()), [state, screen, lang]);
  const entrySchema = (isRec(schema.additionalProperties) ? schema.additionalProperties : {}) as RJSFSchema;
  const entryUi = uiSchema?.additionalProperties as UiSchema<FormData> | undefined;
  const title = typeof schema.title === 'string' ? schema.title : props.name;
  const id = `${fieldPathId.$id}__add`;
  const add = (): void => {
    if (chosen === '') return;
    onChange({ ...texts, [chosen]: { id: '', en: '' } } as FormData, fieldPathId.path);
    setKey('');
  };
  const remove = (gone: string): void => {
    const { [gone]: _gone, ...rest } = texts;
    onChange((Object.keys(rest).length > 0 ? rest : undefined) as FormData, fieldPathId.path);
  };
  return (
    <div className="studio-screen-texts" data-testid={`studio-texts-${fieldPathId.$id}`}>
      <fieldset className="studio-screen-texts__list">
        <legend>{title}</legend>
        {Object.keys(texts).map((k) => (
          <div key={k} className="studio-screen-texts__entry" data-testid={`studio-text-${k}`}>
            <SchemaField name={k} schema={{ ...entrySchema, title: `${labels.get(k) ?? k} (${k})` }} uiSchema={entryUi} formData={texts[k] as FormData}
              fieldPathId={toFieldPathId(k, registry.globalFormOptions, fieldPathId)} errorSchema={errorSchema?.[k]} registry={registry}
              onChange={onChange} onBlur={props.onBlur} onFocus={props.onFocus} required={false} disabled={disabled} readonly={readonly} />
            <button type="button" data-testid={`studio-text-remove-${k}`} disabled={disabled || readonly} onClick={() => remove(k)}>
              {t('textsRemove')}<span className="studio-sr-only"> {labels.get(k) ?? k}</span>
            </button>
          </div>
        ))}
      </fieldset>
      {offered.length > 0 ? (
        <div className="studio-screen-texts__add">
          <label htmlFor={id}>{t('textsAdd')}</label>
          <select id={id} data-testid="studio-texts-key" value={chosen} disabled={disabled || readonly} onChange={(e) => setKey(e.target.value)}>
            {offered.map((o) => <option key={o.key} value={o.key}>{`${o.label} — ${o.widget} (${o.key})`}</option>)}
          </select>
          <button type="button" data-testid="studio-texts-add" disabled={disabled || readonly} onClick={add}>{t('textsAddButton')}</button>
        </div>
      ) : <p className="studio-hint">{t('textsNoneToAdd')}</p>}
    </div>
  );
}
