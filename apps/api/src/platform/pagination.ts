import { createHash } from 'node:crypto';
import {
  EXACT_TOTAL_LIMIT,
  LAST_PAGE_CURSOR,
  MAX_PER_PAGE,
  offsetPageAllowed,
  PAGINATION_MESSAGES,
  type KeysetPageQuery,
  type KeysetPaginated,
  type PageQuery,
  type Paginated,
} from '@console/contract';
import { invalid } from './errors.ts';

/** A page of rows, as the contract's `paginated` answers it. */
export type Page<T> = Paginated<T>;

/** page and per_page, as the contract's `pageQuery` reads them. */
export type PageRequest = PageQuery;

/** LIMIT/OFFSET for a page request, with per_page clamped to the contract's maximum. */
export function pageWindow({ page, per_page }: PageRequest): { limit: number; offset: number } {
  const limit = Math.min(Math.max(1, per_page), MAX_PER_PAGE);
  return { limit, offset: (Math.max(1, page) - 1) * limit };
}

export function toPage<T>(rows: T[], total: number, request: PageRequest): Page<T> {
  const { limit } = pageWindow(request);
  return {
    data: rows,
    current_page: request.page,
    per_page: limit,
    last_page: Math.max(1, Math.ceil(total / limit)),
    total,
  };
}

/** Where searched keyset lists change strategy; tests lower them to reach every path with a few dozen rows. */
export interface ListTuning {
  /** Scopes (client + group/regional) up to this many live users are searched by testing every row. */
  scanLimit: number;
  /** Up to this many substring matches are read from the trigram index and sorted; more, and the name index is walked. */
  fetchLimit: number;
  /** Totals up to this are exact; above, estimated. */
  exactTotalLimit: number;
  /** The estimate's sample: this many windows of `sampleWidth` ids. */
  sampleWindows: number;
  sampleWidth: number;
}

export const DEFAULT_LIST_TUNING: ListTuning = {
  scanLimit: 20_000,
  fetchLimit: 5_000,
  exactTotalLimit: EXACT_TOTAL_LIMIT,
  sampleWindows: 16,
  sampleWidth: 1_000,
};

/** A keyset page of rows, as the contract's `keysetPaginated` answers it. */
export type KeysetPage<T> = KeysetPaginated<T>;

/** page, per_page and cursor, as the contract's `keysetPageQuery` reads them. */
export type KeysetRequest = KeysetPageQuery;

export interface Total {
  total: number;
  estimated: boolean;
}

/** One read of a keyset list: `limit` rows ascending from `offset`, or strictly after/before `from` (descending for 'desc'). */
export interface Seek<K> {
  order: 'asc' | 'desc';
  from?: K;
  offset: number;
  limit: number;
}

/** What a keyset list supplies: its rows, its total, and the sort key of the row a cursor names. */
export interface KeysetSource<R, K> {
  /** Client and filters the cursors are bound to. */
  scope: unknown[];
  total(): Promise<Total>;
  keyOf(id: number): Promise<K | undefined>;
  read(seek: Seek<K>): Promise<R[]>;
  /**
   * A forward read that brings the total along (one statement instead of two), for lists whose read costs little
   * whatever the total; the total is absent when the read found no row (then total() is asked).
   */
  readCounted?(seek: Seek<K>): Promise<{ rows: R[]; total?: Total }>;
}

type Position = { kind: 'offset' } | { kind: 'after' | 'before'; id: number } | { kind: 'last' };

const invalidField = (field: 'cursor' | 'page', text: string) => invalid({ [field]: [text] });
/** Scope tags by their scope's JSON: every page of a list hashes the same scope (up to 10,000 kept, oldest out). */
const tags = new Map<string, string>();
function scopeTag(scope: unknown[]): string {
  const json = JSON.stringify(scope);
  let tag = tags.get(json);
  if (tag === undefined) {
    tag = createHash('sha256').update(json).digest('base64url').slice(0, 10);
    if (tags.size >= 10_000) tags.delete(tags.keys().next().value!);
    tags.set(json, tag);
  }
  return tag;
}

/**
 * Cursors are base64url of `a|b <row id> <scope tag>`: the row's own sort key is read back from the database, so a
 * cursor stays short whatever the key, names nothing outside its client (the lookup is scoped) and a forged one
 * only moves the start within what the caller may see anyway.
 */
const encodeCursor = (direction: 'a' | 'b', id: number, tag: string) =>
  Buffer.from(`${direction}${id}.${tag}`).toString('base64url');

