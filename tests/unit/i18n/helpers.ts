// Definition sets for the i18n tests: the shipped one, and copies a test may change (as the studio would).
import { definitions } from '../../../src/definitions/bundle';
import type { Definitions, Page } from '../../../src/definitions/types';

export const shipped = definitions;

/** A deep copy of the shipped set: a newer set as /api/definitions would hand it over. */
export const copySet = (): Definitions => structuredClone(definitions);

export function homePage(defs: Definitions): Page {
  const page = defs.pages.home;
  if (!page) throw new Error('the shipped set has no home page');
  return page;
}
