import type { Kysely, Migration } from 'kysely';
import { applyChanges, type SchemaChange } from '../collections/changes.ts';
import type { DialectSql } from '../dialects/index.ts';

/**
 * Collections' schema: adds c_vouchers.status (written by `npm run collections:diff` from the definitions and
 * schema-snapshot.json). The vouchers already there start valid; the timer expires those past their last day on its
 * first minute, audited as the platform's.
 */
export function voucherExpiry(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await applyChanges(db, dialect, CHANGES);
      await db.updateTable('c_vouchers').set({ status: 'valido' }).where('status', 'is', null).execute();
    },
  };
}

const CHANGES: SchemaChange[] = [
  { table: 'c_vouchers', addColumn: 'status', type: 'text' },
  {
    table: 'c_vouchers',
    createIndex: {
      name: 'c_vouchers_client_id_status_valido_ate_id_idx',
      columns: ['client_id', 'status', 'valido_ate', 'id'],
      include: [],
      unique: false,
      sorted: true,
    },
  },
  {
    table: 'c_vouchers',
    createIndex: {
      name: 'c_vouchers_status_valido_ate_id_idx',
      columns: ['status', 'valido_ate', 'id'],
      include: [],
      unique: false,
      sorted: false,
    },
  },
];
