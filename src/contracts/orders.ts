import { isoDateTimeSchema, languageSchema, lookupEmailSchema, MAX_INT, type Infer } from './common';
import { paymentSchema } from './payments';

export const JOURNEYS = [
  '3s', 'RETRY', 'POSTPAID', 'PREPAID', 'P2P', 'CPP', 'CPP_USER', 'AGENT', 'PRE2PRO', 'PRE2POST', 'PRE2POST_USER', 'SASIM',
  'POSTPAID_MOBSEL', 'AGENT_ADDON_MOBSEL', 'AGENT_ADDON_POSTPAID', 'RETAIL_STORE', 'DIRECT_RETAIL', 'ESIM_ACQUISITION',
  'ESIM_ACQUISITION_PREPAID', 'ESIM_ACQUISITION_POSTPAID', 'ESIM_SWAP',
] as const;
export const TRACK_STATUSES = [
  'ORDER_RECEIVED', 'ORDER_PLACED', 'WAITING_PAYMENT', 'PAYMENT_SUCCESS', 'PAYMENT_FAILED', 'DELIVERY', 'ORDER_FINISHED',
  'ACTIVATION_REQUESTED', 'ACTIVATION_COMPLETE', 'ACTIVATION_FAILED', 'UPGRADE_SUCCESS',
] as const;
export type TrackStatus = (typeof TRACK_STATUSES)[number];

const shortText = (max: number) => ({ type: 'string', maxLength: max }) as const;

export const utmSchema = {
  type: 'object', additionalProperties: false,
  properties: {
    utm_source: shortText(200), utm_medium: shortText(200), utm_campaign: shortText(200),
    utm_content: shortText(200), utm_term: shortText(200), transaction_id: shortText(200),
  },
} as const;

/** An order type code of flows/order-types.json (the spec's SIMPRE, SIMPOST, ... and any a definition adds). */
export const ORDER_TYPE_PATTERN = '^[A-Z][A-Z0-9_]{1,31}$';
export { MAX_INT };

/**
 * POST /api/orders: the core of every order, plus the journey's `payload`, which the server
 * validates with the JSON Schema of the order type (flows/order-types.json).
 */
export const createOrderBodySchema = {
  type: 'object', additionalProperties: false,
  required: ['journey', 'orderType', 'sessionId', 'definitionVersion', 'payload'],
  properties: {
    journey: { type: 'string', enum: JOURNEYS },
    orderType: { type: 'string', pattern: ORDER_TYPE_PATTERN, maxLength: 32 },
    sessionId: { type: 'string', minLength: 1, maxLength: 128 },
    utm: utmSchema,
    definitionVersion: { type: 'integer', minimum: 1, maximum: MAX_INT },
    definitionSet: {
      type: 'string', maxLength: 26, pattern: '^[0-9]{1,9}-[0-9a-f]{16}$',
      description: 'the digest of the definition set the journey ran on (its pin); checked against that set while it is kept, else 40107',
    },
    payload: { type: 'object', maxProperties: 64, description: 'validated by the order type schema (flows/order-types.json)' },
  },
} as const;
export type CreateOrderBody = Infer<typeof createOrderBodySchema>;
/** The catalogue code of an order (or a set read) for a definition set that is no longer kept. */
export const DEFINITIONS_GONE = 40107;

export const createOrderResponseSchema = {
  type: 'object', additionalProperties: false,
  required: ['order_code', 'order_code_encrypted', 'email', 'order_date', 'order_expire', 'total', 'security_deposit', 'same_day'],
  properties: {
    order_code: { type: 'string' },
    email: { type: 'string', description: 'the contact email the order is looked up by (refs.email of its order type)' },
    order_code_encrypted: { type: 'string', description: 'HMAC of the order code (the thank-you link hash)' },
    order_date: isoDateTimeSchema,
    order_expire: { ...isoDateTimeSchema, description: 'the number is reserved until then (extended when a payment is created)' },
    total: { type: 'integer', description: 'package price + security deposit + shipping fee (0 when free)' },
    security_deposit: { type: 'integer' },
    shipping_fee: { type: 'integer' },
    same_day: { type: 'boolean', description: 'placed before 11:59 Asia/Jakarta (A18)' },
  },
} as const;
export type CreateOrderResponse = Infer<typeof createOrderResponseSchema>;

export const orderCodeParamsSchema = {
  type: 'object', additionalProperties: false, required: ['orderCode'],
  properties: { orderCode: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;
export type OrderCodeParams = Infer<typeof orderCodeParamsSchema>;

export const orderQuerySchema = {
  type: 'object', additionalProperties: false, required: ['email'],
  properties: { email: lookupEmailSchema, language: languageSchema },
} as const;
export type OrderQuery = Infer<typeof orderQuerySchema>;

export const orderResponseSchema = {
  type: 'object', additionalProperties: false,
  required: ['order_code', 'status', 'email', 'msisdn', 'total', 'security_deposit', 'shipping_fee',
    'order_date', 'order_expire', 'same_day', 'product_type', 'order_type'],
  properties: {
    order_code: { type: 'string' },
    status: { type: 'string', enum: TRACK_STATUSES },
    email: { type: 'string' },
    msisdn: { type: 'string' },
    package: {
      type: 'object', additionalProperties: false, required: ['id', 'name', 'value'],
      description: 'absent when the order type carries no package',
      properties: {
        id: { type: 'integer', description: 'the package sold (a bonus package when the customer took one)' },
        name: { type: 'string', description: 'the plan bought: for a bonus package, its parent plan\'s name' },
        bonus: { type: 'string', description: 'the bonus package\'s name, when the package sold is a plan\'s bonus' },
        value: { type: 'integer' },
      },
    },
    delivery: {
      type: 'object', additionalProperties: false, required: ['method'],
      description: 'how the order reaches the customer; absent when nothing ships (eSIM)',
      properties: {
        method: { type: 'string', enum: ['courier', 'pickup'] },
        store: {
          type: 'object', additionalProperties: false, required: ['name', 'address', 'city', 'hours'],
          description: 'pick-up: the store as it is now',
          properties: { name: { type: 'string' }, address: { type: 'string' }, city: { type: 'string' }, hours: { type: 'string' } },
        },
      },
    },
    total: { type: 'integer' },
    security_deposit: { type: 'integer' },
    shipping_fee: { type: 'integer' },
    order_date: isoDateTimeSchema,
    order_expire: isoDateTimeSchema,
    same_day: { type: 'boolean' },
    shipping_sla: { type: 'string', description: 'the chosen delivery\'s estimate in days ("1-3", the SLA rule applied) as offered when the order was placed; absent when nothing ships' },
    product_type: { type: 'string', enum: ['prepaid', 'postpaid'] },
    order_type: { type: 'string' },
    payment: paymentSchema,
  },
} as const;
export type OrderResponse = Infer<typeof orderResponseSchema>;
