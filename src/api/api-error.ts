/** The error envelope of every 4xx/5xx answer, as one typed error. */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;

  constructor(code: number, message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

/** Reads `{ code, message, errors: { message } }`; anything else becomes the HTTP status (or 500). */
export function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const b = body as { code?: unknown; message?: unknown; errors?: { message?: unknown } };
    const code = typeof b.code === 'number' ? b.code : Number(b.code);
    const message = typeof b.errors?.message === 'string' ? b.errors.message : typeof b.message === 'string' ? b.message : '';
    if (Number.isFinite(code) && code > 0) return new ApiError(code, message, status);
  }
  return new ApiError(status >= 400 ? status : 500, '', status);
}
