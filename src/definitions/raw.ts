import type { SingleKind } from './kinds';

/** Definitions as parsed JSON, before schema validation. Pages and journeys keyed by file base name. */
export type RawDefinitions = Record<SingleKind, unknown> & {
  pages: Record<string, unknown>;
  journeys: Record<string, unknown>;
};

/** An empty set (every single kind absent). */
export function emptyRaw(): RawDefinitions {
  return { site: null, fields: null, messages: null, errors: null, orderTypes: null, pages: {}, journeys: {} };
}
