/**
 * Scheduled publishing in the editor: pick a time on the shop's clock (WIB, whatever the laptop's
 * zone), and the draft (saved first) is published then by the server, through the same checks as the
 * publish button. Shows the pending schedule with its time in words and a cancel button, or why the
 * last one failed.
 */
import { useCallback, useContext, useEffect, useState } from 'react';
import { useStudio } from './studio-context';
import { fetchSchedules, type Schedule } from './studio-schedules';
import { studioCall, StudioHttpError } from './studio-session';
import { StudioLangContext, useIssueText, useStudioText } from './studio-texts';
import { ZonedDateTimeInput } from './ZonedDateTimeInput';
import { SHOP_TIME_ZONE, timeInWords } from './zoned-time';

interface Props {
  id: string;
  disabled: boolean;
  /** Saves the form as the draft when it has unsaved changes (the schedule publishes the saved draft). */
  ensureSaved(): Promise<void>;
  /** Changes whenever the document was saved or published, so the schedule is read again. */
  refreshKey: number;
}

export function SchedulePanel({ id, disabled, ensureSaved, refreshKey }: Props) {
  const t = useStudioText();
  const say = useIssueText();
  const { lang } = useContext(StudioLangContext);
  const { auth } = useStudio();
  const [schedule, setSchedule] = useState<Schedule | null>(null);
  const [timeZone, setTimeZone] = useState(SHOP_TIME_ZONE);
  /** The chosen publish time: an ISO string with the zone's offset, what the server takes. */
  const [when, setWhen] = useState<string | undefined>(undefined);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const { schedules: [current], timeZone: zone } = await fetchSchedules(auth, id);
    setSchedule(current ?? null);
    setTimeZone(zone);
  }, [auth, id]);
  useEffect(() => { void load().catch(() => undefined); }, [load, refreshKey]);

  const act = async (work: () => Promise<string>): Promise<void> => {
    setBusy(true);
    try {
      setMessage({ ok: true, text: await work() });
    } catch (e) {
      const first = e instanceof StudioHttpError ? e.issues[0] : undefined;
      setMessage({ ok: false, text: first ? say(first) : e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
      await load().catch(() => undefined);
    }
  };

  const submit = () => act(async () => {
    const at = when;
    if (at === undefined) throw new Error(t('scheduleNoTime'));
    await ensureSaved();
    await studioCall(auth, 'POST', `/api/studio/schedule/${encodeURIComponent(id)}`, { at });
    return t('scheduledOk');
  });
  const cancel = () => act(async () => {
    await studioCall(auth, 'POST', `/api/studio/schedule/${encodeURIComponent(id)}/cancel`);
    return t('scheduleCancelled');
  });

  const pending = schedule && (schedule.status === 'scheduled' || schedule.status === 'publishing') ? schedule : null;
  const failed = schedule?.status === 'failed' ? schedule : null;
  return (
    <section className="studio-schedule" data-testid="studio-schedule" aria-label={t('schedule')}>
      {pending ? (
        <p data-testid="studio-schedule-pending">
          {t('scheduledFor')} <time dateTime={pending.publishAt}>{timeInWords(pending.publishAt, timeZone, lang)}</time>{' '}
          <button type="button" disabled={busy || disabled || pending.status !== 'scheduled'} data-testid="studio-schedule-cancel" onClick={() => void cancel()}>{t('scheduleCancel')}</button>
        </p>
      ) : (
        <form className="studio-actions" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          <label htmlFor="studio-schedule-at">{t('scheduleAt')}</label>
          <ZonedDateTimeInput id="studio-schedule-at" value={when} timeZone={timeZone} onChange={setWhen} />
          <button type="submit" disabled={busy || disabled} data-testid="studio-schedule-submit">{t('schedule')}</button>
        </form>
      )}
      {failed && (
        <div className="studio-error" role="alert" data-testid="studio-schedule-failed">
          <p>{t('scheduleFailed')} <time dateTime={failed.publishAt}>{timeInWords(failed.publishAt, timeZone, lang)}</time></p>
          <ul>{(failed.reason ?? []).map((r, i) => <li key={i}>{say(r)}</li>)}</ul>
        </div>
      )}
      {message && <p className={message.ok ? 'studio-ok' : 'studio-error'} role="status" data-testid="studio-schedule-status">{message.text}</p>}
    </section>
  );
}
