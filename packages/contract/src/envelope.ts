import { z } from 'zod';

/** DESIGN.md: every answer is `{ success, data }`, failures `{ success: false, message, errors }`. */
export const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int(),
  });
/** One page of `T` rows as `paginated` answers it. */
export type Paginated<T> = z.infer<ReturnType<typeof paginated<z.ZodType<T>>>>;

/**
 * Lists of millions of rows (users) page by keyset, never by deep OFFSET. Each page answers opaque cursors to
 * its neighbours (null at either end); `?cursor=last` opens the last page. `?page` alone reaches only the first
 * pages (offsetPageAllowed: (page - 1) * per_page < MAX_OFFSET_ROWS, else 422 with errors.page); with a cursor it
 * names the page number the caller is showing, echoed as current_page. A cursor is bound to the client and the
 * filters (search, group, regional) it was issued for: with others, or malformed, it answers 422 (errors.cursor).
 * Totals above EXACT_TOTAL_LIMIT may be estimates, flagged by total_estimated; last_page follows total.
 */
export const keysetPaginated = <T extends z.ZodType>(item: T) =>
  paginated(item).extend({
    next_cursor: z.string().nullable(),
    prev_cursor: z.string().nullable(),
    total_estimated: z.boolean(),
  });
/** One keyset page of `T` rows as `keysetPaginated` answers it. */
export type KeysetPaginated<T> = z.infer<ReturnType<typeof keysetPaginated<z.ZodType<T>>>>;
/** Where a keyset page stands (numbers, total, cursors), without its rows: what its pagination control reads. */
export const keysetPageInfo = keysetPaginated(z.unknown()).omit({ data: true });
export type KeysetPageInfo = z.infer<typeof keysetPageInfo>;
export const LAST_PAGE_CURSOR = 'last';
export const MAX_OFFSET_ROWS = 10_000;
export const EXACT_TOTAL_LIMIT = 10_000;
export const cursorParam = z.string().trim().min(1).max(300).optional();
export const offsetPageAllowed = (page: number, perPage: number): boolean => (page - 1) * perPage < MAX_OFFSET_ROWS;
export const PAGINATION_MESSAGES = {
  deepPage:
    'Página distante demais para abrir pelo número: navegue pelas páginas seguintes/anteriores ou abra a última.',
  cursor: 'Cursor de paginação inválido ou de outra lista. Recarregue a lista.',
} as const;

export const MAX_PER_PAGE = 100;
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;
/** The page query of a keyset list: a next_cursor/prev_cursor of an earlier page, or LAST_PAGE_CURSOR. */
export const keysetPageQuery = pageQuery.extend({ cursor: cursorParam });
export type KeysetPageQuery = z.infer<typeof keysetPageQuery>;

/** Every request may name its client (SPEC.md §7: client_id appended to every request). */
export const clientQuery = z.object({ client_id: z.coerce.number().int().positive().optional() });
