// What an order reserves, prices and is found by, read from its payload through the order type's
// `refs` (JSON pointers). The payload schema should already guarantee the shapes; these checks
// keep a definition whose refs point at the wrong kind of value from reaching the database.
import { DOCUMENT_ID_PATTERN, DOCUMENT_KINDS, MAX_INT } from '../../../contracts';
import { badRequest } from '../../errors';
import type { NamedArea } from '../areas/service';
import { pointerGet } from './json-pointer';
import type { OrderTypeDefinition } from './order-types';

export interface Delivery { method: 'courier' | 'pickup'; ctype: number; storeId?: string }

export interface OrderRefs {
  email: string;
  numberId?: number;
  packageId?: number;
  cityId?: number;
  delivery?: Delivery;
  msisdn?: string;
  /** The customer's NIK: checked like postpaid.validNik; the order takes one of the KTP's order slots. */
  nik?: string;
  /** With the NIK, the identity the civil registry verifies (postpaid.dukcapil): KK number, name, birth date. */
  kk?: string;
  name?: string;
  birthDate?: string;
  /** Uploaded identity documents by kind: the order takes them (each its session's own, else 40017). */
  documents?: Record<string, string>;
  /** An address's area by name with its postal code: each name within the one above, the postal code the village's. */
  area?: NamedArea;
}

type RefName = keyof NonNullable<OrderTypeDefinition['refs']>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_INT;

const documentId = new RegExp(DOCUMENT_ID_PATTERN);
const isKind = (k: string) => (DOCUMENT_KINDS as readonly string[]).includes(k);

function parseDocuments(v: unknown): Record<string, string> | undefined {
  if (!isRecord(v)) return undefined;
  const out: Record<string, string> = {};
  for (const [kind, id] of Object.entries(v)) {
    if (!isKind(kind) || typeof id !== 'string' || !documentId.test(id)) return undefined;
    out[kind] = id;
  }
  return out;
}

const AREA_PARTS = ['province', 'city', 'district', 'village', 'postalCode'] as const;

function parseArea(v: unknown): NamedArea | undefined {
  if (!isRecord(v)) return undefined;
  const parts = AREA_PARTS.map((k) => v[k]);
  if (!parts.every((p): p is string => typeof p === 'string' && p.trim() !== '' && p.length <= 100)) return undefined;
  const [province, city, district, village, postalCode] = parts;
  return { province, city, district, village, postalCode };
}

export function parseDelivery(v: unknown): Delivery | undefined {
  if (!isRecord(v) || (v.method !== 'courier' && v.method !== 'pickup') || !isId(v.ctype)) return undefined;
  if (v.storeId !== undefined && (typeof v.storeId !== 'string' || v.storeId.length > 64)) return undefined;
  return { method: v.method, ctype: v.ctype, ...(typeof v.storeId === 'string' ? { storeId: v.storeId } : {}) };
}

/** Every ref the type declares, typed; an absent optional part stays undefined, a malformed one is 400. */
export function resolveRefs(type: OrderTypeDefinition, payload: Record<string, unknown>): OrderRefs {
  const at = (name: RefName): { pointer: string; value: unknown } | undefined => {
    const pointer = type.refs[name];
    if (pointer === undefined) return undefined;
    const value = pointerGet(payload, pointer);
    return value === undefined ? undefined : { pointer, value };
  };
  const wrong = (pointer: string, what: string) => badRequest(`/payload${pointer} must be ${what}`, `/payload${pointer}`);
  const id = (name: 'number' | 'package' | 'city'): number | undefined => {
    const ref = at(name);
    if (!ref) return undefined;
    if (!isId(ref.value)) throw wrong(ref.pointer, `an id (1..${MAX_INT})`);
    return ref.value;
  };

  const email = at('email');
  if (!email || typeof email.value !== 'string' || email.value.trim() === '' || email.value.length > 254) {
    throw wrong(type.refs.email, 'the contact email');
  }
  const refs: OrderRefs = { email: email.value.trim() };
  const numberId = id('number');
  const packageId = id('package');
  const cityId = id('city');
  if (numberId !== undefined) refs.numberId = numberId;
  if (packageId !== undefined) refs.packageId = packageId;
  if (cityId !== undefined) refs.cityId = cityId;
  const delivery = at('delivery');
  if (delivery) {
    const parsed = parseDelivery(delivery.value);
    if (!parsed) throw wrong(delivery.pointer, 'a delivery { method: courier|pickup, ctype, storeId? }');
    refs.delivery = parsed;
  }
  const msisdn = at('msisdn');
  if (msisdn) {
    if (typeof msisdn.value !== 'string' || !/^\+?[0-9]{8,15}$/.test(msisdn.value)) throw wrong(msisdn.pointer, 'a phone number');
    refs.msisdn = msisdn.value;
  }
  const nik = at('nik');
  if (nik) {
    if (typeof nik.value !== 'string' || !/^[0-9]{16}$/.test(nik.value)) throw wrong(nik.pointer, 'a NIK of 16 digits');
    refs.nik = nik.value;
  }
  const kk = at('kk');
  if (kk) {
    if (typeof kk.value !== 'string' || !/^[0-9]{16}$/.test(kk.value)) throw wrong(kk.pointer, 'a KK number of 16 digits');
    refs.kk = kk.value;
  }
  const name = at('name');
  if (name) {
    if (typeof name.value !== 'string' || name.value.trim() === '' || name.value.length > 100) throw wrong(name.pointer, 'a name');
    refs.name = name.value.trim();
  }
  const birthDate = at('birthDate');
  if (birthDate) {
    if (typeof birthDate.value !== 'string' || !/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(birthDate.value)) throw wrong(birthDate.pointer, 'a date (YYYY-MM-DD)');
    refs.birthDate = birthDate.value;
  }
  const documents = at('documents');
  if (documents) {
    const parsed = parseDocuments(documents.value);
    if (!parsed) throw wrong(documents.pointer, `an object { <${DOCUMENT_KINDS.join('|')}>: <document id> }`);
    refs.documents = parsed;
  }
  const area = at('area');
  if (area) {
    const parsed = parseArea(area.value);
    if (!parsed) throw wrong(area.pointer, `an area { ${AREA_PARTS.join(', ')} } of names`);
    refs.area = parsed;
  }
  return refs;
}
