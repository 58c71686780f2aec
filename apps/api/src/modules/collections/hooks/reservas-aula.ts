import { occurrenceOn } from '../occurrences-repo.ts';
import type { CollectionHooks } from './types.ts';

/**
 * A booking of a group class names its dated occurrence (`ocorrencia_id`), so the occurrence counts its bookings and
 * places left: when a write sets the class or the date without naming one, the platform finds the class's occurrence
 * on that date (none yet: the daily job links it when it makes it).
 */
export const classBookingHooks: CollectionHooks = {
  async beforeWrite({ trx, clientId, before }, values) {
    if (values.ocorrencia_id !== undefined && values.ocorrencia_id !== null) return;
    if (before && values.aula_coletiva_id === undefined && values.data === undefined) return;
    const classId = Number(values.aula_coletiva_id ?? before?.aula_coletiva_id);
    const day = String(values.data ?? before?.data ?? '').slice(0, 10);
    if (!Number.isSafeInteger(classId) || !day) return;
    values.ocorrencia_id = await occurrenceOn(trx, clientId, classId, day);
  },
};
