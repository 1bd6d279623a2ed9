/** The error envelope of every 4xx/5xx answer, as one typed error. */
import { stringEntries } from '../runtime/error-input';

export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  /** JSON pointer of the part of the request the server refused (`errors.field`), when it names one. */
  readonly field: string | undefined;
  /** Facts the server adds to the error for the page to show (`errors.details`), e.g. a VA number. */
  readonly details: Readonly<Record<string, string>>;

  constructor(code: number, message: string, status: number, field?: string, details: Readonly<Record<string, string>> = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.field = field;
    this.details = details;
  }
}


/** Reads `{ code, message, errors: { message, field } }`; anything else becomes the HTTP status (or 500). */
export function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const b = body as { code?: unknown; message?: unknown; errors?: { message?: unknown; field?: unknown; details?: unknown } };
    const code = typeof b.code === 'number' ? b.code : Number(b.code);
    const message = typeof b.errors?.message === 'string' ? b.errors.message : typeof b.message === 'string' ? b.message : '';
    const field = typeof b.errors?.field === 'string' ? b.errors.field : undefined;
    if (Number.isFinite(code) && code > 0) return new ApiError(code, message, status, field, stringEntries(b.errors?.details));
  }
  return new ApiError(status >= 400 ? status : 500, '', status);
}
