/** The value at a JSON pointer (RFC 6901) inside `doc`; undefined when the path does not exist. */
export function pointerGet(doc: unknown, pointer: string): unknown {
  if (pointer === '') return doc;
  let at: unknown = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(at) && /^(0|[1-9][0-9]*)$/.test(key)) at = at[Number(key)];
    else if (typeof at === 'object' && at !== null && !Array.isArray(at) && Object.prototype.hasOwnProperty.call(at, key)) at = (at as Record<string, unknown>)[key];
    else return undefined;
  }
  return at;
}

/** A pointer segment, escaped. */
export const pointerSegment = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');
