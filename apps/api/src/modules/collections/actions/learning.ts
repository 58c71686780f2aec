import { ACTION_BATCH, collectionByEntity, type ActionReport } from '@console/contract';
import { tableOf } from '../../../db/collections/layout.ts';
import { exportTimeZone } from '../../../platform/export/time-zone.ts';
import { enrolledAmong, originMembers, originSize, type Origin } from './enrol-repo.ts';
import type { ActionHandler } from './types.ts';

/** Members one step of an enrolment takes: their enrolments are written in one transaction. */
export const ENROL_STEP = 2_000;

/** A member refused because the cohort has no seat left (worded in en and es in platform/field-messages.ts). */
const FULL_MESSAGE = 'Turma sem vagas: não há vaga para esta matrícula.';

const originOf = (input: Record<string, unknown>): Origin =>
  input.origem === 'grupo'
    ? { group: Number(input.grupo) }
    : input.origem === 'regional'
      ? { regional: Number(input.regional) }
      : { ids: [input.membros ?? []].flat().map(Number) };

/**
 * Enrols the active members of a group, a regional or a picked set in a cohort, ENROL_STEP members a call in user id
 * order after `cursor`: members already enrolled are skipped, the others get an active enrolment (numbered by its
 * sequence) while the cohort has seats, all in one batch create whose figures (matriculados, vagas restantes) are
 * recounted once. Once the seats run out, the rest of the origin is refused and the run ends (`next` null).
 */
const enrol: ActionHandler = async ({ trx, sql, actor, row, input, cursor = 0, at, writes }) => {
  const { clientId } = actor;
  const enrolments = collectionByEntity('matriculas')!;
  const origin = originOf(input);
  const total = await originSize(trx, clientId, origin);
  const members = await originMembers(trx, clientId, origin, cursor, ENROL_STEP);
  const enrolled = await enrolledAmong(
    trx,
    sql.collections,
    clientId,
    tableOf(enrolments),
    row.id,
    members.map((m) => m.id),
  );
  const fresh = members.filter((member) => !enrolled.has(member.id));
  const seats = row.vagas == null ? Infinity : Math.max(0, Number(row.vagas) - Number(row.matriculados ?? 0));
  const taken = fresh.slice(0, seats);
  const refused = fresh.slice(taken.length);
  const timeZone = await exportTimeZone(trx, clientId);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const { changes } = await writes.createMany(
    enrolments,
    taken.map((member) => ({
      turma_id: row.id,
      participante: member.id,
      matriculado_em: today.format(new Date(at)),
      progresso: 0,
      status: 'ativa',
    })),
  );
  const last = members.at(-1)?.id;
  const full = refused.length > 0;
  // Once full, the members past this step are refused too, counted without being read.
  const beyond = full && last !== undefined ? await originSize(trx, clientId, origin, last) : 0;
  const report: ActionReport = {
    total,
    done: taken.length,
    skipped: enrolled.size,
    failed: refused.slice(0, ACTION_BATCH).map((member) => ({ label: member.name, message: FULL_MESSAGE })),
    ...(refused.length > ACTION_BATCH || beyond
      ? { failed_more: Math.max(0, refused.length - ACTION_BATCH) + beyond }
      : {}),
    next: !full && members.length === ENROL_STEP && last !== undefined ? last : null,
  };
  return { changes, report };
};

export const learningActions: Readonly<Record<string, ActionHandler>> = {
  'turmas.matricular': enrol,
};
