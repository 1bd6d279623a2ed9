import { errorEnvelopeSchema } from '../../contracts';

/** Every route documents the error envelope for its 4xx/5xx answers. */
export const errorResponses = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema } as const;
