import {
  clientDay,
  EDITABLE_STATUSES,
  PROJECT_MESSAGES,
  type MemberProjectListQuery,
  type Project,
  type ProjectListItem,
  type TeamCandidate,
  type ProjectStatus,
  type ProponentData,
  type projectCreateBody,
  type projectUpdateBody,
  type proponentDataBody,
} from '@console/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/handle.ts';
import type { RequestAccess } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import { isoAt } from '../../platform/clock.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { pageWindow, toPage, type Page } from '../../platform/pagination.ts';
import { filesRepo } from '../../platform/uploads/files-repo.ts';
import { peopleRepo } from './people-repo.ts';
import { centsOf, peopleOfRow, readAttachments, toListItem, toProponentData } from './present.ts';
import { projectsRepo, type ProjectWithSession } from './repo.ts';
import { sessionsRepo } from './sessions-repo.ts';
import {
  applyStep,
  inPeriod,
  lockProject,
  memberNextStatuses,
  PROJECT_ENTITY,
  PROPONENT_ENTITY,
  ProjectConflict,
  projectView,
  transitionRefused,
  type Act,
} from './workflow.ts';

type CreateBody = z.output<typeof projectCreateBody>;
type UpdateBody = Partial<z.output<typeof projectUpdateBody>>;

const TEAM_MESSAGE = 'Pessoa que não está ativa neste cliente.';
const SESSION_MESSAGE = 'Sessão não encontrada.';

