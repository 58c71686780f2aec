import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Webhook secrets apart from their integrations (issue 29: shown once): the signing secret is made with the
 * integration and answers only that create; it lives here, out of the collection's row, so no list, export, version
 * or audit entry holds it (ISO text stamps, as the collections' tables). The secrets typed before move here; the next
 * migration drops the row's column.
 */
export const webhookSecrets: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('webhook_secrets')
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
      .addColumn('integracao_id', 'integer', (c) => c.notNull())
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('webhook_secrets_pk', ['client_id', 'integracao_id'])
      .execute();
    await sql`insert into webhook_secrets (client_id, integracao_id, secret, created_at)
        select client_id, id, segredo, created_at from c_integracoes where segredo is not null`.execute(db);
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('webhook_secrets').execute();
  },
};