/** The cursor of the page after a row (benchmarks use it to open pages deep in a list). */
export const cursorAfter = (scope: unknown[], id: number): string => encodeCursor('a', id, scopeTag(scope));

function positionOf(cursor: string | undefined, tag: string): Position {
  if (cursor === undefined) return { kind: 'offset' };
  if (cursor === LAST_PAGE_CURSOR) return { kind: 'last' };
  const match = /^([ab])([1-9]\d{0,15})\.([\w-]{10})$/.exec(
    /^[\w-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('latin1') : '',
  );
  if (!match || match[3] !== tag || !Number.isSafeInteger(Number(match[2])))
    throw invalidField('cursor', PAGINATION_MESSAGES.cursor);
  return { kind: match[1] === 'a' ? 'after' : 'before', id: Number(match[2]) };
}

/**
 * A page of a keyset list: by OFFSET while the page is near the start, else by cursor from a neighbour page, or
 * the last page read backwards. Reads one row more than the page to know whether another page follows.
 */
export async function keysetPage<R extends { id: number }, K>(
  request: KeysetRequest,
  source: KeysetSource<R, K>,
): Promise<KeysetPage<R>> {
  const perPage = Math.min(Math.max(1, request.per_page), MAX_PER_PAGE);
  const tag = scopeTag(source.scope);
  const position = positionOf(request.cursor, tag);
  if (position.kind === 'offset' && !offsetPageAllowed(request.page, perPage))
    throw invalidField('page', PAGINATION_MESSAGES.deepPage);
  const from = position.kind === 'after' || position.kind === 'before' ? await source.keyOf(position.id) : undefined;
  if ((position.kind === 'after' || position.kind === 'before') && from === undefined)
    throw invalidField('cursor', PAGINATION_MESSAGES.cursor);

  let page = Math.max(1, request.page);
  const forward = position.kind === 'offset' || position.kind === 'after';
  const forwardSeek: Seek<K> = {
    order: 'asc',
    from,
    offset: position.kind === 'offset' ? (page - 1) * perPage : 0,
    limit: perPage + 1,
  };
  const counted = forward && source.readCounted ? await source.readCounted(forwardSeek) : undefined;
  const total = counted?.total ?? (await source.total());
  const lastPage = Math.max(1, Math.ceil(total.total / perPage));
  // An exact zero needs no read (a group and a regional that share nobody would walk the whole group).
  if (total.total === 0 && !total.estimated) {
    return {
      data: [],
      current_page: 1,
      per_page: perPage,
      last_page: 1,
      total: 0,
      total_estimated: false,
      next_cursor: null,
      prev_cursor: null,
    };
  }
  let rows: R[];
  let before = false;
  let after = false;

  if (forward) {
    const read = counted?.total ? counted.rows : await source.read(forwardSeek);
    rows = read.slice(0, perPage);
    after = read.length > perPage;
    before = position.kind === 'after' || page > 1;
  } else {
    // The last page holds the remainder of an exact total; an estimated one gives it a full page.
    const size =
      position.kind === 'last' && !total.estimated && total.total > 0
        ? total.total - (lastPage - 1) * perPage
        : perPage;
    const read = await source.read({ order: 'desc', from, offset: 0, limit: size + 1 });
    if (position.kind === 'before' && read.length === 0) {
      // Nothing before the cursor's row any more (deleted since): the first page.
      const first = await source.read({ order: 'asc', offset: 0, limit: perPage + 1 });
      rows = first.slice(0, perPage);
      after = first.length > perPage;
      page = 1;
    } else {
      // Reaching the start early (the page count was estimated, or rows came and went) gives a short page 1:
      // never rows the caller saw on the next page.
      rows = read.slice(0, size).reverse();
      before = read.length > size;
      after = position.kind === 'before';
      if (position.kind === 'last') page = lastPage;
      if (!before) page = 1;
    }
  }

  const shown = rows.length > 0;
  return {
    data: rows,
    current_page: page,
    per_page: perPage,
    // The end of the list, once seen, settles the page count an estimate only guessed.
    last_page: shown && !after ? page : Math.max(lastPage, after ? page + 1 : page),
    total: total.total,
    total_estimated: total.estimated,
    next_cursor: shown && after ? encodeCursor('a', rows[rows.length - 1].id, tag) : null,
    prev_cursor: shown && before ? encodeCursor('b', rows[0].id, tag) : null,
  };
}
