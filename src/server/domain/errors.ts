/** Catalogue codes of spec §8 that the API answers with. */
export const ErrorCode = {
  OrderNotFound: 40010,
  NumberNotAvailable: 40011,
  PackageNotAvailable: 40015,
  OrderExpired: 40020,
  OrderAlreadyPaid: 40023,
  SearchTooShort: 40031,
  VanitySearchLength: 40073,
} as const;

/** An expected failure: becomes the error envelope with its catalogue code and HTTP status. */
export class DomainError extends Error {
  constructor(
    readonly code: number,
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badRequest = (message: string) => new DomainError(400, 400, message);
export const notFound = (message: string) => new DomainError(404, 404, message);
