import type { Kysely, Migration } from 'kysely';
import { COLLECTIONS } from '@console/contract';
import { settleAll, settleOrder } from '../../modules/collections/computed.ts';
import { syncSchema } from '../collections/sync.ts';
import type { DialectSql } from '../dialects/index.ts';
import { FROZEN_COLLECTIONS } from './010_collections.ts';

/**
 * Collections that compute (issue 28): each client's sequences per table and year (`PED-2026-000123`), whose counter
 * row two writers cannot take the same number from; then the definitions' new columns (computed figures, generated
 * values) and indexes (the columns figures recount by, sets of fields unique together), from 010's frozen schema.
 */
export function collectionRules(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('collection_sequences')
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('tbl', 'text', (c) => c.notNull())
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('last', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('collection_sequences_pk', ['client_id', 'tbl', 'year'])
        .execute();
      await syncSchema(db, dialect, FROZEN_COLLECTIONS);
      // Rows written before their figures were computed get them now (an order's total from its items). This reads the
      // live definitions: a database replayed from empty has no clients yet, and one that ran 023 does not run it again.
      const clients = await db.selectFrom('clients').select('id').execute();
      for (const client of clients)
        for (const def of settleOrder(COLLECTIONS)) await settleAll(db, def, Number(client.id));
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('collection_sequences').execute();
    },
  };
}
