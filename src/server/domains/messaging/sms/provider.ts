export interface SmsMessage {
  /** MSISDN, 62... or 08... */
  to: string;
  text: string;
}

/** Outgoing SMS (one-time codes). Called outside database transactions. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<{ id: string }>;
}
