import type { RowFilter, StoredValues } from '../computed.ts';

/**
 * An event's figures (issue 28): its confirmed registrations and waiting list are counted from its registrations;
 * its seats left follow; an event open for registration is "esgotado" once its confirmed registrations reach its
 * capacity, and open again when a seat frees up.
 */

/** Confirmed registrations, checked in or not, hold a seat. */
export const CONFIRMED: RowFilter = { field: 'status', in: ['confirmada', 'presente'] };
export const WAITING: RowFilter = { field: 'status', in: ['lista_espera'] };

const numberOr = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

/** Capacity minus confirmed registrations (never below 0); none for an event without a capacity. */
export const seatsLeft = (row: StoredValues): number | null => {
  const capacity = numberOr(row.capacidade);
  return capacity === null ? null : Math.max(0, capacity - (numberOr(row.inscritos) ?? 0));
};

/** Whether an event with this capacity and these confirmed registrations has no seat left. */
export const isFull = (row: StoredValues): boolean => {
  const capacity = numberOr(row.capacidade);
  return capacity !== null && (numberOr(row.inscritos) ?? 0) >= capacity;
};

/** Open ⇄ sold out as seats run out and free up; any other status is the administrator's. */
export const soldOut = (row: StoredValues): string | undefined => {
  if (row.status === 'inscricoes_abertas' && isFull(row)) return 'esgotado';
  if (row.status === 'esgotado' && !isFull(row)) return 'inscricoes_abertas';
  return undefined;
};
