/**
 * rjsf widget for a field that names a place (`x-target`): a select of the journey's steps and the
 * site's pages by their titles (target-options.ts), never a typed id.
 */
import type { WidgetProps } from '@rjsf/utils';
import { isTargetKind } from '../definitions/studio-keywords';
import type { FormData } from './form-support';
import type { StudioFormContext } from './studio-form-context';
import { targetOptions, type TargetOption } from './target-options';
import { useStudioText } from './studio-texts';

export function TargetWidget(props: WidgetProps<FormData, Record<string, unknown>, StudioFormContext>) {
  const t = useStudioText();
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, required, schema, registry, rawErrors } = props;
  const kind = schema['x-target'];
  const current = typeof value === 'string' ? value : '';
  const places = registry.formContext.targets ?? { steps: [], pages: [] };
  const groups = targetOptions(isTargetKind(kind) ? kind : 'step-or-page', places.steps, places.pages, current, t('targetStart'));
  const options = (list: TargetOption[]) => list.map((o) => <option key={o.value} value={o.value}>{o.label}</option>);
  return (
    <select id={id} className="form-control studio-target" data-testid={`studio-target-${id}`} value={current} disabled={disabled || readonly}
      required={required} aria-invalid={rawErrors !== undefined && rawErrors.length > 0}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={() => onBlur(id, current)} onFocus={() => onFocus(id, current)}>
      <option value="">{t('targetChoose')}</option>
      {groups.steps.length > 0 && <optgroup label={t('targetSteps')}>{options(groups.steps)}</optgroup>}
      {groups.pages.length > 0 && <optgroup label={t('targetPages')}>{options(groups.pages)}</optgroup>}
      {groups.other.length > 0 && <optgroup label={t('targetOther')}>{options(groups.other)}</optgroup>}
    </select>
  );
}
