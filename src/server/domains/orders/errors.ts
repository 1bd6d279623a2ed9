import { DEFINITIONS_GONE } from '../../../contracts/orders';

/** Catalogue codes of spec §8 of the orders domain: what orders.* answer. */
export const OrderError = {
  OrderNotFound: 40010,
  DocumentMissing: 40017,
  StoreOrderNotAllowed: 40070,
  /** The definition set the journey was begun on is no longer kept (definitions-release.ts `kept`). */
  DefinitionsGone: DEFINITIONS_GONE,
} as const;
