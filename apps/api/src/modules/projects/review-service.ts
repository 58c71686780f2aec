import {
  DECISION_STATUS,
  isAllowed,
  PROJECT_MESSAGES,
  REVIEWABLE_STATUSES,
  weightedTotal,
  type devolutivaBody,
  type encaminhamentoBody,
  type parecerBody,
  type Project,
  type ProjectListItem,
  type projectListQuery,
  type ProjectPerson,
  type ProjectStatus,
  type statusBody,
} from '@console/contract';
import type { z } from 'zod';
import type { RequestAccess } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { forbidden, invalid, notFound, refused } from '../../platform/errors.ts';
import { pageWindow, toPage, type Page } from '../../platform/pagination.ts';
import { deliverAll, enqueueDecision, enqueueForwarded } from './notify.ts';
import { peopleRepo } from './people-repo.ts';
import { peopleOfRow, readCriteria, readEventData, readTeam, toListItem, toPerson } from './present.ts';
import { projectsRepo, type ProjectWithSession } from './repo.ts';
import { adminNextStatuses, applyStep, lockProject, projectView, transitionRefused, type Act } from './workflow.ts';

type ListQuery = z.output<typeof projectListQuery>;

/**
 * Who reviews projects (and may be forwarded one): whoever the permission rule (the contract's isAllowed) lets open
 * the projects and write a parecer, as the parecer's route asks.
 */
const REVIEW_TAGS = ['projetos', 'projetos.parecer'] as const;

/** The mean of the pareceres' weighted totals, one decimal; null without a scored parecer. */
async function meanScore(
  trx: Parameters<typeof projectsRepo>[0],
  clientId: number,
  projectId: number,
): Promise<number | null> {
  const totals = (await projectsRepo(trx).events(clientId, projectId))
    .filter((e) => e.kind === 'parecer')
    .map((e) => readEventData(e.data).total)
    .filter((t): t is number => typeof t === 'number');
  return totals.length ? Math.round((totals.reduce((a, b) => a + b, 0) / totals.length) * 10) / 10 : null;
}

/** A proponent or a member of the team never reviews, forwards or answers their own project (403). */
function refuseInterested(access: RequestAccess, row: ProjectWithSession): void {
  if (row.proponent_id === access.user.id || readTeam(row.team).includes(access.user.id))
    throw refused('reviewConflict');
}

