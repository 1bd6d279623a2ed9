/** Catalogue codes of spec §8 of the payments domain: what paying answers. */
export const PaymentError = {
  OrderExpired: 40020,
  PaymentFailed: 40022,
  OrderAlreadyPaid: 40023,
} as const;
