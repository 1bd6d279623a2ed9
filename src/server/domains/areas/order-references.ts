// An address's area on an order (an order-reference kind, orders/reference-kind.ts): named as the
// area lists name it, each name within the one above and the postal code the village's (as the
// browser's cascade checks it, again on the order).
import type { ReferenceKind } from '../orders/reference-kind';
import { assertAreaOfNames, type NamedArea } from './service';

const AREA_PARTS = ['province', 'city', 'district', 'village', 'postalCode'] as const;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseArea(v: unknown): NamedArea | undefined {
  if (!isRecord(v)) return undefined;
  const parts = AREA_PARTS.map((k) => v[k]);
  if (!parts.every((p): p is string => typeof p === 'string' && p.trim() !== '' && p.length <= 100)) return undefined;
  const [province, city, district, village, postalCode] = parts;
  return { province, city, district, village, postalCode };
}

export const areaReference: ReferenceKind<NamedArea> = {
  name: 'area',
  what: `an area { ${AREA_PARTS.join(', ')} } of names`,
  parse: parseArea,
  check: (ctx, area, c) => assertAreaOfNames(ctx, area, c.at('area')),
};
