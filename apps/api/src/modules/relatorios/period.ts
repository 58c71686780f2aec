import { MAX_REPORT_DAYS, REPORT_MESSAGES } from '@console/contract';
import { addDays, daysBetween } from '../../platform/client-day.ts';
import { invalid } from '../../platform/errors.ts';

/** Days a report covers when no period is given: the last 30 of the client, today included. */
const DEFAULT_DAYS = 30;

/** The period of a query: to defaults to today, from to 30 days before it; reversed or over 366 days is 422. */
export function resolvePeriod(query: { from?: string; to?: string }, today: string): { from: string; to: string } {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (from > to) throw invalid({ from: [REPORT_MESSAGES.order] });
  if (daysBetween(from, to) > MAX_REPORT_DAYS) throw invalid({ from: [REPORT_MESSAGES.span] });
  return { from, to };
}
