// Generic failures of the API. Catalogue codes of spec §8 belong to the domains that answer them
// (src/server/domains/<name>/errors.ts, listed in each domain.ts).
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
