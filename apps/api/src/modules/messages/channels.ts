import { colorConfig, richTextPlain, type Language } from '@console/contract';
import { fromTemplate } from '../../platform/mail/client-template.ts';
import { brandedMail, type MailColors } from '../../platform/mail/template.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { welcomeClient } from '../../platform/welcome-repo.ts';
import { messageRow, pendingOf, recipientsPeople, settleChannel } from './repo.ts';
import { runPush } from './push.ts';
import type { ChannelPayload } from './send.ts';
import { sourceOf, type MessageRow, type MessageSource } from './sources.ts';

/**
 * A channel's delivery of one chunk of a send's recipients (issue 29); push is push.ts. E-mail: each pending recipient's mail written
 * from the client's `comunicado` template in their language (the built-in text otherwise) and handed to the outbox,
 * which delivers and retries it; the recipient's e-mail status moves in the same transaction, so a chunk run again
 * after a crash writes no mail twice.
 */

type ChannelDeps = Pick<AppDeps, 'db' | 'mailer' | 'clock' | 'push'>;

const NOTE: Record<Language, (client: string) => string> = {
  'pt-br': (client) => `Você recebeu este comunicado como membro de ${client}. Ele também está no aplicativo.`,
  en: (client) => `You received this announcement as a member of ${client}. It is also in the app.`,
  es: (client) => `Recibió este comunicado como miembro de ${client}. También está en la aplicación.`,
};

const languageOf = (value: string): Language => (value === 'en' || value === 'es' ? value : 'pt-br');

export async function runChannel(
  deps: ChannelDeps,
  clientId: number,
  payload: ChannelPayload,
  signal: AbortSignal,
): Promise<void> {
  const source = sourceOf(payload.entity);
  if (!source) return;
  if (payload.channel === 'push') return runPush(deps, clientId, source, payload, signal);
  const [row, client] = await Promise.all([
    messageRow(deps.db, source, clientId, payload.id),
    welcomeClient(deps.db, clientId),
  ]);
  if (!row || !client) return;
  const look = { name: client.name, colors: colorConfig.parse(JSON.parse(client.config)) };
  const pending = await pendingOf(deps.db, source, payload.id, 'status_email', payload);
  const people = await recipientsPeople(
    deps.db,
    clientId,
    pending.map((recipient) => recipient.usuario),
  );
  for (const recipient of pending) {
    const person = people.get(recipient.usuario);
    await deps.db.transaction().execute(async (trx) => {
      if (!person) {
        await settleChannel(trx, recipient.id, 'status_email', 'falhou', 'Usuário inativo ou excluído.');
        return;
      }
      const mail = await announcementMail(trx, clientId, source, row, look, person);
      await deps.mailer.enqueue(trx, clientId, mail);
      await settleChannel(trx, recipient.id, 'status_email', 'enviado', null);
    });
  }
}

interface Person {
  name: string;
  email: string;
  language: string;
}

function announcementMail(
  trx: Parameters<typeof fromTemplate>[0],
  clientId: number,
  source: MessageSource,
  row: MessageRow,
  look: { name: string; colors: MailColors },
  person: Person,
) {
  const language = languageOf(person.language);
  const titulo = String(row.titulo ?? '');
  const mensagem = source.entity === 'comunicados' ? richTextPlain(String(row.mensagem ?? '')) : String(row.mensagem);
  return fromTemplate(
    trx,
    clientId,
    'comunicado',
    {
      to: person.email,
      clientName: look.name,
      colors: look.colors,
      language,
      values: { nome: person.name, cliente: look.name, titulo, mensagem },
    },
    () =>
      brandedMail({
        to: person.email,
        subject: titulo,
        clientName: look.name,
        colors: look.colors,
        userName: person.name,
        language,
        paragraphs: mensagem.split(/\n\s*\n/).filter(Boolean),
        note: NOTE[language](look.name),
      }),
  );
}
