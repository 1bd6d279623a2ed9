/** Display formatting shared by every screen that shows money or delivery times. */

// Intl formatters are costly to build: one per locale and timezone, made on first use.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let f = formatters.get(key) as F | undefined;
  if (!f) { f = make(); formatters.set(key, f); }
  return f;
}

/** How money is written (site.json constants `currency` and `thousandSeparator`, spec section 9: 'Rp50.000'). */
export interface MoneyStyle { currency: string; thousandSeparator: string }
export const DEFAULT_MONEY: MoneyStyle = { currency: 'Rp', thousandSeparator: '.' };

/**
 * 50000 -> 'Rp50.000', -1000 -> '-Rp1.000': digits grouped by three with the style's separator, no
 * decimals, the symbol written without a space (spec section 9), the one way money shows in both
 * languages. Grouped by hand, not with Intl: building the first id-ID number format loads the locale's
 * data, some 50 ms of a slow phone's CPU inside the first render of every page with a price.
 */
export function formatRupiah(amount: number, style: MoneyStyle = DEFAULT_MONEY): string {
  const n = Math.round(Number.isFinite(amount) ? amount : 0);
  const digits = Math.abs(n).toFixed(0).replace(/\B(?=(\d{3})+$)/g, style.thousandSeparator);
  return `${n < 0 ? '-' : ''}${style.currency}${digits}`;
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The prices in a free text (a content title: 'Asia roaming from Rp50,000') written the shop's way
 * ('Rp50.000'): an amount after the currency grouped by three with a comma, a dot or a space, or not
 * grouped at all, is regrouped with the style's separator. Decimals are not written in rupiah, so a
 * group of three after a comma is a thousands group, never cents.
 */
export function pricesInText(text: string, style: MoneyStyle = DEFAULT_MONEY): string {
  const re = new RegExp(`${escapeRe(style.currency)}\\s?(\\d{1,3}(?:[.,\\u00a0 ]\\d{3})+|\\d{4,})(?![\\d.,]\\d)`, 'g');
  return text.replace(re, (_, digits: string) => formatRupiah(Number(digits.replace(/\D/g, '')), style));
}

/** An instant as date and time in the shop's timezone: '23 Nov 2026, 12.07' (id), '23 Nov 2026, 12:07' (en). */
/** A date alone (a promo period), in the shop's time zone. */
export function formatDate(at: string | Date, lang: 'id' | 'en', timeZone: string): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return '';
  const locale = lang === 'en' ? 'en-GB' : 'id-ID';
  return cached(`d|${locale}|${timeZone}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone })).format(date);
}

export function formatDateTime(at: string | Date, lang: 'id' | 'en', timeZone: string): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return typeof at === 'string' ? at : '';
  const locale = lang === 'en' ? 'en-GB' : 'id-ID';
  return cached(`dt|${locale}|${timeZone}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone })).format(date);
}

/**
 * SLA display rule (spec section 4, A19): when both ends of a range are equal the lower end drops by
 * one, never below 0. '1-6' stays, '2-2' -> '1-2', '1-1' -> '0-1', '3' -> '2-3'.
 */
export function formatSla(sla: string | number): string {
  const parts = String(sla).split('-').map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0) return '';
  const lo = Number(parts[0]);
  const hi = Number(parts[parts.length - 1]);
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return String(sla);
  const low = lo === hi ? Math.max(0, lo - 1) : lo;
  return `${low}-${hi}`;
}

/**
 * A time window in words, in the shop's timezone: its start as a whole date and time, its end as a time
 * alone when it ends the same day. ('Jumat, 23 Agustus 2024 pukul 03.00', '05.30'; 'Friday 23 August 2024
 * at 03:00', '05:30').
 */
export function formatWindow(startsAt: string, endsAt: string, lang: 'id' | 'en', timeZone: string): { from: string; until: string } {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return { from: startsAt, until: endsAt };
  const locale = lang === 'en' ? 'en-GB' : 'id-ID';
  const full = cached(`w|${locale}|${timeZone}`, () => new Intl.DateTimeFormat(locale, {
    weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone,
  }));
  const time = cached(`t|${locale}|${timeZone}`, () => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }));
  const day = cached(`day|${timeZone}`, () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }));
  const sameDay = day.format(start) === day.format(end);
  return { from: full.format(start), until: sameDay ? time.format(end) : full.format(end) };
}

/** Hours and minutes in the shop's timezone, for the same-day cut-off (A18). */
export function isBeforeCutoff(now: Date, cutoff: string, timeZone: string): boolean {
  const parts = cached(`hm|${timeZone}`, () => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).formatToParts(now);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  const [ch, cm] = cutoff.split(':').map(Number);
  return hour * 60 + minute < (ch ?? 0) * 60 + (cm ?? 0);
}

/** mm:ss for countdowns. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** '6281512345678' -> '0815-1234-5678': local form grouped by four for reading. */
export function formatMsisdn(msisdn: string): string {
  const digits = msisdn.replace(/\D/g, '');
  const local = digits.startsWith('62') ? `0${digits.slice(2)}` : digits;
  return local.replace(/(\d{4})(?=\d)/g, '$1-');
}
