import type { Kysely, Migration } from 'kysely';
import type { DialectSql } from '../dialects/index.ts';

/**
 * Webhook deliveries (issue 29, platform/webhooks): one row per attempt to deliver an event to an integration's URL,
 * written by the delivery job, read through the read-only collection `entregas-webhook`.
 */
export function webhookDeliveries(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await dialect
        .addId(db.schema.createTable('webhook_deliveries'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
        .addColumn('integracao_id', 'integer', (c) => c.notNull())
        .addColumn('entrega', 'text', (c) => c.notNull())
        .addColumn('evento', 'text', (c) => c.notNull())
        .addColumn('tentativa', 'integer', (c) => c.notNull())
        .addColumn('status_http', 'integer')
        .addColumn('sucesso', 'integer', (c) => c.notNull())
        .addColumn('duracao_ms', 'integer', (c) => c.notNull())
        .addColumn('erro', 'text')
        .addColumn('created_at', dialect.timestampType, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_client_idx')
        .on('webhook_deliveries')
        .columns(['client_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_integration_idx')
        .on('webhook_deliveries')
        .columns(['client_id', 'integracao_id', 'id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('webhook_deliveries').execute();
    },
  };
}
