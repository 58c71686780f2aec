import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { DbOrTx } from '../../db/handle.ts';
import type { DB } from '../../db/schema.ts';

/** A member's inbox (message_recipients joined to the messages they name), always scoped by client and user. */

export type RecipientRow = Selectable<DB['message_recipients']>;

export interface InboxRow extends RecipientRow {
  n_mensagem: string | null;
  n_link: string | null;
  n_imagem: string | null;
  c_mensagem: string | null;
  c_prioridade: string | null;
  c_exige_confirmacao: number | boolean | null;
}

/** Newest first, `limit` items before the id `before`. */
export async function inboxRows(
  db: DbOrTx,
  clientId: number,
  userId: number,
  before: number | undefined,
  limit: number,
): Promise<InboxRow[]> {
  const rows = await sql<InboxRow>`select r.*, n.mensagem as n_mensagem, n.link as n_link, n.imagem as n_imagem,
      c.mensagem as c_mensagem, c.prioridade as c_prioridade, c.exige_confirmacao as c_exige_confirmacao
    from message_recipients r
    left join c_notificacoes n on n.id = r.notificacao_id
    left join c_comunicados c on c.id = r.comunicado_id
    where r.client_id = ${clientId} and r.usuario = ${userId} ${before ? sql`and r.id < ${before}` : sql``}
    order by r.id desc limit ${limit}`.execute(db);
  return rows.rows;
}

/** The member's own item (undefined for another member's or client's: the caller answers 404). */
export async function ownItem(
  db: DbOrTx,
  clientId: number,
  userId: number,
  id: number,
): Promise<RecipientRow | undefined> {
  return db
    .selectFrom('message_recipients')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('usuario', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Sets a moment (lida_em, confirmada_em, aberta_em) once; answers whether it was unset before. */
export async function stampOnce(
  db: DbOrTx,
  id: number,
  field: 'lida_em' | 'confirmada_em' | 'aberta_em',
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('message_recipients')
    .set({ [field]: at })
    .where('id', '=', id)
    .where(field, 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A push opened: the phone's status moves to aberta (from pendente or entregue: an opening proves the delivery). */
export async function pushOpened(db: DbOrTx, id: number): Promise<{ delivered: boolean }> {
  const row = await db.selectFrom('message_recipients').select('status_push').where('id', '=', id).executeTakeFirst();
  const before = row?.status_push ?? null;
  if (before === null || before === 'aberta') return { delivered: false };
  await db.updateTable('message_recipients').set({ status_push: 'aberta' }).where('id', '=', id).execute();
  return { delivered: before !== 'entregue' };
}

/** Every unread item of the member read now, by message (for the figures); answers the rows moved. */
export async function readAll(db: DbOrTx, clientId: number, userId: number, at: string): Promise<RecipientRow[]> {
  const unread = await db
    .selectFrom('message_recipients')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('usuario', '=', userId)
    .where('lida_em', 'is', null)
    .execute();
  if (unread.length)
    await db
      .updateTable('message_recipients')
      .set({ lida_em: at })
      .where('client_id', '=', clientId)
      .where('usuario', '=', userId)
      .where('lida_em', 'is', null)
      .execute();
  return unread;
}
