/** The identity a customer typed, as the civil registry (Dukcapil) is asked about it. */
export interface IdentityQuery {
  /** NIK: the 16-digit KTP number. */
  nik: string;
  /** The 16-digit family card (KK) number. */
  kk: string;
  name: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  /** The phone number the identity is to be matched with, when the check is about an existing number. */
  msisdn?: string;
}

export type RegistryVerdict =
  | { ok: true }
  /** `code` is the catalogue code the customer sees (40081, 40086, 40056, 40085, 40097). */
  | { ok: false; code: number; reason: 'not_found' | 'nik_mismatch' | 'data_mismatch' | 'verification_failed' | 'number_identity_mismatch' };

/** The civil-registry check. Called outside database transactions; may throw when the registry is down. */
export interface CivilRegistryProvider {
  readonly name: string;
  verify(query: IdentityQuery): Promise<RegistryVerdict>;
}
