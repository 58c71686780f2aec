import {
  addDays,
  isAllowed,
  PROJECT_STATUSES,
  SEEN_WITHIN_DAYS,
  type Dashboard,
  type DashboardCard,
  type DashboardCardKey,
  type DashboardQuery,
} from '@console/contract';
import type { RequestAccess } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { periodOf } from '../../platform/period.ts';
import { COLLECTION_CARDS, collectionFigure, collectionLink, instantBounds } from './cards.ts';
import { dashboardRepo, type Periods } from './repo.ts';

/**
 * The organisation's dashboard: figures of a period against the previous one of equal length, read from the daily
 * rollups (activity_days), the live counters (user_counts) and small per-client aggregates, so its cost does not
 * grow with the members or posts a client has.
 */
export function dashboardService(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const repo = dashboardRepo(deps.db);

  return {
    async read({ clientId, grants }: RequestAccess, query: DashboardQuery): Promise<Dashboard> {
      const range = periodOf(query, deps.clock);
      const p: Periods = {
        from: range.from,
        to: range.to,
        previousFrom: range.previous_from,
        previousTo: range.previous_to,
      };
      const may = (tag: string) => isAllowed(grants, tag);
      const linkIf = (tag: string, path: string) => (may(tag) ? path : null);

      const projectsShown = may('projetos');
      const shownCollections = COLLECTION_CARDS.filter((card) => may(card.tag));
      const [totals, days, seen, since, live, groups, regionals, projects, figures] = await Promise.all([
        repo.totals(clientId, p),
        repo.days(clientId, p.from, p.to),
        repo.seenSince(clientId, addDays(range.today, 1 - SEEN_WITHIN_DAYS)),
        repo.since(clientId, p),
        repo.liveMembers(clientId),
        repo.shares(clientId, 'group'),
        repo.shares(clientId, 'regional'),
        projectsShown
          ? repo.projects(clientId, instantBounds(p.from, p.to), instantBounds(p.previousFrom, p.previousTo))
          : null,
        Promise.all(shownCollections.map((card) => repo.collectionFigure(clientId, collectionFigure(card, p)))),
      ]);

      const card = (
        key: DashboardCardKey,
        value: number,
        previous: number | null,
        link: string | null,
        unit: DashboardCard['unit'] = 'count',
      ): DashboardCard => ({
        key,
        value,
        previous,
        unit,
        link,
      });
      const users = linkIf('usuarios', '/usuarios');
      const feed = linkIf('feed', '/feed');
      const files = linkIf('arquivos', '/arquivos');
      const cards: DashboardCard[] = [
        card(
          'members_active',
          live - since.joined_after + since.departed_after,
          live - since.joined_after_previous + since.departed_after_previous,
          users,
        ),
        card('members_new', totals.joined.current, totals.joined.previous, users),
        // Counted once per member from their latest sign-in: there is no such figure for a past window.
        card('members_seen', seen, null, users),
        card('sign_ins', totals.sign_ins.current, totals.sign_ins.previous, users),
        card('posts', totals.posts.current, totals.posts.previous, feed),
        card('comments', totals.comments.current, totals.comments.previous, feed),
        card('likes', totals.likes.current, totals.likes.previous, feed),
        card('uploads', totals.uploads.current, totals.uploads.previous, files),
        card('storage', since.bytes - since.bytes_after, since.bytes - since.bytes_after_previous, files, 'bytes'),
      ];
      if (projects)
        cards.push(card('projects_submitted', projects.submitted.current, projects.submitted.previous, '/projetos'));
      shownCollections.forEach((c, i) =>
        cards.push(card(c.key, figures[i].current, figures[i].previous, collectionLink(c, p), c.unit)),
      );

      const byDay = new Map(days.map((d) => [d.day, d]));
      const daily = Array.from({ length: range.days }, (_, i) => {
        const day = addDays(p.from, i);
        return byDay.get(day) ?? { day, sign_ins: 0, new_members: 0, posts: 0, comments: 0, likes: 0 };
      });
      return {
        range,
        cards,
        daily,
        groups,
        regionals,
        projects: projects
          ? PROJECT_STATUSES.map((status) => ({ status, count: projects.byStatus.get(status) ?? 0 }))
          : [],
      };
    },
  };
}
