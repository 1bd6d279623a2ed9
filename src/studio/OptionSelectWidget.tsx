/**
 * rjsf's select, named where rjsf gives it no label: the choice between a oneOf/anyOf schema's
 * options is drawn outside any field template, so screen readers (and axe's critical select-name)
 * found a select with no name. Wrapped in a label holding the field's title; every other select is
 * rjsf's own, labelled by its field template.
 */
import { getDefaultRegistry } from '@rjsf/core';
import type { WidgetProps } from '@rjsf/utils';
import type { FormData } from './form-support';

const DefaultSelect = getDefaultRegistry<FormData>().widgets.SelectWidget;
const isOptionChoice = (name: string): boolean => name.endsWith('__oneof_select') || name.endsWith('__anyof_select');

export function OptionSelectWidget(props: WidgetProps<FormData>) {
  if (!DefaultSelect) return null;
  if (!isOptionChoice(props.name)) return <DefaultSelect {...props} />;
  return (
    <label className="studio-option-select">
      <span className="studio-sr-only">{props.label}</span>
      <DefaultSelect {...props} />
    </label>
  );
}
