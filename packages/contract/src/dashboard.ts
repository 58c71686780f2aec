import { z } from 'zod';
import { ok } from './envelope.ts';
import { periodQuery, periodRange } from './period.ts';

/**
 * The organisation's dashboard (SPEC.md §1, tag dashboard): figures of a period against the previous period of equal
 * length, daily series and breakdowns, over the client's days (period.ts).
 */
export const DASHBOARD_PATH = '/api/v2/admin/dashboard';
/** "Members who signed in within the last N days" (the card counts each member once). */
export const SEEN_WITHIN_DAYS = 30;

export const dashboardQuery = periodQuery.extend({ client_id: z.coerce.number().int().positive().optional() });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

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
export const dashboardShare = z.object({
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  members: z.number().int(),
});
export type DashboardShare = z.infer<typeof dashboardShare>;

export const dashboard = z.object({
  range: periodRange,
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
