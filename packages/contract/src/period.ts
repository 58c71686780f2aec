import { z } from 'zod';

/**
 * Periods of days (issue 15: the dashboard and the reports): a preset of 7, 30 or 90 days ending today, or a custom
 * from..to. Days are the client's days: São Paulo's, UTC-3 (no daylight saving since 2019), as the API's daily
 * rollups count them.
 */
export const PERIOD_PRESETS = ['7', '30', '90'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const DEFAULT_PERIOD: PeriodPreset = '30';
/** The longest custom period, in days. */
export const MAX_PERIOD_DAYS = 366;
const CLIENT_OFFSET_MS = -3 * 3_600_000;
const DAY_MS = 86_400_000;

export const PERIOD_MESSAGES = {
  period: 'Escolha 7, 30 ou 90 dias, ou informe as datas inicial e final.',
  date: 'Data inválida; use AAAA-MM-DD.',
  order: 'A data final deve ser igual ou posterior à inicial.',
  span: `O período pode ter no máximo ${MAX_PERIOD_DAYS} dias.`,
  both: 'Informe as datas inicial e final.',
} as const;

/** The period of a query string: `period` (a preset), or `from` and `to`. */
export const periodQuery = z.object({
  period: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
});
export type PeriodQuery = z.infer<typeof periodQuery>;

/** The client's day (YYYY-MM-DD) of an instant. */
export const clientDay = (ms: number): string => new Date(ms + CLIENT_OFFSET_MS).toISOString().slice(0, 10);
/** The instant a client's day starts (ISO, UTC). */
export const clientDayStart = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - CLIENT_OFFSET_MS).toISOString();
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
const isDay = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export const periodRange = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  previous_from: z.string(),
  previous_to: z.string(),
  /** The client's today when the answer was built. */
  today: z.string(),
});
export type PeriodRange = z.infer<typeof periodRange>;

/**
 * The period a query names, and the previous one of the same length just before it; or the fields in error with
 * their messages. A preset ends on `today` (DEFAULT_PERIOD without one); a custom period is from..to inclusive, at
 * most MAX_PERIOD_DAYS.
 */
export function resolvePeriod(query: PeriodQuery, today: string): PeriodRange | { errors: Record<string, string[]> } {
  let from: string;
  let to: string;
  if (query.from === undefined && query.to === undefined) {
    const period = query.period ?? DEFAULT_PERIOD;
    if (!(PERIOD_PRESETS as readonly string[]).includes(period))
      return { errors: { period: [PERIOD_MESSAGES.period] } };
    to = today;
    from = addDays(today, 1 - Number(period));
  } else {
    const errors: Record<string, string[]> = {};
    for (const key of ['from', 'to'] as const) {
      const value = query[key];
      if (value === undefined || value === '') errors[key] = [PERIOD_MESSAGES.both];
      else if (!isDay(value)) errors[key] = [PERIOD_MESSAGES.date];
    }
    if (Object.keys(errors).length) return { errors };
    from = query.from as string;
    to = query.to as string;
    if (from > to) return { errors: { to: [PERIOD_MESSAGES.order] } };
    if (daysBetween(from, to) > MAX_PERIOD_DAYS) return { errors: { to: [PERIOD_MESSAGES.span] } };
  }
  const days = daysBetween(from, to);
  return { from, to, days, previous_from: addDays(from, -days), previous_to: addDays(from, -1), today };
}
