import {
  collectionByEntity,
  colorConfig,
  MAIL_SAMPLE_VALUES,
  unknownPlaceholders,
  type MailPreview,
  type MailTestSent,
} from '@console/contract';
import { tableOf } from '../../db/collections/layout.ts';
import type { DbOrTx } from '../../db/handle.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { renderTemplate } from '../../platform/mail/client-template.ts';
import type { Mail } from '../../platform/mail/index.ts';
import { welcomeClient } from '../../platform/welcome-repo.ts';
import { rowById } from './repo.ts';
import type { Place } from './service.ts';

/**
 * A mail template's preview and test send (issue 29, screen actions of `templates-email`): the record as stored,
 * rendered with sample values in the client's colours; the test goes to the sender's own address through the outbox.
 */
export function mailTemplateService(deps: Pick<AppDeps, 'db' | 'mailer' | 'clock'>) {
  const def = collectionByEntity('templates-email')!;

  async function rendered(db: DbOrTx, place: Place, id: number, to: string, name: string) {
    const { clientId } = place.access;
    const row = await rowById(db, clientId, tableOf(def), id);
    const client = await welcomeClient(db, clientId);
    if (!row || !client) throw notFound();
    const template = { assunto: String(row.assunto ?? ''), corpo: String(row.corpo ?? '') };
    const mail = renderTemplate(template, {
      to,
      clientName: client.name,
      colors: colorConfig.parse(JSON.parse(client.config)),
      language: String(row.idioma ?? 'pt-br'),
      values: { ...MAIL_SAMPLE_VALUES, nome: name, cliente: client.name },
    });
    const unknown = unknownPlaceholders(String(row.chave), `${template.assunto}\n${template.corpo}`);
    return { mail, unknown };
  }

  return {
    async preview(place: Place, id: number): Promise<MailPreview> {
      const { user } = place.access;
      const { mail, unknown } = await rendered(deps.db, place, id, user.email, user.name);
      return { subject: mail.subject, html: mail.html, text: mail.text, unknown };
    },

    /** Writes the test mail to the outbox (audited as `templates-email.testar`), then delivers it. */
    async test(place: Place, id: number): Promise<MailTestSent> {
      const { user, clientId } = place.access;
      const outboxId = await deps.db.transaction().execute(async (trx) => {
        const { mail } = await rendered(trx, place, id, user.email, user.name);
        const test: Mail = { ...mail, subject: `[Teste] ${mail.subject}` };
        const queued = await deps.mailer.enqueue(trx, clientId, test);
        await recordAudit(trx, {
          clientId,
          actorUserId: user.id,
          action: `${def.entity}.testar`,
          entity: def.entity,
          entityId: id,
          after: { to: user.email, outbox_id: queued },
          requestId: place.requestId,
          at: deps.clock(),
        });
        return queued;
      });
      await deps.mailer.deliver(outboxId);
      return { to: user.email, outbox_id: outboxId };
    },
  };
}
