/** A notice a data source decides (e.g. delivery delays): its `when` and `text` rules read the answer as `input`. */
import { holds, applyRule } from '../../../runtime/logic';
import { useSource } from '../../hooks/use-source';
import type { WidgetProps } from '../../widget-props';

export default function Notice({ props, snapshot }: WidgetProps) {
  const source = useSource(typeof props.source === 'string' ? props.source : undefined);
  if (source.loading || source.data === null) return null;
  const data = { ...snapshot, input: source.data };
  if (!holds(props.when, data)) return null;
  const text = applyRule(props.text, data);
  if (typeof text !== 'string' || text === '') return null;
  return <p className="note note--notice" role="status" data-testid="notice">{text}</p>;
}
