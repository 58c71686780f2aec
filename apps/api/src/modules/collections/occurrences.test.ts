import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { collectionByEntity } from '@console/contract';
import { tableOf } from '../../db/collections/layout.ts';
import { domainEvents } from '../../platform/domain-events.ts';
import { jobQueue } from '../../platform/jobs/index.ts';
import {
  CLASS_OCCURRENCES_JOB,
  defineClassOccurrences,
  runClassOccurrences,
  type OccurrenceDeps,
} from './occurrences.ts';
import { collectionSuite, pathOf } from './test-kit.ts';
import { collectionWrites } from './write-path.ts';

/**
 * The group classes' dated occurrences on a test clock: the next 14 days from the weekly timetable in São Paulo's
 * time, once per class and start, bookings counted in them, an inactive class's unbooked ones cancelled.
 */

const suite = collectionSuite();
const WEDNESDAY_NOON = Date.parse('2026-06-10T15:00:00Z'); // Wednesday 12:00 in São Paulo
let now = WEDNESDAY_NOON;
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const db = () => suite.kit.db as unknown as AnyDb;
const CLASSES = tableOf(collectionByEntity('aulas-coletivas')!);
const OCCURRENCES = tableOf(collectionByEntity('ocorrencias-aula')!);
const BOOKINGS = tableOf(collectionByEntity('reservas-aula')!);

function deps(): OccurrenceDeps {
  const clock = () => now;
  const kit = suite.kit;
  const events = domainEvents();
  const { writer } = collectionWrites({ sql: kit.database.sql, clock, realtime: kit.realtime, events });
  events.useWriter(writer);
  return {
    db: kit.db,
    sql: kit.database.sql,
    clock,
    collections: writer,
    jobs: jobQueue(kit.db, kit.database.sql.name, clock),
  };
}

/** The client's `index`-th class with this slot, active, without occurrences or bookings. */
async function classWith(index: number, slot: Record<string, unknown>, clientId = 3): Promise<number> {
  const rows = await db().selectFrom(CLASSES).select('id').where('client_id', '=', clientId).orderBy('id').execute();
  const id = Number(rows[index]!.id);
  await db().deleteFrom(BOOKINGS).where('aula_coletiva_id', '=', id).execute();
  await db().deleteFrom(OCCURRENCES).where('aula_coletiva_id', '=', id).execute();
  await db()
    .updateTable(CLASSES)
    .set({ status: 'ativo', capacidade: 20, duracao_min: 50, modalidade: 'Yoga', ...slot })
    .where('id', '=', id)
    .execute();
  return id;
}
const occurrencesOf = (classId: number) =>
  db()
    .selectFrom(OCCURRENCES)
    .select([
      'id',
      'data',
      'horario',
      'inicio',
      'capacidade',
      'duracao_min',
      'reservas',
      'vagas',
      'status',
      'da_grade',
      'titulo',
    ])
    .where('aula_coletiva_id', '=', classId)
    .orderBy('inicio')
    .execute();

