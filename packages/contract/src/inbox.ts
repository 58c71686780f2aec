import { z } from 'zod';

/**
 * The member's in-app inbox (issue 29): every notification and announcement sent to them, newest first. Read by the
 * signed-in user only: another member's item answers 404. The unread count also comes live over the realtime hub
 * (INBOX_UNREAD_EVENT on the feed's socket) whenever a send reaches the member or they read something.
 */
export const INBOX_PATH = '/api/v2/client/caixa-de-entrada';
/** GET: `{ nao_lidas }`. */
export const INBOX_UNREAD_PATH = `${INBOX_PATH}/nao-lidas`;
/** POST: every item read at once. */
export const INBOX_READ_ALL_PATH = `${INBOX_PATH}/lidas`;
/** POST `…/:id/<segment>`: read it; confirm an announcement that asks for it; a push of it opened on the phone. */
export const INBOX_SEGMENTS = { read: 'lida', confirm: 'confirmacao', opened: 'aberta' } as const;

/** The socket event that carries a member's unread count: `{ type, folder_id: null, data: { nao_lidas } }`. */
export const INBOX_UNREAD_EVENT = 'inbox.unread';

export const INBOX_PAGE_SIZE = 20;
export const inboxQuery = z.object({
  client_id: z.coerce.number().int().positive().optional(),
  /** The id of the last item of the page before (keyset, newest first). */
  before: z.coerce.number().int().positive().optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(INBOX_PAGE_SIZE),
});

export const inboxItem = z.object({
  id: z.number().int(),
  tipo: z.enum(['notificacao', 'comunicado']),
  titulo: z.string(),
  /** A notification's text, or an announcement's sanitised HTML (rich text). */
  mensagem: z.string(),
  link: z.string().nullable(),
  imagem: z.string().nullable(),
  prioridade: z.enum(['normal', 'importante', 'urgente']),
  exige_confirmacao: z.boolean(),
  recebida_em: z.string(),
  lida_em: z.string().nullable(),
  confirmada_em: z.string().nullable(),
});
export type InboxItem = z.infer<typeof inboxItem>;

export const inboxPage = z.object({
  items: z.array(inboxItem),
  /** Pass as `before` for the next page; null on the last. */
  next: z.number().int().nullable(),
  nao_lidas: z.number().int().nonnegative(),
});
export type InboxPage = z.infer<typeof inboxPage>;

export const inboxUnread = z.object({ nao_lidas: z.number().int().nonnegative() });
export type InboxUnread = z.infer<typeof inboxUnread>;
