/**
 * The condition builder's select boxes and value box with an accessible name (react-querybuilder's
 * own give them only a `title`, which axe counts as a serious "label-title-only" issue). They draw the
 * same elements and classes, labelled with the same words, in the studio's language.
 */
import { toOptions, type ValueEditorProps, type ValueSelectorProps } from 'react-querybuilder';
import { isUnaryOperator } from './json-logic-builder';

export function LabelledSelect({ className, handleOnChange, options, value, title, disabled, testID }: ValueSelectorProps) {
  return (
    <select className={className} data-testid={testID} aria-label={title} title={title} value={value} disabled={disabled}
      onChange={(e) => handleOnChange(e.target.value)}>
      {toOptions(options)}
    </select>
  );
}

export function LabelledValueEditor({ className, handleOnChange, value, title, disabled, testID, operator }: ValueEditorProps) {
  if (isUnaryOperator(operator)) return null;
  const shown = Array.isArray(value) ? value.join(',') : value === undefined || value === null ? '' : String(value);
  return (
    <input type="text" className={className} data-testid={testID} aria-label={title} title={title} value={shown} disabled={disabled}
      onChange={(e) => handleOnChange(e.target.value)} />
  );
}
