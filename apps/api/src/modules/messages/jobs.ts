import type { AppDeps } from '../../platform/deps.ts';
import { runChannel } from './channels.ts';
import {
  MESSAGE_CHANNEL_JOB,
  MESSAGE_SEND_JOB,
  runSend,
  sendKey,
  type ChannelPayload,
  type SendPayload,
} from './send.ts';
import { sourceOf } from './sources.ts';

/**
 * Messages on the job queue (issue 29): a notification or announcement entering its sent state (by hand, or at its
 * scheduled moment through the timers) enqueues its send in that same transaction; the send and each chunk's channel
 * deliveries are jobs, retried with backoff and taken back from a dead process.
 */
export function defineMessageJobs(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'clock' | 'realtime' | 'mailer' | 'events' | 'push'>,
) {
  deps.jobs.define<SendPayload>({
    kind: MESSAGE_SEND_JOB,
    // A million recipients is some 200 chunks: minutes, not the default minute.
    timeoutMs: 15 * 60_000,
    async run(job) {
      if (job.clientId !== null) await runSend(deps, job.clientId, job.payload, job.signal);
    },
  });
  deps.jobs.define<ChannelPayload>({
    kind: MESSAGE_CHANNEL_JOB,
    timeoutMs: 5 * 60_000,
    async run(job) {
      if (job.clientId !== null) await runChannel(deps, job.clientId, job.payload, job.signal);
    },
  });
  deps.events.on('status_entered', async ({ trx }, event) => {
    const source = sourceOf(event.entity);
    if (source && event.to === source.sent)
      await deps.jobs.enqueue<SendPayload>(trx, {
        kind: MESSAGE_SEND_JOB,
        clientId: event.clientId,
        payload: { entity: source.entity, id: event.id },
        key: sendKey(source.entity, event.id),
      });
    return [];
  });
}
