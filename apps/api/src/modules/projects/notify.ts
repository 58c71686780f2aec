import {
  colorConfig,
  DECISION_STATUS,
  memberProjectPath,
  PROJECT_STATUS_LABELS,
  projectReviewPath,
  type Decision,
  type MailTemplateKey,
} from '@console/contract';
import type { DbOrTx } from '../../db/handle.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { fromTemplate } from '../../platform/mail/client-template.ts';
import { brandedMail } from '../../platform/mail/template.ts';
import { welcomeClient } from '../../platform/welcome-repo.ts';
import { peopleRepo } from './people-repo.ts';

type MailDeps = Pick<AppDeps, 'config' | 'mailer'>;

const deadlineFormat = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});
/** A deadline as the mail shows it, in Brazil's official time. */
export const formatDeadline = (iso: string): string => `${deadlineFormat.format(new Date(iso))} (horário de Brasília)`;

/** Writes a mail to a user of the client into the outbox, in the caller's transaction; null when the user is gone. */
async function enqueueTo(
  deps: MailDeps,
  trx: DbOrTx,
  clientId: number,
  userId: number,
  template: { key: MailTemplateKey; values: Record<string, string> },
  compose: (
    client: { name: string; colors: ReturnType<typeof colorConfig.parse> },
    user: { name: string; email: string },
  ) => Parameters<typeof brandedMail>[0],
): Promise<number | null> {
  const [client, user] = await Promise.all([welcomeClient(trx, clientId), peopleRepo(trx).recipient(clientId, userId)]);
  if (!client || !user) return null;
  const look = { name: client.name, colors: colorConfig.parse(JSON.parse(client.config)) };
  // The client's template for this mail in the recipient's language, else the built-in texts.
  const mail = await fromTemplate(
    trx,
    clientId,
    template.key,
    {
      to: user.email,
      clientName: client.name,
      colors: look.colors,
      language: user.language,
      values: { nome: user.name, cliente: client.name, ...template.values },
    },
    () => brandedMail(compose(look, user)),
  );
  return deps.mailer.enqueue(trx, clientId, mail);
}

export interface ForwardMail {
  projectId: number;
  title: string;
  assigneeId: number;
  actorName: string;
  stage: string | null;
  deadline: string;
  note: string;
}

/** The reviewer a project is forwarded to is told what, by whom and until when. */
export function enqueueForwarded(
  deps: MailDeps,
  trx: DbOrTx,
  clientId: number,
  mail: ForwardMail,
): Promise<number | null> {
  const link = `${deps.config.PUBLIC_URL}${projectReviewPath(mail.projectId)}?client_id=${clientId}`;
  const values = {
    projeto: mail.title,
    autor: mail.actorName,
    etapa: mail.stage ?? '',
    prazo: formatDeadline(mail.deadline),
    observacao: mail.note,
    link,
  };
  return enqueueTo(deps, trx, clientId, mail.assigneeId, { key: 'projeto-encaminhado', values }, (client, user) => ({
    to: user.email,
    subject: `Projeto encaminhado para sua avaliação: ${mail.title}`,
    clientName: client.name,
    colors: client.colors,
    userName: user.name,
    paragraphs: [
      `${mail.actorName} encaminhou a você o projeto "${mail.title}"${mail.stage ? ` na etapa "${mail.stage}"` : ''}.`,
      `Prazo para a avaliação: ${formatDeadline(mail.deadline)}.`,
      ...(mail.note ? [`Observação: ${mail.note}`] : []),
    ],
    action: {
      label: 'Abrir o projeto',
      href: `${deps.config.PUBLIC_URL}${projectReviewPath(mail.projectId)}?client_id=${clientId}`,
    },
    note: 'Você recebeu este e-mail porque avalia projetos neste cliente.',
  }));
}

export interface DecisionMail {
  projectId: number;
  title: string;
  proponentId: number;
  decision: Decision;
  text: string;
}

const DECISION_LINES: Record<Decision, string> = {
  aprovado: 'Seu projeto foi aprovado.',
  reprovado: 'Seu projeto não foi aprovado.',
  ajustes:
    'Seu projeto foi devolvido para ajustes: veja abaixo o que mudar e envie-o de novo dentro do período da sessão.',
};

/** The proponent receives the devolutiva: the decision and the reviewers' message. */
export function enqueueDecision(
  deps: MailDeps,
  trx: DbOrTx,
  clientId: number,
  mail: DecisionMail,
): Promise<number | null> {
  const values = {
    projeto: mail.title,
    decisao: PROJECT_STATUS_LABELS[DECISION_STATUS[mail.decision]],
    mensagem: mail.text,
    link: `${deps.config.PUBLIC_URL}${memberProjectPath(mail.projectId)}?client_id=${clientId}`,
  };
  return enqueueTo(deps, trx, clientId, mail.proponentId, { key: 'projeto-devolutiva', values }, (client, user) => ({
    to: user.email,
    subject: `Devolutiva do projeto "${mail.title}": ${PROJECT_STATUS_LABELS[DECISION_STATUS[mail.decision]]}`,
    clientName: client.name,
    colors: client.colors,
    userName: user.name,
    paragraphs: [DECISION_LINES[mail.decision], `Mensagem da avaliação: ${mail.text}`],
    action: {
      label: 'Ver meu projeto',
      href: `${deps.config.PUBLIC_URL}${memberProjectPath(mail.projectId)}?client_id=${clientId}`,
    },
    note: 'Você recebeu este e-mail porque enviou este projeto.',
  }));
}

/** After commit: hands the outbox rows to the transport (when there is one). */
export async function deliverAll(deps: Pick<AppDeps, 'mailer'>, ids: (number | null)[]): Promise<void> {
  await Promise.all(ids.filter((id): id is number => id !== null).map((id) => deps.mailer.deliver(id)));
}
