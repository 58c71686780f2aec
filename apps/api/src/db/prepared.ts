import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * PostgreSQL prepared statements for the API's queries: a statement run on a connection is parsed once there and
 * named by a hash of its SQL, and later runs on that connection bind and execute it (pg's named queries) instead of
 * sending it to be parsed and planned again. Kysely sends every statement with its values apart (db/compiled.ts keeps
 * the SQL of the hot ones), so one text serves every run of a query shape. A prepared statement lives on its
 * connection: pg remembers, per connection, which names it already prepared.
 *
 * Left unnamed:
 * - statements other than plain reads and writes (DDL, LISTEN, transaction control);
 * - those selecting `*`, whose result columns follow the table: a column added by a migration would make PostgreSQL
 *   refuse a statement prepared before it ("cached plan must not change result type");
 * - those testing a pattern (LIKE: the searches). How many rows a pattern keeps decides their plan, and after five runs
 *   PostgreSQL may keep a generic plan made without the pattern: a search within a filter then read every row of the
 *   filter's value, 150 ms instead of 40 (docs/benchmarks.md, Collections). Planned per run, each pattern gets its own.
 */

const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
const STAR = /(?:\.|\bselect|\bdistinct|\breturning|,)\s*\*/i;
const PATTERN = /\blike\b/i;

/**
 * Names the pool's statements from now on (every connection it opens). At most `max` texts get a name (each
 * connection prepares those it runs); past them, statements run unnamed as before (IN lists of every length).
 */
export function preparingStatements(pool: pg.Pool, max = 2_000): void {
  const names = new Map<string, string | null>();
  const nameOf = (text: string): string | null => {
    let name = names.get(text);
    if (name === undefined) {
      if (names.size >= max) return null;
      name =
        PREPARABLE.test(text) && !STAR.test(text) && !PATTERN.test(text)
          ? `k${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`
          : null;
      names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // Kysely's calls: query(text, values). Anything else (a config object, a cursor, a callback) passes as it was.
    client.query = ((...args: unknown[]) => {
      const [text, values] = args;
      const name = args.length === 2 && typeof text === 'string' && Array.isArray(values) ? nameOf(text) : null;
      return name ? query({ name, text, values }) : query(...args);
    }) as typeof client.query;
  });
}
