import { COLLECTION_MESSAGES, parseAudience, type InboxItem, type InboxPage } from '@console/contract';
import type { RequestAccess } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import { isoAt } from '../../platform/clock.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { INBOX_CHANGED_EVENT } from '../../platform/realtime/hub.ts';
import { countAudience } from './audience-repo.ts';
import { inboxRows, ownItem, pushOpened, readAll, stampOnce, type InboxRow, type RecipientRow } from './inbox-repo.ts';
import { unreadCount } from '../../platform/inbox-repo.ts';
import { bumpFigures } from './repo.ts';
import { MESSAGE_SOURCES, type MessageSource } from './sources.ts';

/**
 * An audience's estimated reach (the console shows it before sending), and the member's inbox: their items, the unread
 * count, and the acts that move a message's figures (read, confirmed, opened from a push) in the same transaction.
 */

const PRIORITIES = new Set(['normal', 'importante', 'urgente']);

function present(row: InboxRow): InboxItem {
  const notification = row.notificacao_id !== null;
  const priority = row.c_prioridade ?? 'normal';
  return {
    id: row.id,
    tipo: notification ? 'notificacao' : 'comunicado',
    titulo: row.titulo,
    mensagem: (notification ? row.n_mensagem : row.c_mensagem) ?? '',
    link: notification ? row.n_link : null,
    imagem: notification ? row.n_imagem : null,
    prioridade: (PRIORITIES.has(priority) ? priority : 'normal') as InboxItem['prioridade'],
    exige_confirmacao: !notification && Boolean(Number(row.c_exige_confirmacao ?? 0)),
    recebida_em: row.created_at,
    lida_em: row.lida_em,
    confirmada_em: row.confirmada_em,
  };
}

const sourceOfRow = (row: RecipientRow): MessageSource =>
  row.notificacao_id !== null ? MESSAGE_SOURCES.notificacoes : MESSAGE_SOURCES.comunicados;
const messageIdOf = (row: RecipientRow): number => Number(row.notificacao_id ?? row.comunicado_id);

type Act = 'read' | 'confirm' | 'opened';

export function messagesService(deps: AppDeps) {
  /** The member's own item, or 404 (another member's or client's alike). */
  const own = async (access: RequestAccess, id: number) => {
    const row = await ownItem(deps.db, access.clientId, access.user.id, id);
    if (!row) throw notFound();
    return row;
  };
  const tellSockets = (access: RequestAccess) =>
    deps.realtime.publish({
      clientId: access.clientId,
      folderId: 0,
      type: INBOX_CHANGED_EVENT,
      data: { from: access.user.id, to: access.user.id },
    });

  return {
    async reach(access: RequestAccess, publico: unknown): Promise<number> {
      const audience = parseAudience(publico);
      if (!audience) throw invalid({ publico: [COLLECTION_MESSAGES.audience] });
      return countAudience(deps.db, access.clientId, audience, deps.clock());
    },

    async page(access: RequestAccess, before: number | undefined, perPage: number): Promise<InboxPage> {
      const [rows, unread] = await Promise.all([
        inboxRows(deps.db, access.clientId, access.user.id, before, perPage + 1),
        unreadCount(deps.db, access.clientId, access.user.id),
      ]);
      const items = rows.slice(0, perPage).map(present);
      return { items, next: rows.length > perPage ? items[items.length - 1].id : null, nao_lidas: unread };
    },

    unread: (access: RequestAccess) => unreadCount(deps.db, access.clientId, access.user.id),

    /** Read, confirmed (an announcement that asks for it; confirming reads it too) or opened from a push. */
    async act(access: RequestAccess, id: number, act: Act, requestId: string): Promise<InboxItem> {
      const item = await own(access, id);
      if (act === 'confirm' && !(await asksConfirmation(access, item))) throw new AppError(409, 'noConfirmation');
      const at = isoAt(deps.clock());
      const source = sourceOfRow(item);
      await deps.db.transaction().execute(async (trx) => {
        const figures: Record<string, number> = {};
        if (act === 'opened' && (await stampOnce(trx, id, 'aberta_em', at))) {
          const { delivered } = await pushOpened(trx, id);
          if (delivered && source.figures.delivered) figures[source.figures.delivered] = 1;
        }
        if (await stampOnce(trx, id, 'lida_em', at)) figures[source.figures.read] = 1;
        if (act === 'confirm' && source.figures.confirmed && (await stampOnce(trx, id, 'confirmada_em', at)))
          figures[source.figures.confirmed] = 1;
        await bumpFigures(trx, source, messageIdOf(item), figures);
        await recordAudit(trx, {
          clientId: access.clientId,
          actorUserId: access.user.id,
          action: `inbox.${act}`,
          entity: 'destinatarios',
          entityId: id,
          requestId,
          at: deps.clock(),
        });
      });
      await tellSockets(access);
      const [row] = await inboxRows(deps.db, access.clientId, access.user.id, id + 1, 1);
      return present(row);
    },

    async readAll(access: RequestAccess, requestId: string): Promise<number> {
      const at = isoAt(deps.clock());
      const moved = await deps.db.transaction().execute(async (trx) => {
        const rows = await readAll(trx, access.clientId, access.user.id, at);
        for (const row of rows)
          await bumpFigures(trx, sourceOfRow(row), messageIdOf(row), { [sourceOfRow(row).figures.read]: 1 });
        if (rows.length)
          await recordAudit(trx, {
            clientId: access.clientId,
            actorUserId: access.user.id,
            action: 'inbox.read_all',
            entity: 'destinatarios',
            after: { lidas: rows.length },
            requestId,
            at: deps.clock(),
          });
        return rows.length;
      });
      if (moved) await tellSockets(access);
      return moved;
    },
  };

  async function asksConfirmation(access: RequestAccess, item: RecipientRow): Promise<boolean> {
    if (item.comunicado_id === null) return false;
    const [row] = await inboxRows(deps.db, access.clientId, access.user.id, item.id + 1, 1);
    return Boolean(Number(row?.c_exige_confirmacao ?? 0));
  }
}
