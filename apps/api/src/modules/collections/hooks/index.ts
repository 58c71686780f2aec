import type { CollectionHooks } from './types.ts';
import { webhookHooks } from './integracoes.ts';
import { apiKeyHooks } from './chaves-api.ts';
import { registrationHooks } from './inscricoes.ts';
import { classBookingHooks } from './reservas-aula.ts';
import { voucherUseHooks } from './usos-voucher.ts';
import { mailTemplateHooks } from './templates-email.ts';
import { pollVoteHooks } from './votos-enquete.ts';
import { checkWithin } from './within.ts';
import { redemptionHooks } from '../rules/commerce.ts';
import { levelHooks } from '../rules/levels.ts';

/** Each collection's own hooks, by entity: a collection without an entry has none. */
const HOOKS: Readonly<Record<string, CollectionHooks>> = {
  inscricoes: registrationHooks,
  'votos-enquete': pollVoteHooks,
  'usos-voucher': voucherUseHooks,
  resgates: redemptionHooks,
  niveis: levelHooks,
  'chaves-api': apiKeyHooks,
  integracoes: webhookHooks,
  'templates-email': mailTemplateHooks,
  'reservas-aula': classBookingHooks,
};

/** A collection's hooks: the rules every definition declares (references within a row), then its own. */
export const hooksOf = (entity: string): CollectionHooks => {
  const own = HOOKS[entity] ?? {};
  return {
    async beforeWrite(context, values) {
      await checkWithin(context, values);
      await own.beforeWrite?.(context, values);
    },
    ...(own.afterWrite ? { afterWrite: own.afterWrite } : {}),
    ...(own.afterDelete ? { afterDelete: own.afterDelete } : {}),
    ...(own.afterCreate ? { afterCreate: own.afterCreate } : {}),
  };
};
export type { CollectionHooks, OnceValues } from './types.ts';
