// Definition types derived from the JSON Schemas (json-schema-to-ts): no hand-written twins.
import type { FromSchema } from 'json-schema-to-ts';
import type {
  textSchema, actionSchema, screenSchema, pageSchema, journeySchema, siteSchema, fieldsSchema, messagesSchema, errorsSchema, orderTypesSchema,
} from './schemas';

/** Schemas other schemas point to with relative $refs ("text.schema.json", ...). */
type References = [
  typeof textSchema, typeof actionSchema, typeof screenSchema, typeof journeySchema,
  typeof siteSchema, typeof fieldsSchema, typeof errorsSchema, typeof orderTypesSchema,
];
type Options = { references: References; keepDefaultedPropertiesOptional: true };

export type Text = FromSchema<typeof textSchema, Options>;
export type Action = FromSchema<typeof actionSchema, Options>;
export type Screen = FromSchema<typeof screenSchema, Options>;
export type Page = FromSchema<typeof pageSchema, Options>;
export type Journey = FromSchema<typeof journeySchema, Options>;
export type Site = FromSchema<typeof siteSchema, Options>;
export type FieldLibrary = FromSchema<typeof fieldsSchema, Options>;
export type Messages = FromSchema<typeof messagesSchema, Options>;
export type ErrorCatalogue = FromSchema<typeof errorsSchema, Options>;
export type OrderTypes = FromSchema<typeof orderTypesSchema, Options>;

export type Language = Site['defaultLanguage'];
export type Step = Journey['steps'][number];
export type Block = Screen['blocks'][number];
export type Layout = Screen['layout'];
export type NextRule = NonNullable<Step['next']>[number];
export type NavItem = Site['nav'][number];
export type PaymentMethod = Site['paymentMethods'][number];
export type PaymentGroup = PaymentMethod['group'];
export type SiteConstants = Site['constants'];
export type Field = FieldLibrary['fields'][string];
export type ValidationKey = keyof Messages['validation'];
export type ErrorEntry = ErrorCatalogue['errors'][string];
export type OrderType = OrderTypes['orderTypes'][string];

/** Everything under flows/, typed. Pages and journeys by id. */
export interface Definitions {
  site: Site;
  fields: FieldLibrary;
  messages: Messages;
  errors: ErrorCatalogue;
  orderTypes: OrderTypes;
  pages: Record<string, Page>;
  journeys: Record<string, Journey>;
}

/** A problem found by schema validation or lint: file (repo-relative), JSON pointer, human message. */
export interface Issue {
  file: string;
  pointer: string;
  message: string;
}

/** An onError entry: one action, or a list of them run in order (which may call an operation). */
export type Handler = Action | readonly Action[];
export type JourneyTraits = NonNullable<Journey['traits']>;
/** How a journey without an order ends: a call, a page or an external link. */
export type Ending = NonNullable<Journey['ending']>;
export type Phase = NonNullable<Screen['phases']>[number];
export type PhaseNext = NonNullable<Phase['next']>[number];
