/** Catalogue codes of spec §8 of the numbers domain: what a number search or a reservation answers. */
export const NumberError = {
  NumberNotAvailable: 40011,
  SearchTooShort: 40031,
  VanitySearchLength: 40073,
} as const;
