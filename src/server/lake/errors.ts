// Errors in Sanity's HTTP shape ({ error: { description, type, ... } }), which @sanity/client turns
// into readable ClientError messages.

export class LakeError extends Error {
  constructor(readonly statusCode: number, readonly body: { error: Record<string, unknown> }) {
    super(typeof body.error.description === 'string' ? body.error.description : 'lake error');
  }
}

export const badRequest = (description: string) => new LakeError(400, { error: { description, type: 'httpBadRequest' } });
export const unauthorized = (description = 'Unauthorized - a valid admin token is required') =>
  new LakeError(401, { error: { description, type: 'httpUnauthorized' } });
export const notFoundError = (description: string) => new LakeError(404, { error: { description, type: 'httpNotFound' } });

/** A failed transaction: nothing of it was applied. */
export function mutationError(description: string, index: number, status = 409): LakeError {
  return new LakeError(status, {
    error: {
      description: `The mutation(s) failed: ${description}`,
      type: 'mutationError',
      items: [{ error: { description, type: 'mutationError' }, index }],
    },
  });
}

export function queryParseError(query: string, description: string, start: number, end: number): LakeError {
  return new LakeError(400, { error: { description, type: 'queryParseError', query, start, end } });
}
