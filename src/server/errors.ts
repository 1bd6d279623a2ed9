/** Catalogue codes of spec §8 that the API and its providers answer with. */
export const ErrorCode = {
  OrderNotFound: 40010,
  KtpOrderLimit: 40016,
  DocumentMissing: 40017,
  NumberNotAvailable: 40011,
  PackageNotAvailable: 40015,
  OrderExpired: 40020,
  ActivationSubmitted: 40019,
  PaymentRequired: 40021,
  PaymentFailed: 40022,
  OrderAlreadyPaid: 40023,
  NotKtp: 40025,
  FileFormat: 40026,
  SearchTooShort: 40031,
  InvalidKtp: 40050,
  KtpBlocked: 40051,
  KtpCannotBeUsed: 40052,
  KtpUsageLimit: 40053,
  RegistryMismatch: 40056,
  StoreOrderNotAllowed: 40070,
  VanitySearchLength: 40073,
  NikOrKkNotFound: 40081,
  IdentityVerificationFailed: 40085,
  NikMismatch: 40086,
  EsimUnavailable: 40088,
  InvalidOrderId: 40092,
  NumberIdentityMismatch: 40097,
  NikNotEligible: 44041,
} as const;

/** An expected failure: becomes the error envelope with its catalogue code and HTTP status. */
export class DomainError extends Error {
  constructor(
    readonly code: number,
    readonly httpStatus: number,
    message: string,
    /** JSON pointer of the offending input, when one part of the request is to blame. */
    readonly field?: string,
    /** Facts the page may show with the error (`errors.details`), never personal data. */
    readonly details?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badRequest = (message: string, field?: string) => new DomainError(400, 400, message, field);
export const notFound = (message: string) => new DomainError(404, 404, message);
