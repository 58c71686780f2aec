import type { Kysely } from 'kysely';
import { collectionByEntity } from '@console/contract';
import { tableOf } from '../../db/collections/layout.ts';
import type { DbOrTx } from '../../db/handle.ts';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const dyn = (db: DbOrTx): AnyDb => db as unknown as AnyDb;
const CLASSES = tableOf(collectionByEntity('aulas-coletivas')!);
const OCCURRENCES = tableOf(collectionByEntity('ocorrencias-aula')!);
const BOOKINGS = tableOf(collectionByEntity('reservas-aula')!);

export interface ClassSlot {
  id: number;
  clientId: number;
  modalidade: string;
  diaSemana: string;
  horario: string;
  duracaoMin: number | null;
  capacidade: number;
  active: boolean;
}

/** Every client's group classes with their weekly slot, by client then id. */
export async function classSlots(db: DbOrTx): Promise<ClassSlot[]> {
  const rows = await dyn(db)
    .selectFrom(CLASSES)
    .select(['id', 'client_id', 'modalidade', 'dia_semana', 'horario', 'duracao_min', 'capacidade', 'status'])
    .orderBy('client_id')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    clientId: Number(row.client_id),
    modalidade: String(row.modalidade),
    diaSemana: String(row.dia_semana),
    horario: String(row.horario),
    duracaoMin: row.duracao_min === null ? null : Number(row.duracao_min),
    capacidade: Number(row.capacidade),
    active: row.status === 'ativo',
  }));
}

export interface StoredOccurrence {
  id: number;
  classId: number;
  inicio: string;
  status: string;
  fromTimetable: boolean;
  reservas: number;
}

/** A client's occurrences starting at or after `from` (ISO). */
export async function occurrencesFrom(db: DbOrTx, clientId: number, from: string): Promise<StoredOccurrence[]> {
  const rows = await dyn(db)
    .selectFrom(OCCURRENCES)
    .select(['id', 'aula_coletiva_id', 'inicio', 'status', 'da_grade', 'reservas'])
    .where('client_id', '=', clientId)
    .where('inicio', '>=', from)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    classId: Number(row.aula_coletiva_id),
    inicio: String(row.inicio),
    status: String(row.status),
    fromTimetable: Number(row.da_grade) === 1,
    reservas: Number(row.reservas ?? 0),
  }));
}

/** The occurrence of a class on a day (a scheduled one first), if any. */
export async function occurrenceOn(db: DbOrTx, clientId: number, classId: number, day: string) {
  const row = await dyn(db)
    .selectFrom(OCCURRENCES)
    .select('id')
    .where('client_id', '=', clientId)
    .where('aula_coletiva_id', '=', classId)
    .where('data', '=', day)
    .orderBy('status')
    .orderBy('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** Bookings of a class on a day that name no occurrence yet. */
export async function unlinkedBookings(db: DbOrTx, clientId: number, classId: number, day: string) {
  const rows = await dyn(db)
    .selectFrom(BOOKINGS)
    .select('id')
    .where('client_id', '=', clientId)
    .where('aula_coletiva_id', '=', classId)
    .where('data', '=', day)
    .where('ocorrencia_id', 'is', null)
    .execute();
  return rows.map((row) => Number(row.id));
}
