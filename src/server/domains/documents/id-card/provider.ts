/** An uploaded ID-card image. */
export interface IdCardImage {
  bytes: Buffer;
  fileName: string;
}

export type IdCardRefusal = 'not_image' | 'not_ktp' | 'photocopy' | 'replacement_receipt' | 'child_id';

export type IdCardVerdict =
  | { ok: true }
  /** `code` is the catalogue code the customer sees. */
  | { ok: false; code: number; reason: IdCardRefusal };

/** The genuine-ID-card check (A47). Called outside database transactions; may throw when unreachable. */
export interface IdCardProvider {
  readonly name: string;
  check(image: IdCardImage): Promise<IdCardVerdict>;
}
