/** A plain JSON object (not an array, not null): what definitions and schemas are made of. */
export const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
