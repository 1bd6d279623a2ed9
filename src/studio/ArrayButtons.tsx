/**
 * The form's add, remove, move and copy buttons. rjsf's defaults draw Bootstrap 3 glyph icons, whose
 * font the studio does not load: each was a blank square. These show a symbol and their name in the
 * studio's language (the name comes from the form's translateString), so they read without any font.
 */
import { TranslatableString, type IconButtonProps, type RJSFSchema } from '@rjsf/utils';
import type { FormData } from './form-support';
import type { StudioFormContext } from './studio-form-context';

type Props = IconButtonProps<FormData, RJSFSchema, StudioFormContext>;

function StudioButton({ symbol, name, danger, props }: { symbol: string; name: TranslatableString; danger?: boolean; props: Props }) {
  const { iconType: _type, icon: _icon, uiSchema: _ui, registry, className, title: _title, ...button } = props;
  const label = registry.translateString(name);
  return (
    <button type="button" {...button} className={`studio-array-btn${danger ? ' studio-array-btn--danger' : ''} ${className ?? ''}`} title={label} aria-label={label}>
      <span aria-hidden="true">{symbol}</span> <span className="studio-array-btn__name">{label}</span>
    </button>
  );
}

export const arrayButtons = {
  AddButton: (props: Props) => <StudioButton symbol="+" name={TranslatableString.AddItemButton} props={props} />,
  CopyButton: (props: Props) => <StudioButton symbol="⧉" name={TranslatableString.CopyButton} props={props} />,
  MoveUpButton: (props: Props) => <StudioButton symbol="↑" name={TranslatableString.MoveUpButton} props={props} />,
  MoveDownButton: (props: Props) => <StudioButton symbol="↓" name={TranslatableString.MoveDownButton} props={props} />,
  RemoveButton: (props: Props) => <StudioButton symbol="✕" name={TranslatableString.RemoveButton} danger props={props} />,
  ClearButton: (props: Props) => <StudioButton symbol="✕" name={TranslatableString.ClearButton} props={props} />,
};
