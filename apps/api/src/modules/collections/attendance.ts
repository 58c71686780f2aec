import {
  attendanceBody,
  attendanceQuery,
  attendanceSession,
  collectionByEntity,
  type AttendanceSaved,
  type AttendanceSheet,
} from '@console/contract';
import { tableOf } from '../../db/collections/layout.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { WriteActor, WrittenChange } from '../../platform/collection-writes.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { activeParticipants, sessionRows, sessionsOf } from './attendance-repo.ts';
import { rowById } from './repo.ts';
import type { CollectionDeps, Place } from './service.ts';
import { collectionWrites } from './write-path.ts';

const NOT_ENROLLED_MESSAGE = 'Este participante não está matriculado nesta turma.';

/** Zod issues as the envelope's errors by field (`presencas.3.participante`). */
function refused(issues: readonly { path: readonly PropertyKey[]; message: string }[]): never {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.path.map(String).join('.') || 'body'] ??= []).push(issue.message);
  throw invalid(errors);
}

/**
 * A cohort's attendance grid (issue 28): the sheet of one session (its active participants, each with the session's
 * mark or present by default) and its save, which creates the missing attendance rows in one batch and updates the
 * changed ones, through the write path (checks, audit), in one transaction with the save's own audit entry.
 */
export function attendanceService(deps: CollectionDeps) {
  const { db } = deps;
  const writes = collectionWrites(deps);
  const cohorts = collectionByEntity('turmas')!;
  const attendance = collectionByEntity('frequencia')!;
  const enrolments = collectionByEntity('matriculas')!;

  const cohortOf = async (clientId: number, id: number) => {
    const cohort = await rowById(db, clientId, tableOf(cohorts), id);
    if (!cohort) throw notFound();
    return cohort;
  };

  return {
    async sheet(place: Place, id: number, raw: unknown): Promise<AttendanceSheet> {
      const { clientId } = place.access;
      await cohortOf(clientId, id);
      const query = attendanceQuery.safeParse(raw ?? {});
      if (!query.success) refused(query.error.issues);
      const sessions = await sessionsOf(db, clientId, tableOf(attendance), id);
      if (!query.data.encontro && !query.data.data) return { sessions, participants: [] };
      const session = attendanceSession.safeParse(query.data);
      if (!session.success) refused(session.error.issues);
      const marks = new Map(
        (await sessionRows(db, clientId, tableOf(attendance), id, session.data)).map((row) => [
          Number(row.participante),
          row,
        ]),
      );
      const participants = (await activeParticipants(db, clientId, tableOf(enrolments), id)).map((p) => {
        const mark = marks.get(p.participante);
        return {
          ...p,
          presente: mark ? Boolean(Number(mark.presente)) : true,
          atraso_min: mark?.atraso_min == null ? null : Number(mark.atraso_min),
          recorded: Boolean(mark),
        };
      });
      return { sessions, participants };
    },

    async save(place: Place, id: number, raw: unknown): Promise<AttendanceSaved> {
      const { clientId } = place.access;
      await cohortOf(clientId, id);
      const body = attendanceBody.safeParse(raw ?? {});
      if (!body.success) refused(body.error.issues);
      const { encontro, data, presencas } = body.data;
      const actor: WriteActor = {
        clientId,
        userId: place.access.user.id,
        grants: place.access.grants,
        requestId: place.requestId,
      };
      const { saved, changes } = await db.transaction().execute(async (trx) => {
        const enrolled = new Set(
          (await activeParticipants(trx, clientId, tableOf(enrolments), id)).map((p) => p.participante),
        );
        const errors: Record<string, string[]> = {};
        const seen = new Set<number>();
        presencas.forEach((mark, i) => {
          if (!enrolled.has(mark.participante) || seen.has(mark.participante))
            errors[`presencas.${i}.participante`] = [NOT_ENROLLED_MESSAGE];
          seen.add(mark.participante);
        });
        if (Object.keys(errors).length) throw invalid(errors);
        const stored = new Map(
          (await sessionRows(trx, clientId, tableOf(attendance), id, { encontro, data })).map((row) => [
            Number(row.participante),
            row,
          ]),
        );
        const valuesOf = (mark: (typeof presencas)[number]) => ({
          presente: mark.presente ? 1 : 0,
          atraso_min: mark.presente ? (mark.atraso_min ?? null) : null,
        });
        const fresh = presencas.filter((mark) => !stored.has(mark.participante));
        const created = await writes.createMany(
          trx,
          attendance,
          actor,
          fresh.map((mark) => ({ turma_id: id, encontro, data, participante: mark.participante, ...valuesOf(mark) })),
        );
        const all: WrittenChange[] = [...created.changes];
        let updated = 0;
        for (const mark of presencas) {
          const before = stored.get(mark.participante);
          const values = valuesOf(mark);
          if (!before || Object.entries(values).every(([k, v]) => String(before[k] ?? '') === String(v ?? '')))
            continue;
          all.push(...(await writes.update(trx, attendance, actor, before, values)).changes);
          updated += 1;
        }
        await recordAudit(trx, {
          clientId,
          actorUserId: actor.userId,
          action: `${cohorts.entity}.chamada`,
          entity: cohorts.entity,
          entityId: id,
          after: { encontro, data, presentes: presencas.filter((m) => m.presente).length, total: presencas.length },
          requestId: place.requestId,
          at: deps.clock(),
        });
        return { saved: { created: created.ids.length, updated }, changes: all };
      });
      writes.announce(clientId, changes);
      return saved;
    },
  };
}
