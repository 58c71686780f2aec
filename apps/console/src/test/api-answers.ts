/**
 * The answers of the API in its envelope (DESIGN.md: `{ success: true, data }`, lists as
 * `data: { data: [...], current_page, per_page, last_page, total }`), for the stub tables of mockFetch.
 */

/** A success body: `{ success: true, data }`. */
export const envelope = <T>(data: T) => ({ success: true as const, data });

/** A stub answer of 200 with the success body. */
export const ok = <T>(data: T) => ({ body: envelope(data) });

/** A stub answer of 201 with the success body (what a create answers). */
export const created = <T>(data: T) => ({ status: 201, body: envelope(data) });

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

/** The paging fields of `total` rows on one page: page 1 of 1, 20 a page (for pages whose rows are not `data`). */
export const pageFields = (total: number) => ({ current_page: 1, per_page: 20, last_page: 1, total });

/** A list page of rows: page 1 of 1, 20 a page, as many as given, unless extra says otherwise. */
export const pageOf = <T, E extends PageFields = Record<never, never>>(rows: T[], extra: E = {} as E) => ({
  data: rows,
  ...pageFields(rows.length),
  ...extra,
});

/** A keyset (cursor) list page: as pageOf, with no cursor either way and an exact total unless extra says otherwise. */
export const keysetPageOf = <T, E extends PageFields = Record<never, never>>(rows: T[], extra: E = {} as E) =>
  pageOf(rows, { next_cursor: null, prev_cursor: null, total_estimated: false, ...extra });

/** The body of a list answer: the page in the success envelope. */
export const page = <T, E extends PageFields = Record<never, never>>(rows: T[], extra: E = {} as E) =>
  envelope(pageOf(rows, extra));

/** The body of a keyset list answer: the keyset page in the success envelope. */
export const keysetPage = <T, E extends PageFields = Record<never, never>>(rows: T[], extra: E = {} as E) =>
  envelope(keysetPageOf(rows, extra));

/** A failure answer in the envelope: its status, message and, when given, the errors by field. */
export const failure = (status: number, message: string, errors?: Record<string, string[]>) => ({
  status,
  body: { success: false as const, message, ...(errors === undefined ? {} : { errors }) },
});
