import { collectionByEntity } from '@console/contract';
import type { Tx } from '../../db/handle.ts';
import { toMillis } from '../../db/dialects/index.ts';
import { isoAt } from '../../platform/clock.ts';
import type { WrittenChange } from '../../platform/collection-writes.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { exportTimeZone } from '../../platform/export/time-zone.ts';
import { addDays, dayIn, instantOf, weekdayOf } from '../../platform/zoned-time.ts';
import { classSlots, occurrencesFrom, unlinkedBookings, type ClassSlot } from './occurrences-repo.ts';
import { platformActor } from './timers.ts';

/**
 * The dated occurrences of the group classes (issue 29; contract `ocorrencias-aula`), a daily job of the queue: for
 * every client, each active class gets an occurrence on each of the next OCCURRENCE_DAYS days (today included, in the
 * client's time zone) that falls on its weekday, at its time there, with its duration and capacity. Written through
 * the collections' write path as the platform's (audited, announced); one per class and start (the definition's
 * unique set), so a repeated run, or two at once, makes nothing more. A booking of the class on that date already
 * made is linked to it. A future occurrence the job made that the timetable no longer has (the class inactive, its
 * weekday or time changed) is cancelled when nobody booked it; one with bookings stays for the staff. Nothing is
 * ever removed.
 */

export const CLASS_OCCURRENCES_JOB = 'fitness.occurrences';
/** Every day at 03:00 (São Paulo), before the gyms open. */
const EVERY_DAY = '0 3 * * *';
const OCCURRENCE_DAYS = 14;

const WEEKDAYS: Readonly<Record<string, number>> = { dom: 0, seg: 1, ter: 2, qua: 3, qui: 4, sex: 5, sab: 6 };
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export type OccurrenceDeps = Pick<AppDeps, 'db' | 'sql' | 'clock' | 'collections' | 'jobs'>;

export interface OccurrenceRun {
  /** `<class id>@<ISO start>` of each occurrence made. */
  created: string[];
  /** Ids of the occurrences cancelled. */
  cancelled: number[];
}

const occurrences = () => collectionByEntity('ocorrencias-aula')!;
const bookings = () => collectionByEntity('reservas-aula')!;

/** The starts (ISO) of a class in the window of days, in the zone; none for an inactive class or a malformed time. */
function startsOf(slot: ClassSlot, days: readonly string[], zone: string): { day: string; start: string }[] {
  const weekday = WEEKDAYS[slot.diaSemana];
  if (!slot.active || weekday === undefined || !TIME.test(slot.horario)) return [];
  return days
    .filter((day) => weekdayOf(day) === weekday)
    .map((day) => ({ day, start: isoAt(instantOf(zone, day, slot.horario)) }));
}

const titleOf = (slot: ClassSlot, day: string) =>
  `${slot.modalidade} ${day.slice(8, 10)}/${day.slice(5, 7)} ${slot.horario}`;

/** One occurrence, with the bookings of its class and day linked to it. */
async function make(
  deps: OccurrenceDeps,
  trx: Tx,
  slot: ClassSlot,
  day: string,
  start: string,
): Promise<WrittenChange[]> {
  const actor = platformActor(occurrences(), slot.clientId);
  const changes = await deps.collections.create(trx, occurrences(), actor, {
    aula_coletiva_id: slot.id,
    titulo: titleOf(slot, day),
    data: day,
    horario: slot.horario,
    inicio: start,
    duracao_min: slot.duracaoMin ?? 60,
    capacidade: slot.capacidade,
    da_grade: 1,
    status: 'agendada',
  });
  const id = changes.find((change) => change.entity === 'ocorrencias-aula' && change.action === 'created')!.id;
  const bookingActor = platformActor(bookings(), slot.clientId);
  for (const booking of await unlinkedBookings(trx, slot.clientId, slot.id, day))
    changes.push(...(await deps.collections.update(trx, bookings(), bookingActor, booking, { ocorrencia_id: id })));
  return changes;
}

/** Makes the coming occurrences of every client's classes, now; answers what it made and cancelled. */
export async function runClassOccurrences(deps: OccurrenceDeps): Promise<OccurrenceRun> {
  const now = deps.clock();
  const run: OccurrenceRun = { created: [], cancelled: [] };
  const byClient = new Map<number, ClassSlot[]>();
  for (const slot of await classSlots(deps.db))
    byClient.set(slot.clientId, [...(byClient.get(slot.clientId) ?? []), slot]);

  for (const [clientId, slots] of byClient) {
    const zone = await exportTimeZone(deps.db, clientId);
    const today = dayIn(zone, now);
    const days = Array.from({ length: OCCURRENCE_DAYS }, (_, n) => addDays(today, n));
    const stored = await occurrencesFrom(deps.db, clientId, isoAt(instantOf(zone, today, '00:00')));
    const have = new Set(stored.map((o) => `${o.classId}@${toMillis(o.inicio)}`));
    const wanted = new Set<string>();

    for (const slot of slots)
      for (const { day, start } of startsOf(slot, days, zone)) {
        const key = `${slot.id}@${Date.parse(start)}`;
        wanted.add(key);
        // A start already past today is not made (the job ran late); one cancelled by hand is not made again.
        if (have.has(key) || Date.parse(start) <= now) continue;
        let changes: WrittenChange[];
        try {
          changes = await deps.db.transaction().execute((trx) => make(deps, trx, slot, day, start));
        } catch (error) {
          // Another run made it meanwhile: the unique set of class and start decides (the check, or the index).
          if ((error instanceof AppError && error.statusCode === 409) || deps.sql.isUniqueViolation(error)) continue;
          throw error;
        }
        deps.collections.announce(clientId, changes);
        run.created.push(`${slot.id}@${start}`);
      }

    // What the timetable no longer has, in the future, made by the job, scheduled and unbooked: cancelled.
    const active = new Map(slots.map((slot) => [slot.id, slot]));
    for (const occurrence of stored) {
      const start = toMillis(occurrence.inicio);
      if (!occurrence.fromTimetable || occurrence.status !== 'agendada' || start <= now) continue;
      if (occurrence.reservas > 0) continue;
      const slot = active.get(occurrence.classId);
      const inWindow = start < instantOf(zone, addDays(today, OCCURRENCE_DAYS), '00:00');
      if (slot?.active && (!inWindow || wanted.has(`${occurrence.classId}@${start}`))) continue;
      const changes = await deps.db.transaction().execute((trx) =>
        deps.collections.update(trx, occurrences(), platformActor(occurrences(), clientId), occurrence.id, {
          status: 'cancelada',
        }),
      );
      deps.collections.announce(clientId, changes);
      run.cancelled.push(occurrence.id);
    }
  }
  return run;
}

/** Puts the occurrences' pass on the job queue: every day, on one instance. */
export function defineClassOccurrences(deps: OccurrenceDeps): void {
  deps.jobs.define({
    kind: CLASS_OCCURRENCES_JOB,
    every: EVERY_DAY,
    timeoutMs: 10 * 60_000,
    attempts: 3,
    async run() {
      await runClassOccurrences(deps);
    },
  });
}
