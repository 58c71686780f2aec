import { z } from 'zod';
import { ok, paginated, pageQuery } from './envelope.ts';
import { searchTerm } from './search.ts';

/**
 * Two areas that are views of other data rather than collections of their own (AREAS.md): the members' birthdays
 * by month (pessoas/aniversariantes) and the points ranking (comunidade/ranking, the sum of the points ledger).
 */

export const BIRTHDAYS_PATH = '/api/v2/admin/aniversariantes';
export const birthdaysQuery = pageQuery.extend({
  client_id: z.coerce.number().int().positive().optional(),
  month: z.coerce.number().int().min(1).max(12),
  search: searchTerm(100).optional(),
});
export type BirthdaysQuery = z.infer<typeof birthdaysQuery>;
export const birthdayItem = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
  birth_date: z.string(),
  /** The day of the month, and the age the member turns this year. */
  day: z.number().int(),
  turns: z.number().int(),
  group_name: z.string().nullable(),
});
export type BirthdayItem = z.infer<typeof birthdayItem>;
export const birthdaysResponse = ok(paginated(birthdayItem));

export const RANKING_PATH = '/api/v2/admin/ranking';
export const rankingQuery = pageQuery.extend({
  client_id: z.coerce.number().int().positive().optional(),
  /** Points dated in this range (inclusive, YYYY-MM-DD); without one, all time. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** Only members of this unit, regional or group (issue 29: leaderboards per unit, regional and group). */
  unidade_id: z.coerce.number().int().positive().optional(),
  regional_id: z.coerce.number().int().positive().optional(),
  group_id: z.coerce.number().int().positive().optional(),
});
export type RankingQuery = z.infer<typeof rankingQuery>;
export const rankingItem = z.object({
  position: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  picture: z.string().nullable(),
  points: z.number().int(),
  entries: z.number().int(),
});
export type RankingItem = z.infer<typeof rankingItem>;
export const rankingResponse = ok(paginated(rankingItem));
