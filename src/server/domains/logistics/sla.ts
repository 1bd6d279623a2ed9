/**
 * Spec §4 SLA rule with reading A19: when both ends of a range are equal the lower end drops by
 * one ('1-1' -> '0-1', read 'today or tomorrow'), but never below 0 ('0-0' stays '0-0').
 * Anything that is not a 'lo-hi' range of whole days is returned unchanged.
 */
export function applySlaRule(sla: string): string {
  const m = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(sla);
  if (!m) return sla;
  const lo = Number(m[1]);
  const hi = Number(m[2]);
  if (lo !== hi) return `${lo}-${hi}`;
  return `${Math.max(0, lo - 1)}-${hi}`;
}
