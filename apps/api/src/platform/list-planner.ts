import { searchKey } from '../db/search-keys.ts';
import type { ListTuning, Seek, Total } from './pagination.ts';

/**
 * The planner every keyset list of a client's users shares (the users lists, the permission who-list): the order
 * (name_key, then id, served by the covering order indexes of migration 005), the search term, the windows of sorted
 * keys, and the total (exact when small or counted, else estimated from a sample). Its queries are in
 * list-planner-repo.ts.
 */

export interface UserKey {
  name_key: string;
  id: number;
}

/** The list order in memory (code unit order, as the byte-ordered columns for the names' characters). */
export const compareKeys = (a: UserKey, b: UserKey): number =>
  a.name_key < b.name_key ? -1 : a.name_key > b.name_key ? 1 : a.id - b.id;

/** A search term, normalised (searchKey): 1-2 characters match name or e-mail prefixes, 3+ substrings. */
export interface UserMatch {
  kind: 'prefix' | 'contains';
  term: string;
}

/** 1-2 characters: name or e-mail starts with them; 3 or more: name or e-mail contains them. */
export function matchOf(search: string | undefined): UserMatch | undefined {
  // Most list requests search nothing: the normalisation's regular expressions are skipped for them.
  const term = search ? searchKey(search) : '';
  if (!term) return undefined;
  return { kind: [...term].length < 3 ? 'prefix' : 'contains', term };
}

/** [term, the first string after every string starting with it]: a prefix as an index range (byte order). */
export const prefixRange = (term: string): [string, string] => {
  const last = term.codePointAt(term.length - 1)!;
  return [term, term.slice(0, term.length - String.fromCodePoint(last).length) + String.fromCodePoint(last + 1)];
};

/** Rows and matches seen in the sample windows of a scope. */
export interface Sample {
  seen: number;
  matched: number;
}

/**
 * Whether a sample's matches prove that the scope holds more than `limit`: even at three standard deviations
 * below what was seen (a binomial count), the share of matches would still give more than `limit`.
 */
const surelyAbove = ({ seen, matched }: Sample, live: number, limit: number) =>
  seen > 0 && ((matched - 3 * Math.sqrt(matched)) * live) / seen > limit;

/** A total that was counted. */
export const exactTotal = (total: number): Total => ({ total, estimated: false });

/** A total beyond `limit`, estimated from the sample's share of matches among the scope's live users. */
const estimated = ({ seen, matched }: Sample, live: number, limit: number): Total => ({
  total: Math.max(limit + 1, seen > 0 ? Math.round((live * matched) / seen) : 0),
  estimated: true,
});

/**
 * The total of a scope too large to count by walking it: the sample first, and when it proves many matches they
 * are never counted (pages fill soon walking the order); else they are counted up to the exact limit through
 * `count`, and estimated beyond it. `counted` is undefined when the sample settled it.
 */
export async function sampledTotal(
  live: number,
  tuning: ListTuning,
  sample: () => Promise<Sample>,
  count: (cap: number) => Promise<number>,
): Promise<{ total: Total; counted?: number }> {
  const limit = tuning.exactTotalLimit;
  const seen = await sample();
  if (surelyAbove(seen, live, limit)) return { total: estimated(seen, live, limit) };
  const counted = await count(limit + 1);
  return { total: counted <= limit ? exactTotal(counted) : estimated(seen, live, limit), counted };
}

/** A seek's window of keys sorted in list order, as a walk of the order index would read it. */
export function windowOf<K extends UserKey>(keys: K[], seek: Seek<UserKey>): K[] {
  const { from } = seek;
  if (seek.order === 'asc') {
    const start = from ? keys.findIndex((k) => compareKeys(k, from) > 0) : 0;
    return start < 0 ? [] : keys.slice(start + seek.offset, start + seek.offset + seek.limit);
  }
  const after = from ? keys.findIndex((k) => compareKeys(k, from) >= 0) : -1;
  const end = after < 0 ? keys.length : after;
  return keys.slice(Math.max(0, end - seek.offset - seek.limit), end - seek.offset).reverse();
}

/** The seek that reads both sides of a prefix search: each from the start of the window up to offset + limit rows. */
export const bothSides = (seek: Seek<UserKey>): Seek<UserKey> => ({
  ...seek,
  offset: 0,
  limit: seek.offset + seek.limit,
});

/** The seek's page of the two sides of a prefix search (names, then e-mails of other names), merged in its order. */
export function mergeSides<R extends UserKey>(byName: R[], byEmail: R[], seek: Seek<UserKey>): R[] {
  const sign = seek.order === 'asc' ? 1 : -1;
  return [...byName, ...byEmail].sort((a, b) => sign * compareKeys(a, b)).slice(seek.offset, seek.offset + seek.limit);
}
