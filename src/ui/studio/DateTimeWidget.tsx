/**
 * rjsf widget for a moment stored as an ISO string with its offset (a maintenance window's or a
 * promo's start and end): a date-and-time picker on the zone's wall clock (the schema's
 * `x-time-zone`, Asia/Jakarta: WIB), the chosen moment in words under it, the stored value the
 * same ISO string as ever (`2024-08-23T03:00:00+07:00`).
 */
import type { WidgetProps } from '@rjsf/utils';
import { useContext } from 'react';
import type { FormData } from './form-support';
import type { StudioFormContext } from './studio-form-context';
import { StudioLangContext, useStudioText } from './studio-texts';
import { isoOfWallInput, timeInWords, wallInputOf, zoneName } from './zoned-time';

export function DateTimeWidget(props: WidgetProps<FormData, Record<string, unknown>, StudioFormContext>) {
  const t = useStudioText();
  const { lang } = useContext(StudioLangContext);
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, options, required } = props;
  const timeZone = typeof options.timeZone === 'string' ? options.timeZone : 'Asia/Jakarta';
  const iso = typeof value === 'string' ? value : '';
  const wall = wallInputOf(iso, timeZone);
  const zone = zoneName(timeZone);
  const words = timeInWords(iso, timeZone, lang);
  return (
    <div className="studio-datetime">
      <div className="studio-datetime__row">
        <input id={id} type="datetime-local" step={60} value={wall} required={required}
          disabled={disabled || readonly} aria-describedby={`${id}__when`}
          data-testid={`datetime-${id}`}
          onBlur={() => onBlur(id, value)} onFocus={() => onFocus(id, value)}
          // A cleared picker is no value; a moment typed on the zone's clock is stored with the zone's offset.
          onChange={(e) => onChange(e.target.value === '' ? undefined : (isoOfWallInput(e.target.value, timeZone) ?? value))} />
        <span className="studio-datetime__zone">{zone}</span>
      </div>
      <small id={`${id}__when`} className="studio-hint" data-testid={`datetime-words-${id}`}>
        {words === '' ? t('timeNotSet').replace('{zone}', zone) : words}
      </small>
    </div>
  );
}
