import { z } from 'zod';
import { ok } from './envelope.ts';

/**
 * The organisation's dashboard (SPEC.md §1, tag dashboard): figures of a period against the previous period of equal
 * length, daily series and breakdowns. Days are the client's days: São Paulo's (UTC-3, no daylight saving since
 * 2019), as the API's daily rollups count them.
 */
export const DASHBOARD_PATH = '/api/v2/admin/dashboard';
export const DASHBOARD_PERIODS = ['7', '30', '90'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = '30';
/** The longest custom period, in days. */
export const MAX_DASHBOARD_DAYS = 366;
/** "Members who signed in within the last N days" (the card counts each member once). */
export const SEEN_WITHIN_DAYS = 30;
const CLIENT_OFFSET_MS = -3 * 3_600_000;
const DAY_MS = 86_400_000;

export const DASHBOARD_MESSAGES = {
  period: 'Escolha 7, 30 ou 90 dias, ou informe as datas inicial e final.',
  date: 'Data inválida; use AAAA-MM-DD.',
  order: 'A data final deve ser igual ou posterior à inicial.',
  span: `O período pode ter no máximo ${MAX_DASHBOARD_DAYS} dias.`,
  both: 'Informe as datas inicial e final.',
} as const;

export const dashboardQuery = z.object({
  client_id: z.coerce.number().int().positive().optional(),
  /** A preset ending today; without it, from and to. */
  period: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** The client's day (YYYY-MM-DD) of an instant. */
export const clientDay = (ms: number): string => new Date(ms + CLIENT_OFFSET_MS).toISOString().slice(0, 10);
/** The instant a client's day starts (ISO, UTC). */
export const clientDayStart = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) - CLIENT_OFFSET_MS).toISOString();
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
const isDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export const dashboardRange = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  previous_from: z.string(),
  previous_to: z.string(),
  /** The client's today when the answer was built. */
  today: z.string(),
});
export type DashboardRange = z.infer<typeof dashboardRange>;

/**
 * The period a query names, and the previous one of the same length just before it; or the fields in error with
 * their messages. A preset ends on `today`; a custom period is from..to inclusive, at most MAX_DASHBOARD_DAYS.
 */
export function resolveDashboardRange(query: Pick<DashboardQuery, 'period' | 'from' | 'to'>, today: string): DashboardRange | { errors: Record<string, string[]> } {
  let from: string;
  let to: string;
  if (query.from === undefined && query.to === undefined) {
    const period = query.period ?? DEFAULT_DASHBOARD_PERIOD;
    if (!(DASHBOARD_PERIODS as readonly string[]).includes(period)) return { errors: { period: [DASHBOARD_MESSAGES.period] } };
    to = today;
    from = addDays(today, 1 - Number(period));
  } else {
    const errors: Record<string, string[]> = {};
    for (const key of ['from', 'to'] as const) {
      const value = query[key];
      if (value === undefined || value === '') errors[key] = [DASHBOARD_MESSAGES.both];
      else if (!isDay(value)) errors[key] = [DASHBOARD_MESSAGES.date];
    }
    if (Object.keys(errors).length) return { errors };
    from = query.from as string;
    to = query.to as string;
    if (from > to) return { errors: { to: [DASHBOARD_MESSAGES.order] } };
    if (daysBetween(from, to) > MAX_DASHBOARD_DAYS) return { errors: { to: [DASHBOARD_MESSAGES.span] } };
  }
  const days = daysBetween(from, to);
  return { from, to, days, previous_from: addDays(from, -days), previous_to: addDays(from, -1), today };
}

export const DASHBOARD_CARD_KEYS = [
  'members_active',
  'members_new',
  'members_seen',
  'sign_ins',
  'posts',
  'comments',
  'likes',
  'uploads',
  'storage',
  'projects_submitted',
  'events',
  'courses',
  'enrolments',
  'tickets_opened',
  'tickets_open',
  'orders',
  'revenue',
] as const;
export type DashboardCardKey = (typeof DASHBOARD_CARD_KEYS)[number];

export const dashboardCard = z.object({
  key: z.enum(DASHBOARD_CARD_KEYS),
  /** The figure of the period (a count, bytes, or cents of R$ as `unit` says). */
  value: z.number(),
  /** The same figure for the previous period; null where it has no past value (a count of now). */
  previous: z.number().nullable(),
  unit: z.enum(['count', 'bytes', 'cents']),
  /** The console list the figure summarises, filtered where the list honours a filter; null without access to it. */
  link: z.string().nullable(),
});
export type DashboardCard = z.infer<typeof dashboardCard>;

export const dashboardDay = z.object({
  day: z.string(),
  sign_ins: z.number().int(),
  new_members: z.number().int(),
  posts: z.number().int(),
  comments: z.number().int(),
  likes: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

/** Live members of a group or regional (id null: members without one). */
export const dashboardShare = z.object({ id: z.number().int().nullable(), name: z.string().nullable(), members: z.number().int() });
export type DashboardShare = z.infer<typeof dashboardShare>;

export const dashboard = z.object({
  range: dashboardRange,
  cards: z.array(dashboardCard),
  /** One entry per day of the period, oldest first, zeros included. */
  daily: z.array(dashboardDay),
  /** Largest first. */
  groups: z.array(dashboardShare),
  regionals: z.array(dashboardShare),
  /** Projects by status, every status of PROJECT_STATUSES; empty without access to projetos. */
  projects: z.array(z.object({ status: z.string(), count: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboard>;
export const dashboardResponse = ok(dashboard);
