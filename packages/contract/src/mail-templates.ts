import { z } from 'zod';

/**
 * The mails the platform sends that a client may write itself (issue 29): a `templates-email` row whose `chave` is one
 * of these keys, in the member's language and active, replaces the built-in texts; without one the built-in mail
 * goes. Each key names the placeholders its texts may use as `{{name}}`; their values are escaped in the HTML.
 */
export const MAIL_TEMPLATE_KEYS = {
  'boas-vindas': ['nome', 'cliente', 'link', 'validade_horas'],
  cadastro: ['nome', 'cliente', 'link'],
  'redefinir-senha': ['nome', 'cliente', 'link', 'validade_minutos'],
  'projeto-encaminhado': ['nome', 'cliente', 'projeto', 'autor', 'etapa', 'prazo', 'observacao', 'link'],
  'projeto-devolutiva': ['nome', 'cliente', 'projeto', 'decisao', 'mensagem', 'link'],
  'prazo-avaliacao': ['nome', 'cliente', 'projeto', 'etapa', 'prazo', 'link'],
  'prazo-vencido': ['nome', 'cliente', 'projeto', 'etapa', 'prazo', 'link'],
  // An announcement sent by e-mail too (comunicados.por_email): its title and its text without formatting.
  comunicado: ['nome', 'cliente', 'titulo', 'mensagem'],
  /** Someone tried to sign up with an e-mail that already has an account (to its owner). */
  'cadastro-existente': ['nome', 'cliente', 'link'],
  /** A collection's timer fired and names this person (an invoice overdue, an LGPD deadline missed, a ticket's SLA). */
  'aviso-registro': ['nome', 'cliente', 'aviso', 'registro', 'titulo', 'link'],
  /** The daily summary of what needs an administrator's attention (`digest.daily`). */
  'resumo-diario': ['nome', 'cliente', 'data', 'total', 'resumo', 'link'],
} as const satisfies Record<string, readonly string[]>;
export type MailTemplateKey = keyof typeof MAIL_TEMPLATE_KEYS;

export const isMailTemplateKey = (key: string): key is MailTemplateKey => key in MAIL_TEMPLATE_KEYS;

/** Values a preview or test send fills in (the sender's own name and the client's name replace `nome`, `cliente`). */
export const MAIL_SAMPLE_VALUES: Readonly<Record<string, string>> = {
  nome: 'Maria Silva',
  cliente: 'Sua organização',
  link: 'https://exemplo.com.br/link-de-exemplo',
  validade_horas: '72',
  validade_minutos: '60',
  projeto: 'Horta comunitária',
  autor: 'João Souza',
  etapa: 'Avaliação técnica',
  prazo: '30/06/2026 18:00 (horário de Brasília)',
  observacao: 'Ver o orçamento com atenção.',
  decisao: 'Aprovado',
  mensagem: 'Parabéns pela proposta.',
  aviso: 'Fatura vencida',
  registro: 'Fatura "NF-2026-0042"',
  titulo: 'NF-2026-0042',
  data: '30/06/2026',
  total: '5',
  resumo: 'Solicitações LGPD com prazo vencido: 2\nChamados com SLA violado: 3',
};

/** Placeholders of a template's texts: `{{ name }}` (spaces allowed). */
export const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** The placeholders a text uses that its key does not offer (the console and the API warn of them). */
export const unknownPlaceholders = (key: string, text: string): string[] => {
  const offered: readonly string[] = isMailTemplateKey(key) ? MAIL_TEMPLATE_KEYS[key] : [];
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))].filter((name) => !offered.includes(name));
};

/** The segments under a template's record path: its preview and its test send (collections' screen actions). */
export const MAIL_PREVIEW_SEGMENT = 'preview';
export const MAIL_TEST_SEGMENT = 'teste';

/** A template rendered with sample values: the subject, the HTML (shown in a sandboxed frame) and the text part. */
export const mailPreview = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** Placeholders the texts use that the template's key does not offer (they stay as written). */
  unknown: z.array(z.string()),
});
export type MailPreview = z.infer<typeof mailPreview>;

/** A test send: the outbox's mail and where it went (the sender's own address). */
export const mailTestSent = z.object({ to: z.string(), outbox_id: z.number().int() });
export type MailTestSent = z.infer<typeof mailTestSent>;
