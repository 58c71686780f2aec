import { sql, type Kysely, type SqlBool } from 'kysely';
import { SEARCH_HEAD_CHARS, sqlType } from '../collections/layout.ts';
import type { CollectionSql } from './index.ts';

const run = async <DB>(db: Kysely<DB>, statement: string) => {
  await sql.raw(statement).execute(db);
};

/** A LIKE pattern (escape '\') for text containing `term`. */
const containing = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One trigger function for every collection's counts: TG_ARGV[0] names the parent column ('' for none). The row's
 * parent is read through to_jsonb, so one function serves tables of any shape.
 */
const COUNT_FUNCTION = `create or replace function collection_count() returns trigger language plpgsql as $$
  declare
    parent text := tg_argv[0];
    was int;
    now_in int;
  begin
    if tg_op = 'INSERT' then
      insert into collection_counts (tbl, client_id, parent_id, live) values (tg_table_name, new.client_id, 0, 1)
        on conflict (tbl, client_id, parent_id) do update set live = collection_counts.live + 1;
    elsif tg_op = 'DELETE' then
      update collection_counts set live = live - 1 where tbl = tg_table_name and client_id = old.client_id and parent_id = 0;
    end if;
    if parent = '' then return null; end if;
    if tg_op <> 'INSERT' then was := (to_jsonb(old) ->> parent)::int; end if;
    if tg_op <> 'DELETE' then now_in := (to_jsonb(new) ->> parent)::int; end if;
    if was is not distinct from now_in then return null; end if;
    if was is not null then
      update collection_counts set live = live - 1 where tbl = tg_table_name and client_id = old.client_id and parent_id = was;
    end if;
    if now_in is not null then
      insert into collection_counts (tbl, client_id, parent_id, live) values (tg_table_name, new.client_id, now_in, 1)
        on conflict (tbl, client_id, parent_id) do update set live = collection_counts.live + 1;
    end if;
    return null;
  end $$`;

/** Collections on PostgreSQL: pg_trgm GIN indexes over search_key, and collection_counts kept by one trigger function. */
export const postgresCollections: CollectionSql = {
  async installSearch(db, table) {
    await run(db, `create extension if not exists pg_trgm`);
    await run(
      db,
      `create index if not exists "${table}_search_trgm" on "${table}" using gin (search_key gin_trgm_ops)`,
    );
  },
  async installCounter(db, table, parent) {
    const installed = await sql`select 1 from pg_trigger where tgname = ${`${table}_count`}`.execute(db);
    if (installed.rows.length) return;
    await run(db, COUNT_FUNCTION);
    await run(db, `delete from collection_counts where tbl = '${table}'`);
    await run(
      db,
      `insert into collection_counts (tbl, client_id, parent_id, live) select '${table}', client_id, 0, count(*) from "${table}" group by client_id`,
    );
    if (parent) {
      await run(
        db,
        `insert into collection_counts (tbl, client_id, parent_id, live) select '${table}', client_id, "${parent}", count(*) from "${table}" group by client_id, "${parent}"`,
      );
    }
    const events = parent ? `insert or delete or update of "${parent}"` : 'insert or delete';
    await run(
      db,
      `create trigger "${table}_count" after ${events} on "${table}" for each row execute function collection_count('${parent ?? ''}')`,
    );
  },
  walksCandidates: false,
  matching: (_table, _clientId, term) => sql<SqlBool>`search_key like ${containing(term)} escape '\\'`,
  candidates: (table, clientId, term) =>
    sql<{
      id: number;
    }>`select id from ${sql.table(table)} where client_id = ${clientId} and search_key like ${containing(term)} escape '\\'`,
  async addSearchHead(db, table) {
    const present =
      await sql`select 1 from information_schema.columns where table_name = ${table} and column_name = 'search_head' and table_schema = current_schema()`.execute(
        db,
      );
    if (present.rows.length) return false;
    await run(
      db,
      `alter table "${table}" add column search_head text generated always as (left(search_key, ${SEARCH_HEAD_CHARS})) stored`,
    );
    return true;
  },
  async createIndex(db, table, index) {
    // Lists order sortable columns NULLs first (SQLite's order), so their index keeps NULLs first too.
    const columns = index.columns
      .map((c, i) => `"${c}"${index.sorted && i > 0 && c !== 'id' ? ' nulls first' : ''}`)
      .join(', ');
    const include = index.include.length ? ` include (${index.include.map((c) => `"${c}"`).join(', ')})` : '';
    await run(
      db,
      `create ${index.unique ? 'unique ' : ''}index if not exists "${index.name}" on "${table}" (${columns})${include}`,
    );
  },
  // One probe of the table per candidate (unnest, then a LIMIT 1 subquery the planner cannot turn into a join). An
  // IN list over a later column of the unique index was read as a filter whenever the statistics were behind a bulk
  // write: each step of a 100,000-member enrolment then read the whole cohort (119 s in all, 12 s on SQLite).
  holding: (table, clientId, columns, candidates, also) => {
    const id = (alias: string, name: string) => sql.ref(`${alias}.${name}`);
    const arrays = columns.map(
      ({ type }, i) => sql`${candidates.map((values) => values[i])}::${sql.raw(sqlType(type, 'postgres'))}[]`,
    );
    const same = [...columns.map(({ name }) => sql`${id('t', name)} = ${id('c', name)}`), ...(also ? [also] : [])];
    return sql<Record<string, unknown>>`select ${sql.join(columns.map(({ name }) => id('c', name)))}
      from unnest(${sql.join(arrays)}) as c(${sql.join(columns.map(({ name }) => sql.id(name)))})
      cross join lateral (select 1 from ${sql.table(table)} t
        where t.client_id = ${clientId} and ${sql.join(same, sql` and `)} limit 1) hit`;
  },
};
