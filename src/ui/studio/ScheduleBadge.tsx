/** A document's schedule in the list: "scheduled" with its time, or that the last one failed. */
import { useContext } from 'react';
import { scheduleTime, type Schedule } from './studio-schedules';
import { StudioLangContext, useStudioText } from './studio-texts';

export function ScheduleBadge({ schedule }: { schedule: Schedule | undefined }) {
  const t = useStudioText();
  const { lang } = useContext(StudioLangContext);
  if (!schedule) return null;
  if (schedule.status === 'failed') {
    return <span className="studio-badge studio-badge--failed" data-testid={`studio-schedule-badge-${schedule.documentId}`}>{t('scheduleFailedBadge')}</span>;
  }
  return (
    <span className="studio-badge studio-badge--scheduled" data-testid={`studio-schedule-badge-${schedule.documentId}`}>
      {t('scheduled')} <time dateTime={schedule.publishAt}>{scheduleTime(schedule.publishAt, lang)}</time>
    </span>
  );
}
