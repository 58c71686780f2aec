import { randomInt } from 'node:crypto';
import { collectionByEntity } from '@console/contract';
import { tableOf } from '../../../db/collections/layout.ts';
import type { Effect } from '../../../platform/domain-events.ts';
import { rowById } from '../repo.ts';
import { issuedTo, templateOf } from './learning-repo.ts';

/**
 * Learning's rule (issue 29): an enrolment concluded issues its course's certificate, once per member and course
 * (the record with its verification code; the PDF comes with the member's side).
 */

/** Letters and digits without look-alikes (0/O, 1/I/L), as generated codes use. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A verification code: CERT-XXXX-XXXX-XXXX (60 bits; checked free before it is written). */
const verificationCode = (): string =>
  `CERT-${[0, 1, 2].map(() => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')).join('-')}`;

export const issueCertificate: Effect<{
  kind: 'enrolment_concluded';
  clientId: number;
  id: number;
  memberId: number;
}> = async (context, event) => {
  const { trx, actor } = context;
  const enrolment = await rowById(trx, event.clientId, tableOf(collectionByEntity('matriculas')!), event.id);
  const cohort = enrolment
    ? await rowById(trx, event.clientId, tableOf(collectionByEntity('turmas')!), Number(enrolment.turma_id))
    : undefined;
  const courseId = Number(cohort?.curso_id ?? 0);
  if (!courseId || (await issuedTo(trx, event.clientId, event.memberId, courseId))) return [];
  const course = await rowById(trx, event.clientId, tableOf(collectionByEntity('cursos')!), courseId);
  const day = String(enrolment?.concluido_em ?? new Date(context.now).toISOString().slice(0, 10));
  return context.collections.create(trx, collectionByEntity('certificados')!, actor, {
    codigo_verificacao: verificationCode(),
    titular: event.memberId,
    curso_id: courseId,
    modelo_id: await templateOf(trx, event.clientId, courseId),
    emitido_em: day,
    carga_horaria: course?.carga_horaria == null ? null : Number(course.carga_horaria),
    status: 'valido',
  });
};
