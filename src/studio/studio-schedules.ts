// The studio's side of scheduled publishing (src/server/studio/schedule-routes.ts): the schedules as
// the server lists them, with the shop's time zone their times are picked and shown in.
import { useEffect, useState } from 'react';
import { studioCall, type Issue, type StudioAuth } from './studio-session';
import { SHOP_TIME_ZONE } from './zoned-time';

export interface Schedule {
  id: string;
  documentId: string;
  publishAt: string;
  status: 'scheduled' | 'publishing' | 'published' | 'failed' | 'cancelled';
  reason: Issue[] | null;
}

export interface Schedules {
  schedules: Schedule[];
  /** The shop's time zone (the site definition's `timezone`, Asia/Jakarta: WIB). */
  timeZone: string;
}

export const fetchSchedules = (auth: StudioAuth, id?: string): Promise<Schedules> =>
  studioCall<Schedules>(auth, 'GET', `/api/studio/schedules${id ? `?id=${encodeURIComponent(id)}` : ''}`);

/** Pending and failed schedules by document id (the document list's status column), and their zone. */
export function useSchedules(auth: StudioAuth): { byId: ReadonlyMap<string, Schedule>; timeZone: string } {
  const [state, setState] = useState<{ byId: ReadonlyMap<string, Schedule>; timeZone: string }>({ byId: new Map(), timeZone: SHOP_TIME_ZONE });
  useEffect(() => {
    let live = true;
    fetchSchedules(auth).then((r) => {
      if (live) setState({ byId: new Map(r.schedules.map((s) => [s.documentId, s])), timeZone: r.timeZone });
    }, () => undefined);
    return () => { live = false; };
  }, [auth]);
  return state;
}
