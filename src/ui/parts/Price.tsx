/** A price in Rupiah with the old price struck through when it was higher. */
import { formatRupiah } from '../../runtime/format';

export function Price({ value, old, free }: { value: number; old?: number; free?: string }) {
  return (
    <span className="price">
      {old !== undefined && old > value && <s className="price__old">{formatRupiah(old)}</s>}
      <span className="price__now">{free && value === 0 ? free : formatRupiah(value)}</span>
    </span>
  );
}
