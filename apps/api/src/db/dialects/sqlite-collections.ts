import { sql, type Kysely, type SqlBool } from 'kysely';
import { SEARCH_HEAD_CHARS } from '../collections/layout.ts';
import type { CollectionSql } from './index.ts';

const run = async <DB>(db: Kysely<DB>, statement: string) => {
  await sql.raw(statement).execute(db);
};
const exists = async <DB>(db: Kysely<DB>, type: 'table' | 'trigger', name: string) =>
  (await sql`select 1 from sqlite_master where type = ${type} and name = ${name}`.execute(db)).rows.length > 0;

/** An FTS5 phrase: the whole term, quotes doubled, matched as consecutive trigrams (a substring). */
const phrase = (term: string) => `"${term.replaceAll('"', '""')}"`;

/**
 * Collections on SQLite: FTS5 trigram indexes over search_key (external content kept by triggers, like users), and
 * collection_counts kept by triggers: per client (parent 0) and, for a child collection, per parent.
 */
export const sqliteCollections: CollectionSql = {
  async installSearch(db, table) {
    const fts = `${table}_fts`;
    if (await exists(db, 'table', fts)) return;
    await run(
      db,
      `create virtual table ${fts} using fts5(search_key, content='${table}', content_rowid='id', tokenize='trigram')`,
    );
    await run(db, `insert into ${fts}(${fts}) values ('rebuild')`);
    await run(
      db,
      `create trigger ${fts}_ai after insert on ${table} begin insert into ${fts}(rowid, search_key) values (new.id, new.search_key); end`,
    );
    await run(
      db,
      `create trigger ${fts}_ad after delete on ${table} begin insert into ${fts}(${fts}, rowid, search_key) values ('delete', old.id, old.search_key); end`,
    );
    await run(
      db,
      `create trigger ${fts}_au after update of search_key on ${table} begin
         insert into ${fts}(${fts}, rowid, search_key) values ('delete', old.id, old.search_key);
         insert into ${fts}(rowid, search_key) values (new.id, new.search_key);
       end`,
    );
  },
  async installCounter(db, table, parent) {
    if (await exists(db, 'trigger', `${table}_count_ai`)) return;
    const bump = (side: 'new' | 'old', by: 1 | -1, column: string | null) =>
      `insert into collection_counts (tbl, client_id, parent_id, live) values ('${table}', ${side}.client_id, ${column ? `${side}.${column}` : '0'}, ${by})
         on conflict (tbl, client_id, parent_id) do update set live = live + ${by};`;
    await run(db, `delete from collection_counts where tbl = '${table}'`);
    await run(
      db,
      `insert into collection_counts (tbl, client_id, parent_id, live) select '${table}', client_id, 0, count(*) from ${table} group by client_id`,
    );
    if (parent) {
      await run(
        db,
        `insert into collection_counts (tbl, client_id, parent_id, live) select '${table}', client_id, ${parent}, count(*) from ${table} group by client_id, ${parent}`,
      );
    }
    await run(
      db,
      `create trigger ${table}_count_ai after insert on ${table} begin ${bump('new', 1, null)} ${parent ? bump('new', 1, parent) : ''} end`,
    );
    await run(
      db,
      `create trigger ${table}_count_ad after delete on ${table} begin ${bump('old', -1, null)} ${parent ? bump('old', -1, parent) : ''} end`,
    );
    if (parent) {
      await run(
        db,
        `create trigger ${table}_count_au after update of ${parent} on ${table} when old.${parent} is not new.${parent} begin ${bump('old', -1, parent)} ${bump('new', 1, parent)} end`,
      );
    }
  },
  walksCandidates: true,
  // `+id` keeps the rowid from driving the query, so that the filter's index does and each row is tested against the
  // FTS5 ids gathered once.
  matching: (table, clientId, term, alongFilter) =>
    sql<SqlBool>`${sql.raw(alongFilter ? '+id' : 'id')} in (${sqliteCollections.candidates(table, clientId, term)})`,
  candidates: (table, _clientId, term) =>
    sql<{
      id: number;
    }>`select rowid as id from ${sql.table(`${table}_fts`)} where ${sql.table(`${table}_fts`)} match ${phrase(term)}`,
  async addSearchHead(db, table) {
    // table_xinfo, not table_info: generated columns are hidden from the latter.
    if ((await sql`select 1 from pragma_table_xinfo(${table}) where name = 'search_head'`.execute(db)).rows.length)
      return false;
    // Virtual: computed from the row when an index entry is written, stored in the index alone.
    await run(
      db,
      `alter table "${table}" add column search_head text generated always as (substr(search_key, 1, ${SEARCH_HEAD_CHARS})) virtual`,
    );
    return true;
  },
  async createIndex(db, table, index) {
    const columns = [...index.columns, ...index.include].map((c) => `"${c}"`).join(', ');
    await run(
      db,
      `create ${index.unique ? 'unique ' : ''}index if not exists "${index.name}" on "${table}" (${columns})`,
    );
  },
  // SQLite's planner reads IN lists on every column of an index as probes, whatever its statistics say.
  holding: (table, clientId, columns, candidates, also) => {
    const each = columns.map(({ name }, i) => {
      const values = [...new Set(candidates.map((c) => c[i]))];
      return values.length === 1
        ? sql`${sql.ref(name)} = ${values[0]}`
        : sql`${sql.ref(name)} in (${sql.join(values)})`;
    });
    if (also) each.push(also);
    return sql<Record<string, unknown>>`select ${sql.join(columns.map(({ name }) => sql.ref(name)))}
      from ${sql.table(table)} where client_id = ${clientId} and ${sql.join(each, sql` and `)}`;
  },
};
