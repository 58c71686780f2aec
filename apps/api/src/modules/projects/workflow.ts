import type { FastifyInstance } from 'fastify';
import {
  canTransition,
  EDITABLE_STATUSES,
  errorEnvelope,
  isAllowed,
  nextStates,
  PROJECT_WORKFLOW,
  PROJECT_MESSAGES,
  type Grants,
  type ProjectStatus,
  type TimelineKind,
} from '@console/contract';
import type { Updateable } from 'kysely';
import type { DbOrTx } from '../../db/handle.ts';
import type { ProjectsTable } from '../../db/schema.ts';
import { recordAudit } from '../../platform/audit.ts';
import { isoAt } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import { peopleRepo } from './people-repo.ts';
import { peopleOfEvents, peopleOfRow, readTeam, toProject, type EventData, type Reader } from './present.ts';
import { projectsRepo, type ProjectWithSession } from './repo.ts';
import type { SessionRow } from './sessions-repo.ts';

/** The audit log's entities of this module. */
export const PROJECT_ENTITY = 'project';
export const SESSION_ENTITY = 'project_session';
export const PROPONENT_ENTITY = 'proponent_data';

/** A 409 whose message is the module's own (the transition refused names the current status). */
export class ProjectConflict extends Error {
  constructor(
    readonly text: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(text);
  }
}
export const transitionRefused = (current: ProjectStatus) =>
  new ProjectConflict(PROJECT_MESSAGES.transition(current), { status: [PROJECT_MESSAGES.transition(current)] });

/** Answers this module's conflicts in the envelope; every other error goes on to the app's handler. */
export function installProjectErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ProjectConflict) {
      return reply
        .code(409)
        .type('application/json; charset=utf-8')
        .send(
          errorEnvelope.parse({
            success: false,
            message: error.text,
            ...(error.errors ? { errors: error.errors } : {}),
          }),
        );
    }
    throw error;
  });
}

/** Whether a day lies inside the session's submission period (both ends included). */
export const inPeriod = (session: Pick<SessionRow, 'submission_start' | 'submission_end'>, day: string): boolean =>
  day >= session.submission_start && day <= session.submission_end;

/** The moves an administrator may start now: the workflow's moves from here whose sub-tag the grants hold. */
export const adminNextStatuses = (status: ProjectStatus, grants: Grants): ProjectStatus[] =>
  nextStates(PROJECT_WORKFLOW, status, (sub) => sub !== undefined && isAllowed(grants, `projetos.${sub}`));

/** The member's one move: submit, while editable and inside an open session's period. */
export const memberNextStatuses = (
  status: ProjectStatus,
  session: Pick<SessionRow, 'status' | 'submission_start' | 'submission_end'>,
  day: string,
): ProjectStatus[] =>
  EDITABLE_STATUSES.includes(status) && session.status === 'aberta' && inPeriod(session, day) ? ['enviado'] : [];

/** The project's audited state: what a transition changes. */
const snapshot = (row: Pick<ProjectWithSession, 'status' | 'assignee_id' | 'stage' | 'due_at' | 'score'>) => ({
  status: row.status,
  assignee_id: row.assignee_id,
  stage: row.stage,
  due_at: row.due_at === null ? null : String(row.due_at instanceof Date ? row.due_at.toISOString() : row.due_at),
  score: row.score,
});

/** Who acts, for whom, when: what every write of the module records. */
export interface Act {
  clientId: number;
  actorId: number;
  at: number;
  requestId: string;
}

export interface Step {
  kind: TimelineKind;
  to?: ProjectStatus;
  text?: string | null;
  internal?: boolean;
  data?: EventData;
  /** Columns the step changes beside status and updated_at. */
  patch?: Updateable<ProjectsTable>;
  action: string;
}

/** The project locked for a write in this transaction, or 404. */
export async function lockProject(trx: DbOrTx, clientId: number, id: number): Promise<ProjectWithSession> {
  const repo = projectsRepo(trx);
  const row = (await repo.lock(clientId, id)) ? await repo.byId(clientId, id) : undefined;
  if (!row) throw notFound();
  return row;
}

/**
 * One step of the workflow inside the caller's transaction: the move (refused with 409 when the graph has no such
 * edge), its timeline entry and its audit row. Answers the row after the step.
 */
export async function applyStep(
  trx: DbOrTx,
  act: Act,
  row: ProjectWithSession,
  step: Step,
): Promise<ProjectWithSession> {
  const from = row.status as ProjectStatus;
  if (step.to !== undefined && !canTransition(from, step.to)) throw transitionRefused(from);
  const repo = projectsRepo(trx);
  const at = isoAt(act.at);
  await repo.update(act.clientId, row.id, { ...step.patch, ...(step.to ? { status: step.to } : {}), updated_at: at });
  await repo.insertEvent({
    client_id: act.clientId,
    project_id: row.id,
    kind: step.kind,
    from_status: step.to ? from : null,
    to_status: step.to ?? null,
    actor_id: act.actorId,
    text: step.text ?? null,
    internal: step.internal ? 1 : 0,
    data: step.data ? JSON.stringify(step.data) : null,
    created_at: at,
  });
  const after = await repo.byId(act.clientId, row.id);
  if (!after) throw notFound();
  await recordAudit(trx, {
    clientId: act.clientId,
    actorUserId: act.actorId,
    action: step.action,
    entity: PROJECT_ENTITY,
    entityId: row.id,
    before: snapshot(row),
    after: { ...snapshot(after), event: { kind: step.kind, text: step.text ?? null, ...step.data } },
    requestId: act.requestId,
    at: act.at,
  });
  return after;
}

/** The project as a reader sees it, from a row already read (in or after the write's transaction). */
export async function projectView(
  db: DbOrTx,
  clientId: number,
  row: ProjectWithSession,
  reader: Reader,
  nextStatuses: ProjectStatus[],
) {
  const events = await projectsRepo(db).events(clientId, row.id);
  const people = peopleRepo(db);
  const [persons, proponentData] = await Promise.all([
    people.byIds(clientId, [...peopleOfRow(row), ...peopleOfEvents(events), ...readTeam(row.team)]),
    people.proponentData(clientId, row.proponent_id),
  ]);
  return toProject({ row, events, people: persons, proponentData, nextStatuses }, reader);
}