/** The member's side of projects: their own projects only (another's answers 404), their proponent data. */
export function memberProjectsService(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const { db, clock } = deps;

  const act = (access: RequestAccess, requestId: string): Act => ({
    clientId: access.clientId,
    actorId: access.user.id,
    at: clock(),
    requestId,
  });

  /** The member's own project, or 404. */
  const own = (access: RequestAccess, row: ProjectWithSession | undefined): ProjectWithSession => {
    if (!row || row.proponent_id !== access.user.id) throw notFound();
    return row;
  };

  const view = async (access: RequestAccess, row: ProjectWithSession): Promise<Project> => {
    const session = await sessionsRepo(db).byId(access.clientId, row.session_id);
    const next = session ? memberNextStatuses(row.status as ProjectStatus, session, clientDay(clock())) : [];
    return projectView(db, access.clientId, row, 'member', next);
  };

  const checkTeam = async (access: RequestAccess, team: number[] | undefined): Promise<void> => {
    if (!team?.length) return;
    const live = await peopleRepo(db).liveIds(access.clientId, team);
    if (team.some((id) => !live.has(id))) throw invalid({ team: [TEAM_MESSAGE] });
  };

  /** Attachments are files the proponent uploaded (an address already on the project stays): 422 otherwise. */
  const checkAttachments = async (
    handle: DbOrTx,
    access: RequestAccess,
    attachments: { url: string }[] | undefined,
    kept: readonly string[] = [],
  ): Promise<void> => {
    const added = (attachments ?? []).map((a, i) => ({ url: a.url, i })).filter((a) => !kept.includes(a.url));
    if (!added.length) return;
    const own = await filesRepo(handle).knownUrls(
      access.clientId,
      added.map((a) => a.url),
      access.user.id,
    );
    const wrong = added.filter((a) => !own.has(a.url));
    if (wrong.length)
      throw invalid(Object.fromEntries(wrong.map((a) => [`attachments.${a.i}.url`, [PROJECT_MESSAGES.attachment]])));
  };

  return {
    async list(access: RequestAccess, query: MemberProjectListQuery): Promise<Page<ProjectListItem>> {
      const { rows, total } = await projectsRepo(db).page(
        access.clientId,
        { proponentId: access.user.id, sessionId: query.session_id, status: query.status },
        '-updated_at',
        pageWindow(query),
      );
      const people = await peopleRepo(db).byIds(access.clientId, rows.flatMap(peopleOfRow));
      return toPage(
        rows.map((row) => toListItem(row, people, 'member')),
        total,
        query,
      );
    },

    read: async (access: RequestAccess, id: number): Promise<Project> =>
      view(access, own(access, await projectsRepo(db).byId(access.clientId, id))),

    /** A new project in rascunho, into a session of the client that is open. */
    async create(access: RequestAccess, body: CreateBody, requestId: string): Promise<Project> {
      const session = await sessionsRepo(db).byId(access.clientId, body.session_id);
      if (!session) throw invalid({ session_id: [SESSION_MESSAGE] });
      if (session.status !== 'aberta') throw invalid({ session_id: [PROJECT_MESSAGES.sessionClosed] });
      await checkTeam(access, body.team);
      await checkAttachments(db, access, body.attachments);
      const step = act(access, requestId);
      const row = await db.transaction().execute(async (trx) => {
        const id = await projectsRepo(trx).insert({
          client_id: access.clientId,
          session_id: session.id,
          proponent_id: access.user.id,
          title: body.title,
          summary: body.summary,
          objectives: body.objectives,
          target_audience: body.target_audience,
          budget_cents: centsOf(body.budget),
          start_date: body.start_date,
          end_date: body.end_date,
          attachments: JSON.stringify(body.attachments),
          team: JSON.stringify(body.team),
          status: 'rascunho',
          created_at: isoAt(step.at),
          updated_at: isoAt(step.at),
        });
        const created = await lockProject(trx, access.clientId, id);
        // The creation is the timeline's first entry (to_status names where the project starts).
        await projectsRepo(trx).insertEvent({
          client_id: access.clientId,
          project_id: id,
          kind: 'criado',
          from_status: null,
          to_status: 'rascunho',
          actor_id: access.user.id,
          text: null,
          internal: 0,
          data: null,
          created_at: isoAt(step.at),
        });
        await recordAudit(trx, {
          clientId: access.clientId,
          actorUserId: access.user.id,
          action: 'project.create',
          entity: PROJECT_ENTITY,
          entityId: id,
          after: body,
          requestId,
          at: step.at,
        });
        return created;
      });
      return view(access, row);
    },

    /** Only in rascunho or devolvido_para_ajustes (409 otherwise); only the fields sent change. */
    async update(access: RequestAccess, id: number, body: UpdateBody, requestId: string): Promise<Project> {
      await checkTeam(access, body.team);
      const step = act(access, requestId);
      const row = await db.transaction().execute(async (trx) => {
        const current = own(access, await lockProject(trx, access.clientId, id));
        if (!EDITABLE_STATUSES.includes(current.status as ProjectStatus))
          throw new ProjectConflict(PROJECT_MESSAGES.notEditable, { status: [PROJECT_MESSAGES.notEditable] });
        await checkAttachments(
          trx,
          access,
          body.attachments,
          readAttachments(current.attachments).map((a) => a.url),
        );
        const { budget, attachments, team, ...rest } = body;
        const start = rest.start_date ?? current.start_date;
        const end = rest.end_date ?? current.end_date;
        if (end < start) throw invalid({ end_date: [PROJECT_MESSAGES.datesOrder] });
        const patch = {
          ...rest,
          ...(budget === undefined ? {} : { budget_cents: centsOf(budget) }),
          ...(attachments === undefined ? {} : { attachments: JSON.stringify(attachments) }),
          ...(team === undefined ? {} : { team: JSON.stringify(team) }),
        };
        // Edits of a draft are the proponent's business; changes after a devolutiva are part of the review's history.
        if (current.status === 'rascunho') {
          await projectsRepo(trx).update(access.clientId, id, { ...patch, updated_at: isoAt(step.at) });
          await recordAudit(trx, {
            clientId: access.clientId,
            actorUserId: access.user.id,
            action: 'project.update',
            entity: PROJECT_ENTITY,
            entityId: id,
            after: body,
            requestId,
            at: step.at,
          });
          return lockProject(trx, access.clientId, id);
        }
        return applyStep(trx, step, current, { kind: 'editado', patch, action: 'project.update' });
      });
      return view(access, row);
    },

    /** rascunho | devolvido_para_ajustes → enviado, inside the open session's period, with the proponent data filled in. */
    async submit(access: RequestAccess, id: number, requestId: string): Promise<Project> {
      const step = act(access, requestId);
      const row = await db.transaction().execute(async (trx) => {
        const current = own(access, await lockProject(trx, access.clientId, id));
        if (!EDITABLE_STATUSES.includes(current.status as ProjectStatus))
          throw transitionRefused(current.status as ProjectStatus);
        const session = await sessionsRepo(trx).byId(access.clientId, current.session_id);
        if (!session || session.status !== 'aberta') throw invalid({ session_id: [PROJECT_MESSAGES.sessionClosed] });
        if (!inPeriod(session, clientDay(step.at))) throw invalid({ session_id: [PROJECT_MESSAGES.outsidePeriod] });
        if (!(await peopleRepo(trx).proponentData(access.clientId, access.user.id)))
          throw invalid({ proponent_data: [PROJECT_MESSAGES.proponentData] });
        return applyStep(trx, step, current, {
          kind: 'enviado',
          to: 'enviado',
          patch: { submitted_at: isoAt(step.at) },
          action: 'project.submit',
        });
      });
      return view(access, row);
    },

    /** Only a draft may be deleted. */
    async remove(access: RequestAccess, id: number, requestId: string): Promise<void> {
      const at = clock();
      await db.transaction().execute(async (trx) => {
        const current = own(access, await lockProject(trx, access.clientId, id));
        if (current.status !== 'rascunho') throw transitionRefused(current.status as ProjectStatus);
        await projectsRepo(trx).remove(access.clientId, id);
        await recordAudit(trx, {
          clientId: access.clientId,
          actorUserId: access.user.id,
          action: 'project.delete',
          entity: PROJECT_ENTITY,
          entityId: id,
          before: { title: current.title, status: current.status },
          requestId,
          at,
        });
      });
    },

    proponentData: async (access: RequestAccess): Promise<ProponentData | null> =>
      toProponentData(await peopleRepo(db).proponentData(access.clientId, access.user.id)),

    async saveProponentData(
      access: RequestAccess,
      body: z.output<typeof proponentDataBody>,
      requestId: string,
    ): Promise<ProponentData | null> {
      const at = clock();
      await db.transaction().execute(async (trx) => {
        const repo = peopleRepo(trx);
        const before = toProponentData(await repo.proponentData(access.clientId, access.user.id));
        await repo.saveProponentData({
          client_id: access.clientId,
          user_id: access.user.id,
          ...body,
          address: JSON.stringify(body.address),
          updated_at: isoAt(at),
        });
        await recordAudit(trx, {
          clientId: access.clientId,
          actorUserId: access.user.id,
          action: 'proponent_data.save',
          entity: PROPONENT_ENTITY,
          entityId: access.user.id,
          before,
          after: body,
          requestId,
          at,
        });
      });
      return toProponentData(await peopleRepo(db).proponentData(access.clientId, access.user.id));
    },

    /** Active people of the client, for the team picker: a name and a picture to recognise them by, nothing else. */
    people: async (access: RequestAccess, search?: string): Promise<TeamCandidate[]> =>
      (await peopleRepo(db).people(access.clientId, search || undefined)).map((p) => ({
        id: p.id,
        name: p.name,
        picture: p.picture,
      })),
  };
}
