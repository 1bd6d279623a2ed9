/** Catalogue codes of spec §8 of the activation domain: what an activation answers. */
export const ActivationError = {
  ActivationSubmitted: 40019,
  PaymentRequired: 40021,
  InvalidOrderId: 40092,
} as const;
