/**
 * The answers of the API in its envelope (DESIGN.md: `{ success: true, data }`, lists as
 * `data: { data: [...], current_page, per_page, last_page, total }`), for the stub tables of mockFetch.
 */

/** A success body: `{ success: true, data }`. */
export const envelope = <T>(data: T) => ({ success: true as const, data });

/** A stub answer of 200 with the success body. */
export const ok = <T>(data: T) => ({ body: envelope(data) });

/** The fields of a list page besides its rows (cursor lists add next_cursor and prev_cursor). */
export interface PageFields {
  current_page?: number;
  per_page?: number;
  last_page?: number;
  total?: number;
  next_cursor?: string | null;
  prev_cursor?: string | null;
  total_estimated?: boolean;
}

/** A list page of rows: page 1 of 1, 20 a page, as many as given, unless extra says otherwise. */
export const pageOf = <T, E extends PageFields = Record<never, never>>(rows: T[], extra: E = {} as E) => ({
  data: rows,
  current_page: 1,
  per_page: 20,
  last_page: 1,
  total: rows.length,
  ...extra,
});

/** The body of a list answer: the page in the success envelope. */
export const page = <T, E extends PageFields = Record<never, never>>(rows: T[], extra: E = {} as E) =>
  envelope(pageOf(rows, extra));

/** A failure answer in the envelope: its status, message and, when given, the errors by field. */
export const failure = (status: number, message: string, errors?: Record<string, string[]>) => ({
  status,
  body: { success: false as const, message, ...(errors === undefined ? {} : { errors }) },
});
