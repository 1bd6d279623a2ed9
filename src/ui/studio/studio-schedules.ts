// The studio's side of scheduled publishing (src/server/studio/schedule-routes.ts): the schedules as
// the server lists them, how a time is shown, and the conversion of the time picker's local value.
import { useEffect, useState } from 'react';
import { studioCall, type Issue, type StudioAuth } from './studio-session';
import type { StudioLang } from './studio-texts';

export interface Schedule {
  id: string;
  documentId: string;
  publishAt: string;
  status: 'scheduled' | 'publishing' | 'published' | 'failed' | 'cancelled';
  reason: Issue[] | null;
}

export const fetchSchedules = (auth: StudioAuth, id?: string): Promise<Schedule[]> =>
  studioCall<{ schedules: Schedule[] }>(auth, 'GET', `/api/studio/schedules${id ? `?id=${encodeURIComponent(id)}` : ''}`).then((r) => r.schedules);

/** Pending and failed schedules by document id (the document list's status column). */
export function useSchedules(auth: StudioAuth): ReadonlyMap<string, Schedule> {
  const [byId, setById] = useState<ReadonlyMap<string, Schedule>>(new Map());
  useEffect(() => {
    let live = true;
    fetchSchedules(auth).then((list) => { if (live) setById(new Map(list.map((s) => [s.documentId, s]))); }, () => undefined);
    return () => { live = false; };
  }, [auth]);
  return byId;
}

export const scheduleTime = (iso: string, lang: StudioLang): string =>
  new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * An `<input type="datetime-local">` value (the editor's own clock, no zone) as an ISO time with its
 * offset; null when it is not a time.
 */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const t = new Date(value);
  return Number.isNaN(t.getTime()) ? null : t.toISOString();
}
