/**
 * rjsf's wrapper of a map entry (a step's `texts.heading`, a guard, an error code): the entry's name
 * as a text box beside its value. rjsf's default labels that box only when the value shows a label of
 * its own, so for texts and conditions the box had no name (axe: critical "label"). Here it always has one.
 * A collapsible entry (collapsed-entries.ts) shows its name and a summary until it is opened.
 */
import { ADDITIONAL_PROPERTY_FLAG, buttonId, TranslatableString, type RJSFSchema, type WrapIfAdditionalTemplateProps } from '@rjsf/utils';
import type { FormData } from './form-support';
import { EntryToggle } from './EntryToggle';
import type { StudioFormContext } from './studio-form-context';
import './map-entry.css';

export function WrapIfAdditionalTemplate(props: WrapIfAdditionalTemplateProps<FormData, RJSFSchema, StudioFormContext>) {
  const { id, classNames, style, disabled, label, onKeyRenameBlur, onRemoveProperty, readonly, schema, hideError, rawErrors, children, uiSchema, registry } = props;
  const { RemoveButton } = registry.templates.ButtonTemplates;
  const entries = registry.formContext.entries;
  const pointer = entries?.collapsible.get(id);
  const collapsible = entries !== undefined && pointer !== undefined && ADDITIONAL_PROPERTY_FLAG in schema;
  const open = !collapsible || entries.open.has(id);
  const className = ['form-group', classNames, !hideError && rawErrors && rawErrors.length > 0 ? 'has-error has-danger' : ''].filter(Boolean).join(' ');
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return <div className={className} style={style}>{children}</div>;
  return (
    <div className={`${className} studio-entry`} style={style}>
      <div className="studio-entry__key">
        <label htmlFor={`${id}-key`}>{registry.translateString(TranslatableString.KeyLabel, [label])}</label>
        <input className="form-control" type="text" id={`${id}-key`} onBlur={onKeyRenameBlur} defaultValue={label} key={label} />
      </div>
      <div className="studio-entry__value">
        {collapsible && <EntryToggle id={id} pointer={pointer} entries={entries} />}
        {open && <div id={`${id}-value`}>{children}</div>}
      </div>
      <RemoveButton id={buttonId(id, 'remove')} className="rjsf-object-property-remove" disabled={disabled || readonly}
        onClick={onRemoveProperty} uiSchema={uiSchema} registry={registry} />
    </div>
  );
}