/** The administrator's side: every project of the client, and the review workflow (parecer, encaminhamento, devolutiva). */
export function reviewService(deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'>) {
  const { db, clock } = deps;

  const act = (access: RequestAccess, requestId: string): Act => ({
    clientId: access.clientId,
    actorId: access.user.id,
    at: clock(),
    requestId,
  });
  const view = (access: RequestAccess, row: ProjectWithSession): Promise<Project> =>
    projectView(db, access.clientId, row, 'admin', adminNextStatuses(row.status as ProjectStatus, access.grants));
  const requireSub = (access: RequestAccess, sub: string) => {
    if (!isAllowed(access.grants, `projetos.${sub}`)) throw forbidden();
  };

  return {
    async list(access: RequestAccess, query: ListQuery): Promise<Page<ProjectListItem>> {
      const filter = {
        sessionId: query.session_id,
        status: query.status,
        assigneeId: query.mine ? access.user.id : query.assignee_id,
        overdue: query.overdue,
        search: query.search || undefined,
      };
      const { rows, total } = await projectsRepo(db).page(access.clientId, filter, query.sort, pageWindow(query));
      const people = await peopleRepo(db).byIds(access.clientId, rows.flatMap(peopleOfRow));
      return toPage(
        rows.map((row) => toListItem(row, people, 'admin')),
        total,
        query,
      );
    },

    async read(access: RequestAccess, id: number): Promise<Project> {
      const row = await projectsRepo(db).byId(access.clientId, id);
      if (!row) throw notFound();
      return view(access, row);
    },

    /**
     * A parecer while the project is reviewed; on an `enviado` one the move to em_analise is recorded first. The
     * scores name criteria of the session; the project's score becomes the mean of its pareceres' weighted totals.
     */
    async parecer(
      access: RequestAccess,
      id: number,
      body: z.output<typeof parecerBody>,
      requestId: string,
    ): Promise<Project> {
      const step = act(access, requestId);
      const row = await db.transaction().execute(async (trx) => {
        let current = await lockProject(trx, access.clientId, id);
        refuseInterested(access, current);
        if (!REVIEWABLE_STATUSES.includes(current.status as ProjectStatus))
          throw transitionRefused(current.status as ProjectStatus);
        // A forwarded project is its assignee's to review (one forwarded to a stage only stays open to reviewers).
        if (current.status === 'encaminhado' && current.assignee_id !== null && current.assignee_id !== access.user.id)
          throw refused('reviewNotAssignee');
        const criteria = readCriteria(current.session_criteria);
        const known = new Set(criteria.map((c) => c.id));
        const seen = new Set<string>();
        const errors: Record<string, string[]> = {};
        body.scores.forEach((s, i) => {
          if (!known.has(s.criterion_id)) errors[`scores.${i}.criterion_id`] = [PROJECT_MESSAGES.unknownCriterion];
          else if (seen.has(s.criterion_id)) errors[`scores.${i}.criterion_id`] = [PROJECT_MESSAGES.repeatedCriterion];
          seen.add(s.criterion_id);
        });
        if (Object.keys(errors).length) throw invalid(errors);
        const scored = new Set(body.scores.map((s) => s.criterion_id));
        // A rubric is scored whole or not at all (a parecer may be text only).
        if (body.scores.length && criteria.some((c) => !scored.has(c.id)))
          throw invalid({ scores: [PROJECT_MESSAGES.missingScores] });
        if (current.status === 'enviado')
          current = await applyStep(trx, step, current, {
            kind: 'analise',
            to: 'em_analise',
            action: 'project.analyse',
          });
        const total = weightedTotal(criteria, body.scores);
        current = await applyStep(trx, step, current, {
          kind: 'parecer',
          text: body.text,
          internal: body.internal,
          data: { recommendation: body.recommendation, scores: body.scores, total },
          action: 'project.parecer',
        });
        const score = await meanScore(trx, access.clientId, id);
        await projectsRepo(trx).update(access.clientId, id, { score });
        return { ...current, score };
      });
      return view(access, row);
    },

    /** em_analise → encaminhado: to a reviewer of the client and/or a stage, with a deadline in the future; the reviewer is e-mailed. */
    async encaminhamento(
      access: RequestAccess,
      id: number,
      body: z.output<typeof encaminhamentoBody>,
      requestId: string,
    ): Promise<Project> {
      const step = act(access, requestId);
      const deadline = new Date(body.deadline);
      if (deadline.getTime() <= step.at) throw invalid({ deadline: [PROJECT_MESSAGES.deadlinePast] });
      if (body.assignee_id !== null && !(await peopleRepo(db).holds(access.clientId, body.assignee_id, REVIEW_TAGS)))
        throw invalid({ assignee_id: [PROJECT_MESSAGES.reviewer] });
      const mails: (number | null)[] = [];
      const row = await db.transaction().execute(async (trx) => {
        const current = await lockProject(trx, access.clientId, id);
        refuseInterested(access, current);
        if (
          body.assignee_id !== null &&
          (current.proponent_id === body.assignee_id || readTeam(current.team).includes(body.assignee_id))
        )
          throw invalid({ assignee_id: [PROJECT_MESSAGES.assigneeInterested] });
        const due = deadline.toISOString();
        const after = await applyStep(trx, step, current, {
          kind: 'encaminhamento',
          to: 'encaminhado',
          text: body.note || null,
          internal: true,
          data: { assignee_id: body.assignee_id, stage: body.stage, deadline: due },
          patch: { assignee_id: body.assignee_id, stage: body.stage, due_at: due, overdue: 0, reminded_at: null },
          action: 'project.forward',
        });
        if (body.assignee_id !== null) {
          mails.push(
            await enqueueForwarded(deps, trx, access.clientId, {
              projectId: id,
              title: current.title,
              assigneeId: body.assignee_id,
              actorName: access.user.name,
              stage: body.stage,
              deadline: due,
              note: body.note,
            }),
          );
        }
        return after;
      });
      await deliverAll(deps, mails);
      return view(access, row);
    },

    /** em_analise → aprovado | reprovado | devolvido_para_ajustes, with the message the proponent receives by e-mail. */
    async devolutiva(
      access: RequestAccess,
      id: number,
      body: z.output<typeof devolutivaBody>,
      requestId: string,
    ): Promise<Project> {
      const step = act(access, requestId);
      const mails: (number | null)[] = [];
      const row = await db.transaction().execute(async (trx) => {
        const current = await lockProject(trx, access.clientId, id);
        refuseInterested(access, current);
        const after = await applyStep(trx, step, current, {
          kind: 'devolutiva',
          to: DECISION_STATUS[body.decision],
          text: body.text,
          data: { decision: body.decision },
          patch: { due_at: null, overdue: 0, reminded_at: null },
          action: 'project.devolutiva',
        });
        mails.push(
          await enqueueDecision(deps, trx, access.clientId, {
            projectId: id,
            title: current.title,
            proponentId: current.proponent_id,
            decision: body.decision,
            text: body.text,
          }),
        );
        return after;
      });
      await deliverAll(deps, mails);
      return view(access, row);
    },

    /**
     * → em_analise without a form: the analysis of an `enviado` project starts (sub-tag parecer), or a forwarded one
     * returns (sub-tag encaminhar) to the person who forwarded it, its deadline cleared.
     */
    async toAnalysis(
      access: RequestAccess,
      id: number,
      body: z.output<typeof statusBody>,
      requestId: string,
    ): Promise<Project> {
      const step = act(access, requestId);
      const row = await db.transaction().execute(async (trx) => {
        const current = await lockProject(trx, access.clientId, id);
        if (current.status === 'enviado') {
          requireSub(access, 'parecer');
          return applyStep(trx, step, current, {
            kind: 'analise',
            to: 'em_analise',
            text: body.note || null,
            action: 'project.analyse',
          });
        }
        if (current.status === 'encaminhado') {
          requireSub(access, 'encaminhar');
          const forwarded = await projectsRepo(trx).lastEvent(access.clientId, id, 'encaminhamento');
          return applyStep(trx, step, current, {
            kind: 'retorno',
            to: 'em_analise',
            text: body.note || null,
            internal: true,
            patch: { assignee_id: forwarded?.actor_id ?? null, due_at: null, overdue: 0, reminded_at: null },
            action: 'project.return',
          });
        }
        throw transitionRefused(current.status as ProjectStatus);
      });
      return view(access, row);
    },

    /** People of the client allowed to review (REVIEW_TAGS). */
    reviewers: async (access: RequestAccess, search?: string): Promise<ProjectPerson[]> =>
      (await peopleRepo(db).holders(access.clientId, REVIEW_TAGS, search || undefined)).map(
        (p) => toPerson(p) as ProjectPerson,
      ),
  };
}
