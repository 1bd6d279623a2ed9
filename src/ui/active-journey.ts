/** The journey definition the shopper is in: the active route's, else the one selling the chosen product type. */
import type { JourneyDef } from '../runtime/types';
import { defs } from './defs';
import { getActiveRoute } from './navigation';

export function activeJourney(productType?: string): JourneyDef | undefined {
  const id = getActiveRoute()?.journeyId;
  if (id && defs.journeys[id]) return defs.journeys[id];
  return productType ? Object.values(defs.journeys).find((j) => j.productType === productType) : undefined;
}
