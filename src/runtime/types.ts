/**
 * The definition shapes as the runtime reads them: the definitions layer's types (derived from the
 * JSON Schemas with json-schema-to-ts), plus the few runtime-only shapes.
 */
export type {
  Action, Block, Definitions, ErrorEntry, Field, Journey, Layout, NavItem, Page, PaymentMethod, Screen, Site, SiteConstants,
  Step, Text,
} from '../definitions/types';
export type { JsonValue } from '../definitions/logic';

export type Lang = 'id' | 'en';
