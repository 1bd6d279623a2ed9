/** Wall-clock hour and minute of `at` in an IANA time zone. */
export function localTime(at: Date, timeZone: string): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? NaN);
  return { hour: get('hour'), minute: get('minute') };
}

/**
 * Spec §4/§9 with reading A18: an order placed before the cut-off (default 11:59:00 Asia/Jakarta)
 * is processed the same day; from the cut-off on, the next day. Server clock.
 */
export function isSameDay(at: Date, cutoff = '11:59', timeZone = 'Asia/Jakarta'): boolean {
  const m = /^(\d{1,2}):(\d{2})$/.exec(cutoff);
  if (!m) throw new Error(`bad cut-off "${cutoff}", expected HH:MM`);
  const { hour, minute } = localTime(at, timeZone);
  return hour * 60 + minute < Number(m[1]) * 60 + Number(m[2]);
}

/** YYYYMMDD of `at` in a time zone (order codes carry the shop's local date). */
export function localDateStamp(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}${get('month')}${get('day')}`;
}
