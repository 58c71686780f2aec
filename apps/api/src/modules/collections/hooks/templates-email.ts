import { isMailTemplateKey, MAIL_TEMPLATE_KEYS } from '@console/contract';
import type { CollectionHooks } from './types.ts';

/**
 * A template of one of the platform's mails (contract `MAIL_TEMPLATE_KEYS`) lists the placeholders that mail offers
 * in its "Variáveis disponíveis" (`variaveis`), whatever was typed there: the form shows what `{{…}}` may name. A key
 * of the client's own keeps the list its administrator wrote.
 */
export const mailTemplateHooks: CollectionHooks = {
  async beforeWrite({ before }, values) {
    const key = String(values.chave ?? before?.chave ?? '');
    if (isMailTemplateKey(key)) values.variaveis = JSON.stringify(MAIL_TEMPLATE_KEYS[key]);
  },
};
