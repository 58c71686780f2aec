import type { AppDeps } from '../../platform/deps.ts';
import type { PushMessage } from '../../platform/push/providers.ts';
import { activeDevicesOf } from '../../platform/push/devices-repo.ts';
import { pushToDevices, type PushToUserResult } from '../../platform/push/send.ts';
import { bumpFigures, messageRow, pendingOf, settleMany } from './repo.ts';
import type { ChannelPayload } from './send.ts';
import type { MessageSource } from './sources.ts';

/**
 * Push for one chunk of a send's recipients (issue 29): each pending recipient's devices through the providers, a
 * few dozen members at once; the outcomes of each group are written in one transaction with the figure they move
 * (delivered to phones). Members the services asked to try later stay pending, and the job fails so the queue runs
 * it again with backoff: the next run sends only to them.
 */

/** Members pushed to at once: enough to keep the providers' connections busy, few enough to bound memory. */
const AT_ONCE = 256;

type PushDeps = Pick<AppDeps, 'db' | 'clock' | 'push'>;
type Outcome = PushToUserResult['status'];

const STATUS: Record<Exclude<Outcome, 'retry'>, string> = {
  delivered: 'entregue',
  no_device: 'sem_dispositivo',
  failed: 'falhou',
};

export async function runPush(
  deps: PushDeps,
  clientId: number,
  source: MessageSource,
  payload: ChannelPayload,
  signal: AbortSignal,
): Promise<void> {
  const row = await messageRow(deps.db, source, clientId, payload.id);
  if (!row) return;
  const pending = await pendingOf(deps.db, source, payload.id, 'status_push', payload);
  let later = 0;
  let lastError = '';
  for (let i = 0; i < pending.length; i += AT_ONCE) {
    signal.throwIfAborted();
    const group = pending.slice(i, i + AT_ONCE);
    // One read of the whole group's devices, then every member's push at once.
    const devices = await activeDevicesOf(
      deps.db,
      clientId,
      group.map((recipient) => recipient.usuario),
    );
    const results = await Promise.all(
      group.map((recipient) => {
        const message: PushMessage = {
          title: String(row.titulo ?? ''),
          body: String(row.mensagem ?? ''),
          link: (row.link as string | null) ?? null,
          image: (row.imagem as string | null) ?? null,
          data: { recipient_id: String(recipient.id), [source.column]: String(payload.id) },
        };
        return pushToDevices(deps, clientId, devices.get(recipient.usuario) ?? [], message, signal);
      }),
    );
    const by = new Map<Outcome, { ids: number[]; error: string | null }>();
    results.forEach((result, k) => {
      const entry = by.get(result.status) ?? { ids: [], error: result.error ?? null };
      entry.ids.push(group[k].id);
      by.set(result.status, entry);
    });
    await deps.db.transaction().execute(async (trx) => {
      for (const [status, { ids, error }] of by) {
        if (status === 'retry') continue;
        const moved = await settleMany(trx, ids, 'status_push', STATUS[status], error);
        if (status === 'delivered' && source.figures.delivered)
          await bumpFigures(trx, source, payload.id, { [source.figures.delivered]: moved });
      }
    });
    const retry = by.get('retry');
    if (retry) {
      later += retry.ids.length;
      lastError = retry.error ?? lastError;
    }
  }
  if (later) throw new Error(`Push: ${later} membro(s) para tentar de novo (${lastError}).`);
}
