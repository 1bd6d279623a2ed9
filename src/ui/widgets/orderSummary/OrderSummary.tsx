/**
 * The order summary: each line's label, detail and amount are JSON Logic over the state (props.lines),
 * so a journey decides what its summary shows (deposit rule, number price, shipping ...).
 */
import { formatMsisdn } from '../../../runtime/format';
import { applyRule, holds } from '../../../runtime/logic';
import type { JsonValue } from '../../../runtime/types';
import type { Texts } from '../../use-texts';
import type { WidgetProps } from '../../widget-props';

type Line = Record<string, JsonValue>;
const isLine = (v: JsonValue): v is Line => typeof v === 'object' && v !== null && !Array.isArray(v) && typeof v.id === 'string';
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);

function LineRow({ line, snapshot, texts, total }: { line: Line; snapshot: object; texts: Texts; total?: boolean }) {
  if (line.when !== undefined && !holds(line.when, snapshot)) return null;
  const label = typeof line.label === 'string' ? texts.k(line.label) : String(applyRule(line.labelFrom, snapshot) ?? '');
  const detail = line.detail !== undefined ? String(applyRule(line.detail, snapshot) ?? '') : '';
  let value: string;
  // Amounts and numbers stay on one line; free text (an email, an address) wraps within the row.
  let keepWhole = true;
  if (line.text !== undefined) {
    const raw = applyRule(line.text, snapshot);
    const t = typeof raw === 'string' ? raw : '';
    value = t ? (line.format === 'msisdn' ? formatMsisdn(t) : t) : '-';
    keepWhole = line.format === 'msisdn';
  } else {
    const amount = num(applyRule(line.amount, snapshot));
    value = amount === 0 && typeof line.zeroText === 'string' ? texts.k(line.zeroText) : texts.money(amount);
  }
  const was = line.was !== undefined ? num(applyRule(line.was, snapshot)) : 0;
  const note = typeof line.note === 'string' ? texts.k(line.note, texts.money(num(applyRule(line.amount, snapshot)))) : '';
  const cls = total ? 'summary__row summary__row--total' : line.minor === true ? 'summary__row summary__row--sub' : 'summary__row';
  return (
    <div className={cls}>
      <dt>{label}{detail && <span className="summary__sub">{detail}</span>}
        {note && <span className="summary__note" data-testid={`summary-note-${line.id}`}>{note}</span>}</dt>
      <dd data-testid={`summary-${line.id}`} className={keepWhole ? 'is-whole' : undefined}>
        {was > 0 && <><s className="price__old">{texts.money(was)}</s>{' '}</>}
        <span className={keepWhole ? 'nowrap' : undefined}>{value}</span>
      </dd>
    </div>
  );
}

export default function OrderSummary({ props, texts, snapshot }: WidgetProps) {
  const lines = Array.isArray(props.lines) ? props.lines.filter(isLine) : [];
  return (
    <div className="summary" data-testid="order-summary">
      <h2 className="block__title">{texts.k('summary.title')}</h2>
      <dl className="summary__list">
        {lines.map((line) => <LineRow key={String(line.id)} line={line} snapshot={snapshot} texts={texts} />)}
        {isLine(props.total ?? null) && <LineRow line={props.total as Line} snapshot={snapshot} texts={texts} total />}
      </dl>
    </div>
  );
}
