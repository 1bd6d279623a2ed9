/** Typed client of the shop API (docs/contracts.md); shapes come from src/contracts. */
import type {
  CitiesResponse, CreateOrderBody, CreateOrderResponse, CreatePaymentBody, LogisticsBody, LogisticsResponse,
  NumberSearchResponse, OrderResponse, PackagesResponse, PaymentResponse, SettingResponse, TrackResponse,
  TrafficBody, VanityResponse, NumberStatusResponse,
} from '../contracts';
import { readOr, request } from './http';

export type { ApiError } from './api-error';
export type City = CitiesResponse['cities'][number];
export type RegularNumber = NumberSearchResponse['numbers'][number];
export type VanityNumber = VanityResponse['numbers'][number];
export type NumberLabel = VanityResponse['labels'][number];
export type Package = PackagesResponse['packages'][number];
export type Logistic = LogisticsResponse['logistics'][number];
export type Payment = PaymentResponse['payment'];
export type Order = OrderResponse;
export type Track = TrackResponse;

const enc = encodeURIComponent;

export const api = {
  cities: (signal?: AbortSignal) =>
    readOr(async () => (await request<CitiesResponse>('GET', '/api/cities', { signal })).cities, [], 'cities'),

  /** Regular numbers; `query` must be 3-4 digits when given (the caller checks, 40031). */
  regularNumbers: (q: { query?: string; cityId?: string; limit?: number; offset?: number }, signal?: AbortSignal) =>
    request<NumberSearchResponse>('GET', '/api/number/pre/reg', { query: { query: q.query, cityId: q.cityId, limit: q.limit, offset: q.offset }, signal }),

  vanityNumbers: (packageId: string, q: { search?: string; label?: string }, signal?: AbortSignal) =>
    request<VanityResponse>('GET', `/api/v2/vanity/${enc(packageId)}`, { query: { search: q.search, label: q.label }, signal }),

  numberStatus: (numberId: string) => request<NumberStatusResponse>('POST', `/api/number/status/${enc(numberId)}`),

  packages: (type: 'prepaid' | 'postpaid', language: 'id' | 'en', signal?: AbortSignal) =>
    readOr(async () => (await request<PackagesResponse>('GET', '/api/v3/number/packages', { query: { type, language }, signal })).packages, [], 'packages'),

  setting: (name: string) => readOr(async () => {
    const res = await request<SettingResponse>('GET', `/api/settings/${enc(name)}`);
    return JSON.parse(res.value) as unknown;
  }, null, `setting ${name}`),

  logistics: (coverageId: string, packageId: string | undefined, body: LogisticsBody) =>
    readOr(async () => (await request<LogisticsResponse>('POST',
      packageId ? `/api/loc/${enc(coverageId)}/logistics/${enc(packageId)}` : `/api/loc/${enc(coverageId)}/logistics`, { body })).logistics,
    [], 'logistics'),

  createOrder: (body: CreateOrderBody) => request<CreateOrderResponse>('POST', '/api/orders', { body }),

  order: (orderCode: string, email: string) => request<OrderResponse>('GET', `/api/orders/${enc(orderCode)}`, { query: { email } }),

  createPayment: (orderCode: string, body: CreatePaymentBody) =>
    request<PaymentResponse>('POST', `/api/orders/${enc(orderCode)}/payments`, { body }),

  payment: (orderCode: string, signal?: AbortSignal) => request<PaymentResponse>('GET', `/api/orders/${enc(orderCode)}/payment`, { signal }),

  track: (orderCode: string, email: string) => request<TrackResponse>('GET', `/api/track/${enc(orderCode)}`, { query: { email } }),

  /** Fire and forget: a lost funnel event must never disturb the shopper. */
  traffic: (body: TrafficBody) => readOr(() => request<{ ok: boolean }>('POST', '/api/traffic', { body }), { ok: false }, 'traffic'),
};
