import type { Kysely } from 'kysely';
import type { AttendanceSession } from '@console/contract';
import type { DbOrTx } from '../../db/handle.ts';
import type { StoredRow } from './repo.ts';

/** The SQL of a cohort's attendance sheet: its sessions, its active participants, a session's rows. */

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const dyn = (db: DbOrTx): AnyDb => db as unknown as AnyDb;

/** The sessions of a cohort's attendance rows, newest first. */
export async function sessionsOf(
  db: DbOrTx,
  clientId: number,
  table: string,
  cohortId: number,
): Promise<AttendanceSession[]> {
  const rows = await dyn(db)
    .selectFrom(table)
    .select(['encontro', 'data'])
    .distinct()
    .where('client_id', '=', clientId)
    .where('turma_id', '=', cohortId)
    .orderBy('data', 'desc')
    .orderBy('encontro')
    .limit(200)
    .execute();
  return rows.map((row) => ({ encontro: String(row.encontro), data: String(row.data) }));
}

/** The members with an active enrolment in the cohort, by name. */
export async function activeParticipants(
  db: DbOrTx,
  clientId: number,
  table: string,
  cohortId: number,
): Promise<{ participante: number; nome: string }[]> {
  const rows = await dyn(db)
    .selectFrom(`${table} as m`)
    .innerJoin('users as u', 'u.id', 'm.participante')
    .select(['m.participante as participante', 'u.name as nome'])
    .where('m.client_id', '=', clientId)
    .where('m.turma_id', '=', cohortId)
    .where('m.status', '=', 'ativa')
    .where('u.client_id', '=', clientId)
    .orderBy('u.name')
    .orderBy('m.participante')
    .execute();
  return rows.map((row) => ({ participante: Number(row.participante), nome: String(row.nome) }));
}

/** A session's attendance rows of the cohort. */
export async function sessionRows(
  db: DbOrTx,
  clientId: number,
  table: string,
  cohortId: number,
  session: AttendanceSession,
): Promise<StoredRow[]> {
  return (await dyn(db)
    .selectFrom(table)
    .selectAll()
    .where('client_id', '=', clientId)
    .where('turma_id', '=', cohortId)
    .where('encontro', '=', session.encontro)
    .where('data', '=', session.data)
    .execute()) as StoredRow[];
}
