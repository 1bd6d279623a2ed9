import type { Queryable } from '../../db/types';
import type { LogisticRate } from './provider';

export const ratesOfCoverage = (q: Queryable, coverageId: number): Promise<LogisticRate[]> =>
  q.query<LogisticRate>(
    'SELECT ctype, name, price, old_price, free, sla, location_id FROM logistics WHERE coverage_id = $1 ORDER BY ctype',
    [coverageId],
  );
