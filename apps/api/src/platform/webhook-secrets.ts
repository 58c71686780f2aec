import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../db/handle.ts';
import { isoAt } from './clock.ts';
import { insertWebhookSecret } from './webhook-secrets-repo.ts';

/**
 * Webhook signing secrets (issue 29, docs/automation.md "Webhooks"): 24 random bytes, made with the integration and
 * shown once; stored in clear apart from the row (`webhook_secrets`), since signing needs the secret itself.
 */
export async function issueWebhookSecret(db: DbOrTx, clientId: number, integrationId: number, at: number) {
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  await insertWebhookSecret(db, { client_id: clientId, integracao_id: integrationId, secret, created_at: isoAt(at) });
  return secret;
}
