/**
 * The spec's compared numbers (id, msisdn, type, price, old_price, label_id, label_en): what the number list
 * writes to its compare store and the comparison reads back.
 */
export interface ComparedNumber {
  id: number; msisdn: string; type: string; price: number; old_price: number; label_id: string; label_en: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored compared list read back (session storage is untrusted): the well-formed entries only. */
export function comparedList(value: unknown): ComparedNumber[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((v) => (
    typeof v.id === 'number' && typeof v.msisdn === 'string' && typeof v.price === 'number'
      ? [{
        id: v.id, msisdn: v.msisdn, type: typeof v.type === 'string' ? v.type : 'REGULAR', price: v.price,
        old_price: typeof v.old_price === 'number' ? v.old_price : 0,
        label_id: typeof v.label_id === 'string' ? v.label_id : '', label_en: typeof v.label_en === 'string' ? v.label_en : '',
      }]
      : []));
}
