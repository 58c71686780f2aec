import { parseAudience, type Audience } from '@console/contract';
import { isoAt } from '../../platform/clock.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { INBOX_CHANGED_EVENT } from '../../platform/realtime/hub.ts';
import { audienceWhere, chunkEnd } from './audience-repo.ts';
import { bumpFigures, insertRecipients, lastRecipient, markSent, messageRow } from './repo.ts';
import { sourceOf, type MessageSource } from './sources.ts';

/**
 * The send of a notification or an announcement (issue 29), on the job queue: its audience resolved and its recipients
 * materialised in chunks of users by id, each chunk in its own transaction with the figure it adds, so a send of a
 * million members runs at constant memory and, killed half-way, goes on after the last chunk written. Each chunk
 * hands its channels (push, e-mail) their own jobs and tells the chunk's members' sockets their unread count moved.
 */

export const MESSAGE_SEND_JOB = 'messages.send';
/** A channel's delivery of one chunk of recipients. */
export const MESSAGE_CHANNEL_JOB = 'messages.channel';

/** Users per chunk: one statement each, a few megabytes at most. */
const CHUNK = 5_000;

export interface SendPayload {
  entity: MessageSource['entity'];
  id: number;
}

export interface ChannelPayload extends SendPayload {
  channel: 'push' | 'email';
  after: number;
  last: number;
}

/** The job's key: one send per message, however often its status is entered. */
export const sendKey = (entity: string, id: number): string => `${MESSAGE_SEND_JOB}:${entity}:${id}`;

const EVERYONE: Audience = { tipo: 'todos' };

type SendDeps = Pick<AppDeps, 'db' | 'jobs' | 'clock' | 'realtime'>;

export async function runSend(deps: SendDeps, clientId: number, payload: SendPayload, signal: AbortSignal) {
  const source = sourceOf(payload.entity);
  if (!source) return;
  const row = await messageRow(deps.db, source, clientId, payload.id);
  // Cancelled (or deleted) before its turn: nothing goes.
  if (!row || row.status !== source.sent) return;
  const now = deps.clock();
  const at = isoAt(now);
  const named = parseAudience(row.publico) ?? EVERYONE;
  const audience = audienceWhere(clientId, named, now);
  const channels = { push: source.push(row), email: source.email(row) };
  await markSent(deps.db, source, payload.id, source.sentAt, at);
  let after = await lastRecipient(deps.db, source, payload.id);
  for (;;) {
    signal.throwIfAborted();
    const last = await chunkEnd(deps.db, clientId, named, now, after, CHUNK);
    if (last === null) break;
    const chunk = { after, last };
    await deps.db.transaction().execute(async (trx) => {
      const added = await insertRecipients(trx, source, {
        clientId,
        id: payload.id,
        titulo: String(row.titulo ?? ''),
        audience,
        ...chunk,
        at,
        ...channels,
      });
      await bumpFigures(trx, source, payload.id, { destinatarios: added });
      for (const channel of ['push', 'email'] as const)
        if (channels[channel])
          await deps.jobs.enqueue<ChannelPayload>(trx, {
            kind: MESSAGE_CHANNEL_JOB,
            clientId,
            payload: { ...payload, channel, ...chunk },
            key: `${MESSAGE_CHANNEL_JOB}:${payload.entity}:${payload.id}:${channel}:${after}`,
          });
    });
    await deps.realtime.publish({
      clientId,
      folderId: 0,
      type: INBOX_CHANGED_EVENT,
      data: { from: after + 1, to: last },
    });
    after = last;
  }
}
