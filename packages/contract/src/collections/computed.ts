/**
 * Figures and values the platform keeps (issue 28): a field of a collection may be computed from rows (a count or a
 * sum over the rows of another collection that reference this one), from the row's own fields (a formula), or
 * generated once when the row is made (a sequence, a code, a slug). Such a field is stored like any other, so lists
 * sort and filter by it with indexes; it is read-only: a create or update that carries it answers 422.
 *
 * Formulas and aggregates read stored values: money in cents, booleans as 0/1, dates as ISO text.
 */

/** A stored row as formulas read it (the API's row, before it is presented). */
export type StoredValues = Readonly<Record<string, unknown>>;

/** Rows that count: those whose enum `field` holds one of `in` (confirmed registrations). */
export interface RowFilter {
  field: string;
  in: readonly string[];
}

/** An aggregate over the rows of collection `from` whose column `via` names this row (its parent or a reference). */
export interface Aggregate {
  op: 'count' | 'sum' | 'avg' | 'min' | 'max';
  from: string;
  via: string;
  /** The child's numeric field (sum, avg, min, max). */
  of?: string;
  where?: RowFilter;
}

/** A value from the row's own stored fields (after its aggregates): an order's total, a BMI. */
export interface Formula {
  reads: readonly string[];
  value: (row: StoredValues) => number | string | null;
}

/** Exactly one of the two (checked at start). */
export interface Computed {
  aggregate?: Aggregate;
  formula?: Formula;
}

/**
 * A writable field the platform settles after every write of the row or of the rows it aggregates (a derived
 * status): `value` answers the value the field takes, or undefined to leave it as written.
 */
export interface Derived {
  reads: readonly string[];
  value: (row: StoredValues) => string | undefined;
}

/**
 * A value made once, on create: `sequence` numbers rows per client and year (`INS-2026-000123`), `code` draws random
 * characters (a ticket's code), `slug` is made from a text field (a page's address), suffixed when taken.
 */
export type Generated = { sequence: string } | { code: number } | { slug: string };

/** The alphabet of random codes: no 0/O, 1/I/L, so a code read aloud or typed from paper is not mistaken. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The digits of a sequence's number (`INS-2026-000123`). */
export const SEQUENCE_DIGITS = 6;

/** A sequence value: prefix, year and the number padded. */
export const sequenceValue = (prefix: string, year: number, n: number): string =>
  `${prefix}-${year}-${String(n).padStart(SEQUENCE_DIGITS, '0')}`;

/** A slug of a text: lower case ASCII words joined by hyphens (accents dropped), at most `max` characters. */
export function slugOf(text: string, max = 80): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/g, '');
  return slug || 'item';
}
