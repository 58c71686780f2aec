import { colorConfig, PASSWORD_SETUP_ROUTE, PASSWORD_SETUP_TTL_HOURS } from '@console/contract';
import type { DbOrTx } from '../db/handle.ts';
import { customWelcomeTexts } from './client-settings.ts';
import { isoAt } from './clock.ts';
import type { AppDeps } from './deps.ts';
import { notFound } from './errors.ts';
import { fromTemplate } from './mail/client-template.ts';
import { welcomeMail } from './mail/index.ts';
import { hashToken, newToken } from './tokens.ts';
import { passwordLinksRepo } from './password-links-repo.ts';
import { welcomeClient } from './welcome-repo.ts';

/** The account a welcome mail is for. */
export interface NewAccount {
  id: number;
  name: string;
  email: string;
  language: string;
}

/**
 * Inside the transaction that creates the account: a one-time set-password link valid PASSWORD_SETUP_TTL_HOURS and
 * the welcome mail carrying it, in the client's colours and, when the client wrote them for the account's language,
 * in its own texts. Answers the outbox id, to deliver after commit.
 */
export async function enqueueWelcome(
  deps: Pick<AppDeps, 'config' | 'mailer'>,
  trx: DbOrTx,
  clientId: number,
  account: NewAccount,
  at: number,
): Promise<number> {
  const client = await welcomeClient(trx, clientId);
  if (!client) throw notFound();
  const token = newToken();
  await passwordLinksRepo(trx).insert(clientId, {
    userId: account.id,
    tokenHash: hashToken(token),
    createdAt: isoAt(at),
    expiresAt: isoAt(at + PASSWORD_SETUP_TTL_HOURS * 3600_000),
  });
  const link = `${deps.config.PUBLIC_URL}${PASSWORD_SETUP_ROUTE}?token=${encodeURIComponent(token)}&client_id=${clientId}`;
  const colors = colorConfig.parse(JSON.parse(client.config));
  // The client's template "boas-vindas" in the account's language first; then its welcome texts; then ours.
  const mail = await fromTemplate(
    trx,
    clientId,
    'boas-vindas',
    {
      to: account.email,
      clientName: client.name,
      colors,
      language: account.language,
      values: { nome: account.name, cliente: client.name, link, validade_horas: String(PASSWORD_SETUP_TTL_HOURS) },
    },
    () =>
      welcomeMail({
        to: account.email,
        userName: account.name,
        clientName: client.name,
        colors,
        link,
        validHours: PASSWORD_SETUP_TTL_HOURS,
        custom: customWelcomeTexts(client.settings, account.language),
      }),
  );
  return deps.mailer.enqueue(trx, clientId, mail);
}
