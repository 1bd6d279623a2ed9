/** Money as the shop writes it (the live site constants currency and thousandSeparator), for parts given no texts. */
import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { formatRupiah } from '../../runtime/format';
import { $moneyStyle } from '../../state/i18n-model';

export function useMoney(): (amount: number) => string {
  const style = useUnit($moneyStyle);
  return useCallback((amount: number) => formatRupiah(amount, style), [style]);
}
