import { sql, type Kysely, type Migration } from 'kysely';
import { applyChanges, type SchemaChange } from '../collections/changes.ts';
import type { DialectSql } from '../dialects/index.ts';

/**
 * API keys and the turnstiles' ingestion (issue 29):
 * - the collections' schema (written by `npm run collections:diff` from the definitions and schema-snapshot.json):
 *   adds c_unidades.ocupacao (check-ins inside the unit now) and c_checkins.situacao (inside until the exit), then
 *   settles both for the rows already there;
 * - `api_key_hashes`: the SHA-256 of each `chaves-api` row's key (the key itself is never stored), found by hash;
 * - `ingest_events`: each ingested event by the sender's event id, unique per client, with the check-in it made and
 *   the answer given, so the same event sent again answers the first result and makes nothing.
 */
export function apiKeys(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await applyChanges(db, dialect, CHANGES);
      await sql`update c_checkins set situacao = case when saida is null then 'dentro' else 'saiu' end`.execute(db);
      await sql`update c_unidades set ocupacao = (select count(*) from c_checkins c
        where c.client_id = c_unidades.client_id and c.unidade_id = c_unidades.id and c.situacao = 'dentro')`.execute(
        db,
      );
      await db.schema
        .createTable('api_key_hashes')
        .addColumn('key_hash', 'text', (col) => col.primaryKey())
        .addColumn('client_id', 'integer', (col) => col.notNull())
        .addColumn('key_id', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('api_key_hashes_key_idx')
        .on('api_key_hashes')
        .columns(['client_id', 'key_id'])
        .execute();
      await dialect
        .addId(db.schema.createTable('ingest_events'))
        .addColumn('client_id', 'integer', (col) => col.notNull())
        .addColumn('event_id', 'text', (col) => col.notNull())
        .addColumn('key_id', 'integer', (col) => col.notNull())
        .addColumn('checkin_id', 'integer', (col) => col.notNull())
        .addColumn('answer', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('ingest_events_client_event_idx')
        .on('ingest_events')
        .columns(['client_id', 'event_id'])
        .unique()
        .execute();
    },
  };
}

const CHANGES: SchemaChange[] = [
  { table: 'c_unidades', addColumn: 'ocupacao', type: 'integer' },
  {
    table: 'c_unidades',
    createIndex: {
      name: 'c_unidades_client_id_ocupacao_id_idx',
      columns: ['client_id', 'ocupacao', 'id'],
      include: [],
      unique: false,
      sorted: true,
    },
  },
  { table: 'c_checkins', addColumn: 'situacao', type: 'text' },
  {
    table: 'c_checkins',
    createIndex: {
      name: 'c_checkins_client_id_situacao_entrada_id_idx',
      columns: ['client_id', 'situacao', 'entrada', 'id'],
      include: [],
      unique: false,
      sorted: true,
    },
  },
  {
    table: 'c_checkins',
    createIndex: {
      name: 'c_checkins_client_id_unidade_id_id_idx',
      columns: ['client_id', 'unidade_id', 'id'],
      include: [],
      unique: false,
      sorted: true,
    },
  },
];
