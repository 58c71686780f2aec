import {
  PROJECT_MESSAGES,
  type MemberSession,
  type ProjectStatus,
  type Session,
  type SessionListQuery,
  type sessionCreateBody,
} from '@console/contract';
import type { z } from 'zod';
import type { RequestAccess } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import { isoAt } from '../../platform/clock.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { pageWindow, toPage, type Page } from '../../platform/pagination.ts';
import { emptyCounts, toMemberSession, toSession } from './present.ts';
import { sessionsRepo, type SessionRow } from './sessions-repo.ts';
import { ProjectConflict, SESSION_ENTITY } from './workflow.ts';

type SessionCreate = z.output<typeof sessionCreateBody>;

/** The dates of a session after an update, checked together (the contract checks those sent together). */
function checkDates(s: Pick<SessionRow, 'submission_start' | 'submission_end' | 'review_deadline'>): void {
  if (s.submission_end < s.submission_start) throw invalid({ submission_end: [PROJECT_MESSAGES.periodOrder] });
  if (s.review_deadline < s.submission_end) throw invalid({ review_deadline: [PROJECT_MESSAGES.reviewAfterPeriod] });
}

/** Sessions (calls for proposals): the administrator's CRUD and what members may read. */
export function sessionsService(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const { db, clock } = deps;
  const repo = sessionsRepo(db);

  const withCounts = async (clientId: number, rows: SessionRow[]): Promise<Session[]> => {
    const counts = await repo.counts(
      clientId,
      rows.map((r) => r.id),
    );
    const bySession = new Map<number, Record<ProjectStatus, number>>();
    for (const c of counts) {
      const entry = bySession.get(c.session_id) ?? emptyCounts();
      entry[c.status as ProjectStatus] = c.n;
      bySession.set(c.session_id, entry);
    }
    return rows.map((row) => toSession(row, bySession.get(row.id)));
  };

  const read = async (clientId: number, id: number): Promise<Session> => {
    const row = await repo.byId(clientId, id);
    if (!row) throw notFound();
    return (await withCounts(clientId, [row]))[0];
  };

  return {
    read: (access: RequestAccess, id: number) => read(access.clientId, id),

    async list(access: RequestAccess, query: SessionListQuery): Promise<Page<Session>> {
      const { rows, total } = await repo.page(
        access.clientId,
        { search: query.search || undefined, status: query.status },
        pageWindow(query),
      );
      return toPage(await withCounts(access.clientId, rows), total, query);
    },

    async create(access: RequestAccess, body: SessionCreate, requestId: string): Promise<Session> {
      const at = clock();
      const id = await db.transaction().execute(async (trx) => {
        const id = await sessionsRepo(trx).insert({
          client_id: access.clientId,
          title: body.title,
          description: body.description,
          banner: body.banner,
          submission_start: body.submission_start,
          submission_end: body.submission_end,
          review_deadline: body.review_deadline,
          criteria: JSON.stringify(body.criteria),
          status: body.status,
          created_at: isoAt(at),
          updated_at: isoAt(at),
        });
        await recordAudit(trx, {
          clientId: access.clientId,
          actorUserId: access.user.id,
          action: 'project_session.create',
          entity: SESSION_ENTITY,
          entityId: id,
          after: body,
          requestId,
          at,
        });
        return id;
      });
      return read(access.clientId, id);
    },

    /** A partial update (only the fields sent); the dates are checked together with the stored ones. */
    async update(access: RequestAccess, id: number, body: Partial<SessionCreate>, requestId: string): Promise<Session> {
      const at = clock();
      await db.transaction().execute(async (trx) => {
        const inTrx = sessionsRepo(trx);
        const row = (await inTrx.lock(access.clientId, id)) ? await inTrx.byId(access.clientId, id) : undefined;
        if (!row) throw notFound();
        const { criteria, ...rest } = body;
        const patch = { ...rest, ...(criteria === undefined ? {} : { criteria: JSON.stringify(criteria) }) };
        checkDates({ ...row, ...patch });
        await inTrx.update(access.clientId, id, { ...patch, updated_at: isoAt(at) });
        const before = toMemberSession(row);
        const after = await inTrx.byId(access.clientId, id);
        await recordAudit(trx, {
          clientId: access.clientId,
          actorUserId: access.user.id,
          action: 'project_session.update',
          entity: SESSION_ENTITY,
          entityId: id,
          before,
          after: after && toMemberSession(after),
          requestId,
          at,
        });
      });
      return read(access.clientId, id);
    },

    /** Only a session without projects may go (409 otherwise: its projects' history would go with it). */
    async remove(access: RequestAccess, id: number, requestId: string): Promise<void> {
      const at = clock();
      await db.transaction().execute(async (trx) => {
        const inTrx = sessionsRepo(trx);
        const row = (await inTrx.lock(access.clientId, id)) ? await inTrx.byId(access.clientId, id) : undefined;
        if (!row) throw notFound();
        if (await inTrx.hasProjects(access.clientId, id))
          throw new ProjectConflict(PROJECT_MESSAGES.sessionHasProjects, { id: [PROJECT_MESSAGES.sessionHasProjects] });
        await inTrx.remove(access.clientId, id);
        await recordAudit(trx, {
          clientId: access.clientId,
          actorUserId: access.user.id,
          action: 'project_session.delete',
          entity: SESSION_ENTITY,
          entityId: id,
          before: toMemberSession(row),
          requestId,
          at,
        });
      });
    },

    /** Open sessions and those holding one of the member's projects. */
    async forMember(access: RequestAccess): Promise<MemberSession[]> {
      return (await repo.forMember(access.clientId, access.user.id)).map(toMemberSession);
    },
  };
}
