/**
 * A delivery estimate as a customer reads it: an estimate ending today (an instant or same-day
 * courier, "0-0") says today; any other is the range in days, kept on one line so "0-1 hari" never
 * breaks inside its range.
 */
import { formatSla } from '../../runtime/format';
import type { Texts } from '../use-texts';

/** The estimate's text: 'delivery.today' when its last day is today, else 'delivery.sla' with the range. */
export function estimateText(texts: Texts, sla: string | number): string {
  const range = formatSla(sla);
  const last = Number(range.split('-').pop());
  return range !== '' && last === 0 ? texts.k('delivery.today') : texts.k('delivery.sla', range);
}

export function DeliveryEstimate({ sla, texts, testId }: { sla: string | number; texts: Texts; testId?: string }) {
  return <span className="nowrap" data-testid={testId}>{estimateText(texts, sla)}</span>;
}
