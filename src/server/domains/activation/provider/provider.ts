/** The subscriber system's postpaid activation: turns a paid postpaid order's SIM on. */
export interface ActivationRequest {
  orderCode: string;
  /** The number to activate (62...), "" when the order holds none. */
  msisdn: string;
  email: string;
}

export type ActivationOutcome = 'COMPLETE' | 'FAILED';

/** Called outside database transactions; may throw when the system is down (the shop records a failure). */
export interface ActivationProvider {
  readonly name: string;
  activate(request: ActivationRequest): Promise<ActivationOutcome>;
}
