import { clientDay, resolvePeriod, type PeriodQuery, type PeriodRange } from '@console/contract';
import type { Clock } from './clock.ts';
import { invalid } from './errors.ts';

/** The period of a query (the contract's rules: a preset ending on the client's today, else from and to); 422 naming the field otherwise. */
export function periodOf(query: PeriodQuery, clock: Clock): PeriodRange {
  const range = resolvePeriod(query, clientDay(clock()));
  if ('errors' in range) throw invalid(range.errors);
  return range;
}
