/**
 * rjsf widget for a moment stored as an ISO string with its offset (a maintenance window's or a
 * promo's start and end): picked on the wall clock of the schema's `x-time-zone` (Asia/Jakarta: WIB),
 * the stored value the same ISO string as ever (`2024-08-23T03:00:00+07:00`).
 */
import type { WidgetProps } from '@rjsf/utils';
import type { FormData } from './form-support';
import type { StudioFormContext } from './studio-form-context';
import { ZonedDateTimeInput } from './ZonedDateTimeInput';
import { SHOP_TIME_ZONE } from './zoned-time';

export function DateTimeWidget(props: WidgetProps<FormData, Record<string, unknown>, StudioFormContext>) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, options, required } = props;
  return (
    <ZonedDateTimeInput id={id} value={typeof value === 'string' ? value : undefined} required={required}
      timeZone={typeof options.timeZone === 'string' ? options.timeZone : SHOP_TIME_ZONE}
      disabled={disabled || readonly} onChange={onChange}
      onBlur={() => onBlur(id, value)} onFocus={() => onFocus(id, value)} />
  );
}