describe('group class occurrences', () => {
  it('makes the next 14 days from the weekly slot in the client’s zone, once however often it runs', async () => {
    const wednesday = await classWith(0, { dia_semana: 'qua', horario: '19:30' });
    // Tuesday 22:00 in São Paulo is Wednesday 01:00 UTC: the occurrence's date is the local one.
    const tuesday = await classWith(1, { dia_semana: 'ter', horario: '22:00' });
    // This morning's class already began: not made for today.
    const morning = await classWith(2, { dia_semana: 'qua', horario: '07:00' });

    const run = await runClassOccurrences(deps());
    const first = await occurrencesOf(wednesday);
    expect(first.map((o) => [o.data, o.horario, o.inicio])).toEqual([
      ['2026-06-10', '19:30', '2026-06-10T22:30:00.000Z'],
      ['2026-06-17', '19:30', '2026-06-17T22:30:00.000Z'],
    ]);
    expect(first[0]).toMatchObject({ capacidade: 20, duracao_min: 50, reservas: 0, vagas: 20, status: 'agendada' });
    expect(first[0]!.da_grade).toBe(1);
    expect(first[0]!.titulo).toBe('Yoga 10/06 19:30');
    expect((await occurrencesOf(tuesday)).map((o) => [o.data, o.inicio])).toEqual([
      ['2026-06-16', '2026-06-17T01:00:00.000Z'],
      ['2026-06-23', '2026-06-24T01:00:00.000Z'],
    ]);
    expect((await occurrencesOf(morning)).map((o) => o.data)).toEqual(['2026-06-17']);
    expect(run.created).toContain(`${wednesday}@2026-06-10T22:30:00.000Z`);

    // Again, and the next day: only the day that entered the window is new.
    expect((await runClassOccurrences(deps())).created.filter((c) => c.startsWith(`${wednesday}@`))).toEqual([]);
    now = WEDNESDAY_NOON + 86_400_000;
    expect(await occurrencesOf(wednesday)).toHaveLength(2);
    now = WEDNESDAY_NOON + 7 * 86_400_000;
    await runClassOccurrences(deps());
    expect((await occurrencesOf(wednesday)).map((o) => o.data)).toEqual(['2026-06-10', '2026-06-17', '2026-06-24']);
    const audits = await suite.kit.audits('ocorrencias-aula', Number(first[0]!.id));
    expect(audits.map((a) => [a.action, a.actor_user_id])).toEqual([['ocorrencias-aula.create', null]]);
    now = WEDNESDAY_NOON;
  });

  it('counts the class’s bookings of the date, made before or after it; an inactive class cancels only unbooked ones', async () => {
    now = WEDNESDAY_NOON;
    const classId = await classWith(3, { dia_semana: 'sex', horario: '18:00' });
    const member = await suite.kit.idOf('member@asta.demo');
    const ana = await suite.kit.idOf('ana@asta.demo');
    const book = async (aluno: number, data: string) => {
      const res = await suite.kit.call(
        'POST',
        pathOf('reservas-aula', { params: { aula_coletiva_id: classId } }),
        suite.kit.admin3,
        {
          aluno,
          data,
          reservada_em: new Date(now).toISOString(),
          status: 'reservada',
        },
      );
      expect(res.statusCode, res.body).toBe(201);
    };
    // Booked before the occurrence exists: linked when the job makes it.
    await book(member, '2026-06-12');
    await runClassOccurrences(deps());
    await book(ana, '2026-06-12');
    const [friday, next] = await occurrencesOf(classId);
    expect(friday).toMatchObject({ data: '2026-06-12', reservas: 2, vagas: 18 });
    expect(next).toMatchObject({ data: '2026-06-19', reservas: 0 });

    const off = await suite.kit.call('PUT', pathOf('aulas-coletivas', { id: classId }), suite.kit.admin3, {
      status: 'inativo',
    });
    expect(off.statusCode, off.body).toBe(200);
    const run = await runClassOccurrences(deps());
    expect(run.cancelled).toEqual([Number(next!.id)]);
    expect((await occurrencesOf(classId)).map((o) => [o.data, o.status])).toEqual([
      ['2026-06-12', 'agendada'],
      ['2026-06-19', 'cancelada'],
    ]);
    // No new ones while inactive, and nothing removed.
    now = WEDNESDAY_NOON + 7 * 86_400_000;
    await runClassOccurrences(deps());
    expect(await occurrencesOf(classId)).toHaveLength(2);
    now = WEDNESDAY_NOON;
  });

  it('an occurrence added by hand is left alone when the timetable changes', async () => {
    now = WEDNESDAY_NOON;
    const classId = await classWith(4, { dia_semana: 'seg', horario: '08:00' });
    await runClassOccurrences(deps());
    const extra = await suite.api.create(
      suite.kit.admin3,
      'ocorrencias-aula',
      {
        titulo: 'Aulão de sábado',
        data: '2026-06-13',
        horario: '10:00',
        inicio: '2026-06-13T13:00:00.000Z',
        capacidade: 40,
      },
      { aula_coletiva_id: classId },
    );
    await db().updateTable(CLASSES).set({ dia_semana: 'ter' }).where('id', '=', classId).execute();
    const run = await runClassOccurrences(deps());
    const rows = await occurrencesOf(classId);
    expect(rows.find((o) => o.id === extra.id)).toMatchObject({ status: 'agendada' });
    expect(rows.filter((o) => o.data === '2026-06-15' || o.data === '2026-06-22').map((o) => o.status)).toEqual([
      'cancelada',
      'cancelada',
    ]);
    expect(rows.filter((o) => o.status === 'agendada' && o.id !== extra.id).map((o) => o.data)).toEqual([
      '2026-06-16',
      '2026-06-23',
    ]);
    expect(run.cancelled).toHaveLength(2);
  });

  it('runs daily on the job queue', async () => {
    now = WEDNESDAY_NOON;
    const d = deps();
    defineClassOccurrences(d);
    await d.jobs.runDue();
    const jobs = await suite.kit.db
      .selectFrom('jobs')
      .select(['key', 'run_at'])
      .where('kind', '=', CLASS_OCCURRENCES_JOB)
      .execute();
    expect(jobs.map((j) => j.key)).toContain(`${CLASS_OCCURRENCES_JOB}@2026-06-11T06:00:00.000Z`);
  });
});
