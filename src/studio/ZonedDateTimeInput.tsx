/**
 * A moment picked on a zone's wall clock (Asia/Jakarta: WIB) whatever the laptop's own zone: a
 * date-and-time picker with the zone's name beside it and the chosen moment in words under it. Its
 * value is an ISO string with the zone's offset (`2024-08-23T03:00:00+07:00`), or undefined when
 * cleared. Serves the content forms' moments (DateTimeWidget) and the schedule's publish time.
 */
import { useContext } from 'react';
import { StudioLangContext, useStudioText } from './studio-texts';
import { isoOfWallInput, timeInWords, wallInputOf, zoneName } from './zoned-time';

interface Props {
  id: string;
  /** An ISO instant ('' or undefined: none). */
  value: string | undefined;
  timeZone: string;
  onChange(iso: string | undefined): void;
  onBlur?(): void;
  onFocus?(): void;
  disabled?: boolean;
  required?: boolean;
}

export function ZonedDateTimeInput({ id, value, timeZone, onChange, onBlur, onFocus, disabled, required }: Props) {
  const t = useStudioText();
  const { lang } = useContext(StudioLangContext);
  const iso = value ?? '';
  const zone = zoneName(timeZone);
  const words = timeInWords(iso, timeZone, lang);
  return (
    <div className="studio-datetime">
      <div className="studio-datetime__row">
        <input id={id} type="datetime-local" step={60} value={wallInputOf(iso, timeZone)} required={required}
          disabled={disabled} aria-describedby={`${id}__when`} data-testid={`datetime-${id}`}
          onBlur={onBlur} onFocus={onFocus}
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
