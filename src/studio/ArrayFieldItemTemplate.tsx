/**
 * rjsf's wrapper of a list item: a collapsible item (an item of a long list, collapsed-entries.ts)
 * shows a row with its summary until it is opened; its move, copy and remove buttons stay beside it,
 * so a long list can be reordered closed. Any other item is drawn as rjsf draws it.
 */
import { getDefaultRegistry } from '@rjsf/core';
import { getTemplate, getUiOptions, type ArrayFieldItemTemplateProps, type RJSFSchema } from '@rjsf/utils';
import { EntryToggle } from './EntryToggle';
import type { FormData } from './form-support';
import type { StudioFormContext } from './studio-form-context';
import './map-entry.css';

const Plain = getDefaultRegistry<FormData, RJSFSchema, StudioFormContext>().templates.ArrayFieldItemTemplate;

export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps<FormData, RJSFSchema, StudioFormContext>) {
  const { children, className, buttonsProps, hasToolbar, registry, uiSchema } = props;
  const entries = registry.formContext.entries;
  const id = buttonsProps.fieldPathId.$id;
  const pointer = entries?.collapsible.get(id);
  if (entries === undefined || pointer === undefined) return <Plain {...props} />;
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  const open = entries.open.has(id);
  return (
    <div className={`${className} studio-item`}>
      <div className="studio-item__value">
        <EntryToggle id={id} pointer={pointer} entries={entries} />
        {open && <div id={`${id}-value`}>{children}</div>}
      </div>
      {hasToolbar && <div className="array-item-toolbox"><div className="btn-group"><Buttons {...buttonsProps} /></div></div>}
    </div>
  );
}
