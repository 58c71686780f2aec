import type { DbOrTx } from '../db/handle.ts';

export async function insertWebhookSecret(
  db: DbOrTx,
  row: { client_id: number; integracao_id: number; secret: string; created_at: string },
): Promise<void> {
  await db.insertInto('webhook_secrets').values(row).execute();
}

export async function deleteWebhookSecret(db: DbOrTx, clientId: number, integrationId: number): Promise<void> {
  await db
    .deleteFrom('webhook_secrets')
    .where('client_id', '=', clientId)
    .where('integracao_id', '=', integrationId)
    .execute();
}
