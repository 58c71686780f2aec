import { collectionByEntity, isFull } from '@console/contract';
import { tableOf } from '../../../db/collections/layout.ts';
import { conflict } from '../../../platform/errors.ts';
import { aggregateOf, lockRow } from '../kept-repo.ts';
import { rowById } from '../repo.ts';
import type { CollectionHooks } from './types.ts';

/** The 409 of a confirmation an event has no seat for. */
export const SOLD_OUT_MESSAGE = 'Evento esgotado: não há vaga para confirmar esta inscrição.';

/**
 * An event's registrations never exceed its capacity: a registration that would be confirmed takes the event's row
 * lock, then counts the confirmed ones (so two at once are counted one after the other). A new one for a full event
 * goes to the waiting list; confirming an existing one for a full event is refused.
 */
export const registrationHooks: CollectionHooks = {
  async beforeWrite({ trx, dialect, clientId, def, before }, values) {
    const status = values.status ?? before?.status;
    const eventId = Number(values.evento_id ?? before?.evento_id);
    const movesIn = !before || before.status !== 'confirmada' || Number(before.evento_id) !== eventId;
    if (status !== 'confirmada' || !movesIn) return;
    const events = collectionByEntity('eventos')!;
    await lockRow(trx, dialect, clientId, tableOf(events), eventId);
    const event = await rowById(trx, clientId, tableOf(events), eventId);
    if (!event) return;
    // The event's own count of confirmed registrations, read afresh under the lock.
    const count = events.fields.find((f) => f.name === 'inscritos')!.computed!.aggregate!;
    const confirmed = await aggregateOf(trx, clientId, tableOf(def), count, eventId);
    if (!isFull({ capacidade: event.capacidade, inscritos: confirmed })) return;
    if (!before) values.status = 'lista_espera';
    else throw conflict({ status: [SOLD_OUT_MESSAGE] });
  },
};
