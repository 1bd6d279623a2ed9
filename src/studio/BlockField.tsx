/**
 * rjsf field for one block of a screen: what it shows is chosen from the widget catalogue (WidgetPicker),
 * never typed; its props are a form made from the chosen widget's own props schema (sources, operations
 * and text keys chosen from their lists); then the block's bind, condition and timers. Choosing another
 * widget keeps the props it also has and says which were dropped. The props stay reachable as JSON.
 */
import { useContext, useMemo, useState } from 'react';
import { toFieldPathId, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { uiSchemaFor, type FormData } from './form-support';
import { JsonField } from './JsonField';
import { localizedSchema } from './localized-schema';
import type { StudioFormContext } from './studio-form-context';
import { languageLabel, StudioLangContext, useStudioText, type StudioTextKey } from './studio-texts';
import { useWidgetChoices } from './use-widget-choices';
import { keepProps, propsFormSchema, type CatalogueWidget } from './widget-choice';
import { WidgetCard, WidgetPicker } from './WidgetPicker';

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const NO_PREVIEWS: ReadonlySet<string> = new Set();
/** The block's parts after its widget and props, in the schema's order, with their words for ops. */
const REST = [
  { key: 'bind', title: 'blockBindTitle', help: 'blockBindHelp' },
  { key: 'when', title: 'blockWhenTitle', help: 'blockWhenHelp' },
  { key: 'timers', title: 'blockTimersTitle', help: 'blockTimersHelp' },
] as const satisfies ReadonlyArray<{ key: string; title: StudioTextKey; help: StudioTextKey }>;

export function BlockField(props: FieldProps<FormData, RJSFSchema, StudioFormContext>) {
  const t = useStudioText();
  const { lang } = useContext(StudioLangContext);
  const { fieldPathId, formData, onChange, schema, registry, uiSchema, errorSchema, disabled, readonly } = props;
  const block = useMemo<Record<string, unknown>>(() => (isRec(formData) ? formData : {}), [formData]);
  const state = useWidgetChoices();
  const [picking, setPicking] = useState(false);
  const [dropped, setDropped] = useState<string[]>([]);
  const [asJson, setAsJson] = useState(false);
  const { SchemaField } = registry.fields;
  const child = (key: string) => toFieldPathId(key, registry.globalFormOptions, fieldPathId);
  const id = fieldPathId.$id;
  const name = typeof block.widget === 'string' ? block.widget : '';
  const choices = state.kind === 'ready' ? state.choices : null;
  const widget = choices?.widgets.find((w) => w.name === name);
  const previews = useMemo(() => new Set(choices?.previews ?? NO_PREVIEWS), [choices]);

  const propsSchema = useMemo(() => (widget && choices ? localizedSchema(propsFormSchema(widget, choices, lang, block.props), lang) : null),
    [widget, choices, lang, block.props]);
  const propsUi = useMemo<UiSchema<FormData>>(() => (propsSchema ? uiSchemaFor(propsSchema, '', (of) => languageLabel(of, lang)) : {}), [propsSchema, lang]);
  const hasProps = propsSchema !== null && isRec(propsSchema.properties) && Object.keys(propsSchema.properties).length > 0;

  const choose = (next: CatalogueWidget): void => {
    const { kept, dropped: gone } = keepProps(block.props, next);
    const { props: _old, ...rest } = block;
    onChange({ ...rest, widget: next.name, ...(Object.keys(kept).length > 0 ? { props: kept } : {}) }, fieldPathId.path);
    setDropped(gone);
    setPicking(false);
  };

  const own = isRec(schema.properties) ? schema.properties : {};
  const widgetErrors = errorSchema?.widget?.__errors ?? [];
  const widgetHelp = `${id}__widget-help`;
  return (
    <div className="studio-block" data-testid="studio-block">
      <fieldset className="studio-block__widget" aria-describedby={widgetHelp}>
        <legend>{t('blockWidget')}</legend>
        <small id={widgetHelp} className="studio-hint">{t('blockWidgetHelp')}</small>
        <div className="studio-block__chosen" data-testid="studio-block-widget" data-widget={name}>
          {widget ? <WidgetCard widget={widget} previews={previews} />
            : <span>{name === '' ? t('blockNone') : choices ? t('blockUnknown').replace('%1', name) : name}</span>}
          {!picking && (
            <button type="button" data-testid="studio-block-choose" disabled={disabled || readonly || !choices} aria-expanded={false}
              onClick={() => setPicking(true)}>{name === '' ? t('blockChoose') : t('blockChange')}</button>
          )}
        </div>
        {state.kind === 'loading' && <p className="studio-hint">{t('blockLoading')}</p>}
        {state.kind === 'failed' && <p className="studio-error" role="alert">{state.message}</p>}
        {picking && choices && (
          <WidgetPicker id={id} widgets={choices.widgets} current={name} previews={previews} onChoose={choose} onCancel={() => setPicking(false)} />
        )}
        {dropped.length > 0 && <p className="studio-warning" role="status" data-testid="studio-block-dropped">{t('blockDropped').replace('%1', dropped.join(', '))}</p>}
        {widgetErrors.map((m) => <small key={m} className="studio-error">{m}</small>)}
      </fieldset>
      {widget && (
        <fieldset className="studio-block__props" data-testid="studio-block-props">
          <legend>{t('blockSettings')}</legend>
          <button type="button" className="studio-link" data-testid="studio-block-advanced" aria-pressed={asJson} onClick={() => setAsJson(!asJson)}>
            {asJson ? t('blockForm') : t('blockAdvanced')}
          </button>
          {asJson
            ? <JsonField {...props} name="props" schema={{ type: 'object', title: t('blockPropsJson') }} formData={block.props as FormData | undefined}
                fieldPathId={child('props')} errorSchema={errorSchema?.props} />
            : hasProps && propsSchema
              ? <SchemaField name="props" schema={propsSchema as RJSFSchema} uiSchema={propsUi} formData={block.props as FormData | undefined}
                  fieldPathId={child('props')} errorSchema={errorSchema?.props} registry={registry} onChange={onChange} onBlur={props.onBlur} onFocus={props.onFocus}
                  required={Array.isArray(schema.required) && schema.required.includes('props')} disabled={disabled} readonly={readonly} />
              : <p className="studio-hint">{t('blockNoSettings')}</p>}
        </fieldset>
      )}
      {REST.filter(({ key: k }) => isRec(own[k]) && (k !== 'bind' || widget?.bind !== 'none' || block.bind !== undefined)).map(({ key: k, title, help }) => (
        // The studio's words (both languages) stand for the schema's; the field kind (the condition builder) stays the schema's.
        <SchemaField key={k} name={k} schema={{ ...(own[k] as RJSFSchema), title: t(title), description: t(help) }} uiSchema={uiSchema?.[k] as UiSchema<FormData> | undefined}
          formData={block[k] as FormData | undefined} fieldPathId={child(k)} errorSchema={errorSchema?.[k]} registry={registry}
          onChange={onChange} onBlur={props.onBlur} onFocus={props.onFocus} required={false} disabled={disabled} readonly={readonly} />
      ))}
    </div>
  );
}
