// Times as a person in the shop's zone reads and types them: an ISO instant with its offset
// (`2024-08-23T03:00:00+07:00`, what the documents store and the shop reads) shown as the wall
// clock of a named zone (Asia/Jakarta: WIB), and a wall clock typed there stored back as an ISO
// string with that zone's offset at that moment.
import type { StudioLang } from './studio-texts';

/** The shop's zone while none is named (a schema without `x-time-zone`, the server's zone not read yet). */
export const SHOP_TIME_ZONE = 'Asia/Jakarta';

const pad = (n: number): string => String(n).padStart(2, '0');
const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The zone's wall-clock parts at an instant. */
function wallParts(at: Date, timeZone: string): { y: number; mo: number; d: number; h: number; mi: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
  }).formatToParts(at);
  const n = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { y: n('year'), mo: n('month'), d: n('day'), h: n('hour') % 24, mi: n('minute') };
}

/** The zone's offset from UTC at an instant, in minutes (Jakarta: +420). */
function offsetMinutes(at: Date, timeZone: string): number {
  const w = wallParts(at, timeZone);
  const wallAsUtc = Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi);
  const whole = Math.floor(at.getTime() / 60_000) * 60_000;
  return Math.round((wallAsUtc - whole) / 60_000);
}

const offsetText = (minutes: number): string => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
};

/** `<input type="datetime-local">`'s value (YYYY-MM-DDTHH:mm) of an ISO instant in the zone; '' when it is none. */
export function wallInputOf(iso: string, timeZone: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const w = wallParts(new Date(t), timeZone);
  return `${w.y}-${pad(w.mo)}-${pad(w.d)}T${pad(w.h)}:${pad(w.mi)}`;
}

/** A wall clock typed in the zone as the ISO string stored: `2024-08-23T03:00:00+07:00`; null when it is not one. */
export function isoOfWallInput(wall: string, timeZone: string): string | null {
  const m = WALL.exec(wall);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The offset at the instant meant (twice: a zone that changes its offset is right on both sides).
  let offset = offsetMinutes(new Date(asUtc), timeZone);
  offset = offsetMinutes(new Date(asUtc - offset * 60_000), timeZone);
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:00${offsetText(offset)}`;
}

/** The zone's short name as Indonesians write it (Asia/Jakarta: WIB, Asia/Makassar: WITA). */
export function zoneName(timeZone: string, at = new Date()): string {
  const part = new Intl.DateTimeFormat('id-ID', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** "Jumat, 23 Agustus 2024 pukul 03.00 WIB" / "Friday, 23 August 2024 at 03:00 WIB"; '' when it is no time. */
export function timeInWords(iso: string, timeZone: string, lang: StudioLang): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const at = new Date(t);
  // Said part by part: browsers' own long formats differ ("02 Januari" in one, "2 Januari" in another).
  const parts = new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).formatToParts(at);
  const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  const w = wallParts(at, timeZone);
  const date = `${part('weekday')}, ${Number(part('day'))} ${part('month')} ${part('year')}`;
  const clock = lang === 'id' ? `pukul ${pad(w.h)}.${pad(w.mi)}` : `at ${pad(w.h)}:${pad(w.mi)}`;
  return `${date} ${clock} ${zoneName(timeZone, at)}`;
}
