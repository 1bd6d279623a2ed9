/** Display formatting shared by every screen that shows money or delivery times. */

/** 50000 -> 'Rp50.000' (dot thousands, no decimals), the one way money shows. */
export function formatRupiah(amount: number): string {
  const n = Math.round(Number.isFinite(amount) ? amount : 0);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${n < 0 ? '-' : ''}Rp${digits}`;
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

/** Hours and minutes in the shop's timezone, for the same-day cut-off (A18). */
export function isBeforeCutoff(now: Date, cutoff: string, timeZone: string): boolean {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
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
