/**
 * What a number choice writes to its bind, whichever widget makes it (the list or the comparison):
 * { id, msisdn, type, label (in the current language; '' for a regular number), price, old_price }.
 */
import type { JsonValue, Lang } from '../../../runtime/types';

export interface ListedNumber { id: number; msisdn: string; type: string; price: number; old_price: number; label_id?: string; label_en?: string }

export const chosenNumber = (n: ListedNumber, lang: Lang): JsonValue => ({
  id: n.id, msisdn: n.msisdn, type: n.type, price: n.price, old_price: n.old_price,
  label: n.label_id !== undefined ? (lang === 'en' ? n.label_en ?? '' : n.label_id) : '',
});
