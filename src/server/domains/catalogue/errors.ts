/** Catalogue codes of spec §8 of the catalogue domain: what the catalogue answers. */
export const CatalogueError = {
  PackageNotAvailable: 40015,
} as const;
