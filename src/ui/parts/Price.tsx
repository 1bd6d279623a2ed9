/** A price in Rupiah with the old price struck through when it was higher. */
import { useMoney } from '../hooks/use-money';

export function Price({ value, old, free }: { value: number; old?: number; free?: string }) {
  const money = useMoney();
  return (
    <span className="price">
      {old !== undefined && old > value && <s className="price__old">{money(old)}</s>}
      <span className="price__now">{free && value === 0 ? free : money(value)}</span>
    </span>
  );
}
