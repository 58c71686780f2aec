import { issueApiKey } from '../../../platform/api-keys.ts';
import type { CollectionHooks } from './types.ts';

/**
 * An API key (issue 29): its key is made when the row is created, from the generated prefix and 32 random bytes; the
 * hash is stored apart, and the key itself only answers this one create (the console shows it once, with a copy
 * button). It never enters the row, so never the audit log, a version or an export.
 */
export const apiKeyHooks: CollectionHooks = {
  async afterCreate({ trx, clientId, at }, row) {
    return { chave: await issueApiKey(trx, clientId, Number(row.id), String(row.prefixo), at) };
  },
};
