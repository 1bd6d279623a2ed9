import type { Db } from '../../../db/types';
import type { LogisticsProvider } from './provider';
import { ratesOfCoverage } from './queries';

/** The sandbox partner prices from the seeded logistics table (operators edit it in the database). */
export function sandboxLogistics(db: Db): LogisticsProvider {
  return { name: 'sandbox', rates: (coverageId) => ratesOfCoverage(db, coverageId) };
}
