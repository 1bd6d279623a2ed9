// All definitions, bundled statically (works in Vite, tsx, vitest and node alike): the start set's
// files plus the full error catalogue and the order types. Tests and scripts read this one; the
// browser starts from the smaller start set (start-set.ts) and then takes the live set.
import errorsJson from '../../flows/errors.json';
import orderTypesJson from '../../flows/orderTypes.json';
import { fields, journeys, messages, pages, site } from './start-set';
import type { Definitions, ErrorCatalogue, OrderTypes } from './types';

export const definitions: Definitions = {
  site, fields, messages, pages, journeys,
  // Checked against their schemas by `npm run validate` and tests/unit/definitions (see start-set.ts).
  errors: errorsJson as ErrorCatalogue,
  orderTypes: orderTypesJson as OrderTypes,
};
