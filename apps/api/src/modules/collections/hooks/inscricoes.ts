import { collectionByEntity, isFull } from '@console/contract';
import { tableOf } from '../../../db/collections/layout.ts';
import { aggregateOf, lockRow } from '../kept-repo.ts';
import { rowById } from '../repo.ts';
import type { CollectionHooks } from './types.ts';

/**
 * A new registration for a full event goes to the waiting list instead of being refused: it takes the event's row
 * lock, then counts the confirmed ones (so two at once are counted one after the other). Confirming an existing one
 * for a full event is refused by the registrations' workflow (its capacity guard).
 */
export const registrationHooks: CollectionHooks = {
  async beforeWrite({ trx, dialect, clientId, def, before }, values) {
    if (before || values.status !== 'confirmada') return;
    const eventId = Number(values.evento_id);
    const events = collectionByEntity('eventos')!;
    await lockRow(trx, dialect, clientId, tableOf(events), eventId);
    const event = await rowById(trx, clientId, tableOf(events), eventId);
    if (!event) return;
    // The event's own count of confirmed registrations, read afresh under the lock.
    const count = events.fields.find((f) => f.name === 'inscritos')!.computed!.aggregate!;
    const confirmed = await aggregateOf(trx, clientId, tableOf(def), count, eventId);
    if (isFull({ capacidade: event.capacidade, inscritos: confirmed })) values.status = 'lista_espera';
  },
};
