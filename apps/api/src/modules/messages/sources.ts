/** A message's row as stored (its table's columns). */
export type MessageRow = Record<string, unknown> & { id: number };

/**
 * The collections whose rows are messages sent to members (issue 29): the status that sends one, the recipients'
 * column naming it, the channels it goes by, and the figures its recipients are counted into.
 */
export interface MessageSource {
  entity: 'notificacoes' | 'comunicados';
  /** The workflow's state whose entering sends the message (by hand, or its scheduled moment through the timers). */
  sent: string;
  /** The message's moment of sending (a system field): set when its send starts. */
  sentAt: string;
  /** message_recipients' column naming the message. */
  column: 'notificacao_id' | 'comunicado_id';
  /** The inbox's kind of item. */
  kind: 'notificacao' | 'comunicado';
  push: (row: MessageRow) => boolean;
  email: (row: MessageRow) => boolean;
  /** Figures (system fields of the message): read in the app (or opened from the phone), delivered to phones. */
  figures: { read: string; delivered?: string; confirmed?: string };
}

export const MESSAGE_SOURCES: Readonly<Record<MessageSource['entity'], MessageSource>> = {
  notificacoes: {
    entity: 'notificacoes',
    sent: 'enviada',
    sentAt: 'enviada_em',
    column: 'notificacao_id',
    kind: 'notificacao',
    push: () => true,
    email: () => false,
    figures: { read: 'abertas', delivered: 'entregues' },
  },
  comunicados: {
    entity: 'comunicados',
    sent: 'enviado',
    sentAt: 'enviado_em',
    column: 'comunicado_id',
    kind: 'comunicado',
    push: () => false,
    email: (row) => Boolean(Number(row.por_email)),
    figures: { read: 'leituras', confirmed: 'confirmacoes' },
  },
};

export const sourceOf = (entity: string): MessageSource | undefined =>
  MESSAGE_SOURCES[entity as MessageSource['entity']];
