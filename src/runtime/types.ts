/**
 * The definition shapes as the runtime reads them: the definitions layer's types (derived from the
 * JSON Schemas with json-schema-to-ts), plus the few runtime-only shapes.
 */
export type {
  Action, Block, Definitions, Ending, ErrorEntry, Field, Handler, Journey, JourneyTraits, Layout, NavItem, Page, PaymentMethod, Phase,
  PhaseNext, Screen, Site, SiteConstants, Step, Text,
} from '../definitions/types';
export type { JsonValue } from '../definitions/logic';

export type Lang = 'id' | 'en';
