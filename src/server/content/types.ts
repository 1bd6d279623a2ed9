// Content document types derived from flows/schema/content (json-schema-to-ts): no hand-written twins.
import type { FromSchema } from 'json-schema-to-ts';
import type { textSchema } from '../../definitions/schemas';
import type {
  bannerSchema, roamingPromoSchema, promoSchema, quickActionTileSchema, settingSchema, maintenanceWindowSchema,
  faqSchema, serviceSchema, homePackageSchema, definitionSchema,
} from './schemas';

type Options = { references: [typeof textSchema]; keepDefaultedPropertiesOptional: true };

/** Sanity system fields every stored document carries. */
export interface SystemFields {
  _id: string;
  _type: string;
  _rev: string;
  _createdAt: string;
  _updatedAt: string;
}

export type Banner = FromSchema<typeof bannerSchema, Options>;
export type RoamingPromo = FromSchema<typeof roamingPromoSchema, Options>;
export type Promo = FromSchema<typeof promoSchema, Options>;
export type PortableTextBlock = Promo['body']['id'][number];
export type QuickActionTile = FromSchema<typeof quickActionTileSchema, Options>;
export type Setting = FromSchema<typeof settingSchema, Options>;
export type MaintenanceWindow = FromSchema<typeof maintenanceWindowSchema, Options>;
export type Faq = FromSchema<typeof faqSchema, Options>;
export type Service = FromSchema<typeof serviceSchema, Options>;
export type HomePackage = FromSchema<typeof homePackageSchema, Options>;
export type DefinitionDoc = FromSchema<typeof definitionSchema, Options>;
