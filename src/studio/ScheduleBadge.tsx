/** A document's schedule in the list: "scheduled" with its time in words on the shop's clock (WIB), or that the last one failed. */
import { useContext } from 'react';
import type { Schedule } from './studio-schedules';
import { StudioLangContext, useStudioText } from './studio-texts';
import { timeInWords } from './zoned-time';

export function ScheduleBadge({ schedule, timeZone }: { schedule: Schedule | undefined; timeZone: string }) {
  const t = useStudioText();
  const { lang } = useContext(StudioLangContext);
  if (!schedule) return null;
  if (schedule.status === 'failed') {
    return <span className="studio-badge studio-badge--failed" data-testid={`studio-schedule-badge-${schedule.documentId}`}>{t('scheduleFailedBadge')}</span>;
  }
  return (
    <span className="studio-badge studio-badge--scheduled" data-testid={`studio-schedule-badge-${schedule.documentId}`}>
      {t('scheduled')} <time dateTime={schedule.publishAt}>{timeInWords(schedule.publishAt, timeZone, lang)}</time>
    </span>
  );
}
