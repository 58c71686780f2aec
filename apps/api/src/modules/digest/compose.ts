import type { Language } from '@console/contract';
import type { MailColors } from '../../platform/mail/template.ts';
import { brandedMail } from '../../platform/mail/template.ts';
import type { Mail } from '../../platform/mail/index.ts';

/** One line of a digest: what (a timer's label, or the failed jobs), how many since the last one, how many open, where. */
export interface DigestLine {
  label: string;
  fresh: number;
  /** Still overdue now; null for the failed jobs (they are counted once, as they fail). */
  open: number | null;
  link: string;
}

const TEXTS = {
  'pt-br': {
    subject: (client: string, total: number) =>
      `Resumo diário de ${client}: ${total} ${total === 1 ? 'item pede' : 'itens pedem'} atenção`,
    intro: (client: string, day: string) => `O que pede sua atenção em ${client} desde o último resumo (${day}):`,
    line: (l: DigestLine) =>
      `${l.label}: ${l.fresh} desde o último resumo${l.open === null ? '' : `, ${l.open} em aberto`} (${l.link})`,
    failed: 'Tarefas agendadas que falharam',
    open: 'Abrir o console',
    note: 'Você recebe este resumo porque o ativou como administrador deste cliente.',
  },
  en: {
    subject: (client: string, total: number) =>
      `Daily digest of ${client}: ${total} ${total === 1 ? 'item needs' : 'items need'} attention`,
    intro: (client: string, day: string) => `What needs your attention at ${client} since the last digest (${day}):`,
    line: (l: DigestLine) =>
      `${l.label}: ${l.fresh} since the last digest${l.open === null ? '' : `, ${l.open} open`} (${l.link})`,
    failed: 'Scheduled jobs that failed',
    open: 'Open the console',
    note: 'You receive this digest because you turned it on as an administrator of this client.',
  },
  es: {
    subject: (client: string, total: number) =>
      `Resumen diario de ${client}: ${total} ${total === 1 ? 'elemento requiere' : 'elementos requieren'} atención`,
    intro: (client: string, day: string) =>
      `Lo que requiere su atención en ${client} desde el último resumen (${day}):`,
    line: (l: DigestLine) =>
      `${l.label}: ${l.fresh} desde el último resumen${l.open === null ? '' : `, ${l.open} abiertos`} (${l.link})`,
    failed: 'Tareas programadas que fallaron',
    open: 'Abrir la consola',
    note: 'Recibe este resumen porque lo activó como administrador de este cliente.',
  },
} satisfies Record<Language, unknown>;

/** The failed jobs' label in a language. */
export const failedJobsLabel = (language: Language): string => TEXTS[language].failed;

/** The lines as the template's `resumo` and the built-in mail's paragraphs show them. */
export const digestLines = (language: Language, lines: readonly DigestLine[]): string[] =>
  lines.map((line) => TEXTS[language].line(line));

export interface DigestLook {
  to: string;
  userName: string;
  clientName: string;
  colors: MailColors;
  language: Language;
  /** The client's day, as the reader writes dates. */
  day: string;
  total: number;
  lines: readonly DigestLine[];
  link: string;
}

/** The built-in digest: the lines that need attention, a button to the console. */
export function digestMail(look: DigestLook): Mail {
  const texts = TEXTS[look.language];
  return brandedMail({
    to: look.to,
    subject: texts.subject(look.clientName, look.total),
    clientName: look.clientName,
    colors: look.colors,
    userName: look.userName,
    language: look.language,
    paragraphs: [texts.intro(look.clientName, look.day), ...digestLines(look.language, look.lines)],
    action: { label: texts.open, href: look.link },
    note: texts.note,
  });
}
