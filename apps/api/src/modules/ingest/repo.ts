import { sql } from 'kysely';
import { collectionTable } from '../../db/collections/table-fields.ts';
import type { DbOrTx } from '../../db/handle.ts';

/** SQL of the ingestion (migration 031): events by the sender's id, and the open visits check-ins close. */

/** The answer given to an event already ingested in the client, or undefined. */
export const ingestedEvent = async (db: DbOrTx, clientId: number, eventId: string) =>
  (
    await db
      .selectFrom('ingest_events')
      .select(['answer'])
      .where('client_id', '=', clientId)
      .where('event_id', '=', eventId)
      .executeTakeFirst()
  )?.answer;

export const recordEvent = (
  db: DbOrTx,
  clientId: number,
  row: { eventId: string; keyId: number; checkinId: number; answer: string; at: string },
) =>
  db
    .insertInto('ingest_events')
    .values({
      client_id: clientId,
      event_id: row.eventId,
      key_id: row.keyId,
      checkin_id: row.checkinId,
      answer: row.answer,
      created_at: row.at,
    })
    .execute();

const CHECKINS = collectionTable('checkins', ['aluno', 'unidade_id', 'entrada', 'saida', 'codigo']);
const c = CHECKINS.as('c');

/** The member's latest visit to the unit without an exit, entered at or before `at`: the one an exit closes. */
export const openVisit = async (db: DbOrTx, clientId: number, memberId: number, unitId: number, at: string) =>
  (
    await sql<{ id: number }>`select ${c.col('id')} from ${c.from}
      where ${c.col('client_id')} = ${clientId} and ${c.col('aluno')} = ${memberId}
        and ${c.col('unidade_id')} = ${unitId} and ${c.col('saida')} is null and ${c.col('entrada')} <= ${at}
      order by ${c.col('entrada')} desc, ${c.col('id')} desc limit 1`.execute(db)
  ).rows[0];

/** A check-in's number (its generated `codigo`). */
export const checkinCode = async (db: DbOrTx, clientId: number, id: number) =>
  (
    await sql<{ codigo: string | null }>`select ${c.col('codigo')} from ${c.from}
      where ${c.col('client_id')} = ${clientId} and ${c.col('id')} = ${id}`.execute(db)
  ).rows[0]?.codigo ?? null;

const UNITS = collectionTable('unidades', ['nome', 'capacidade', 'ocupacao']);
const u = UNITS.as('u');

/** The client's units with their occupancy now, by name. */
export const unitsOccupancy = async (db: DbOrTx, clientId: number) =>
  (
    await sql<{ id: number; nome: string; capacidade: number | null; ocupacao: number | null }>`select ${u.col('id')},
      ${u.col('nome')}, ${u.col('capacidade')}, ${u.col('ocupacao')} from ${u.from}
      where ${u.col('client_id')} = ${clientId} order by ${u.col('nome')}, ${u.col('id')} limit 1000`.execute(db)
  ).rows;
