import { issueWebhookSecret } from '../../../platform/webhook-secrets.ts';
import { deleteWebhookSecret } from '../../../platform/webhook-secrets-repo.ts';
import type { CollectionHooks } from './types.ts';

/**
 * A webhook (issue 29): its signing secret is made when the row is created and answers that create once (the
 * console shows it with a copy button); it is kept apart from the row, so never listed, exported, versioned or
 * audited, and goes with the row.
 */
export const webhookHooks: CollectionHooks = {
  async afterCreate({ trx, clientId, at }, row) {
    return { segredo: await issueWebhookSecret(trx, clientId, Number(row.id), at) };
  },
  async afterDelete({ trx, clientId, before }) {
    if (before) await deleteWebhookSecret(trx, clientId, Number(before.id));
  },
};
