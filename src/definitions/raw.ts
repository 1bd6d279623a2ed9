/** Definitions as parsed JSON, before schema validation. Pages and journeys keyed by file base name. */
export interface RawDefinitions {
  site: unknown;
  fields: unknown;
  messages: unknown;
  errors: unknown;
  pages: Record<string, unknown>;
  journeys: Record<string, unknown>;
}
