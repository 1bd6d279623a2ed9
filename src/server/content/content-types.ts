/** The content document types of the lake, in the order the studio lists them. */
export const CONTENT_TYPES = [
  'banner', 'roamingPromo', 'promo', 'quickActionTile', 'setting', 'maintenanceWindow', 'faq', 'service', 'homePackage', 'definition',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Definition kinds a `definition` document carries; its _id is def.<kind>.<defId>. */
export { DEFINITION_KINDS, type DefinitionKind } from '../../definitions/kinds';
