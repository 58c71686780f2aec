import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/handle.ts';
import { isoAt } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { PermanentJobError } from '../jobs/index.ts';
import { SIGNATURE_HEADER, signatureOf } from './signature.ts';
import { insertDelivery, integrationById, recordOutcome, subscribedIntegrations } from './repo.ts';

/**
 * Outbound webhooks (issue 29, docs/automation.md): an event of a client is written, in the transaction that makes
 * it, as one delivery job per active integration subscribed to it. The job POSTs the event as JSON, signed with the
 * integration's secret; every attempt is logged (`entregas-webhook`); a failure is retried with backoff, and ten in a
 * row pause the integration.
 */

export const WEBHOOK_JOB = 'webhook.deliver';
/** Failures in a row that pause an integration. */
export const PAUSE_AFTER = 10;
const TIMEOUT_MS = 10_000;
const ERROR_CHARS = 1000;

export type WebhookDeps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>;

interface DeliveryPayload {
  integration: number;
  delivery: string;
  event: string;
  occurred_at: string;
  data: unknown;
}

/** The body the receiver gets. */
const bodyOf = (payload: DeliveryPayload) =>
  JSON.stringify({ id: payload.delivery, event: payload.event, occurred_at: payload.occurred_at, data: payload.data });

/** Queues the event for each subscribed integration of the client, in the caller's transaction; answers how many. */
export async function emitWebhooks(
  deps: WebhookDeps,
  trx: DbOrTx,
  clientId: number,
  event: string,
  data: unknown,
): Promise<number> {
  const integrations = await subscribedIntegrations(trx, clientId, event);
  for (const integration of integrations) {
    const payload: DeliveryPayload = {
      integration,
      delivery: randomUUID(),
      event,
      occurred_at: isoAt(deps.clock()),
      data,
    };
    await deps.jobs.enqueue(trx, { kind: WEBHOOK_JOB, clientId, payload, key: `webhook:${payload.delivery}` });
  }
  return integrations.length;
}

export function defineWebhookJobs(deps: WebhookDeps): void {
  deps.jobs.define<DeliveryPayload>({
    kind: WEBHOOK_JOB,
    attempts: 8,
    backoff: { baseMs: 30_000, maxMs: 3_600_000 },
    timeoutMs: TIMEOUT_MS + 5_000,
    async run(job) {
      const clientId = job.clientId!;
      const payload = job.payload;
      const integration = await integrationById(deps.db, clientId, payload.integration);
      // Removed or paused meanwhile: nothing to deliver.
      if (!integration || Number(integration.ativo) !== 1 || !integration.secret) return;
      const body = bodyOf(payload);
      const timestamp = Math.floor(deps.clock() / 1000);
      const started = performance.now();
      let status: number | null = null;
      let error: string | null = null;
      try {
        const res = await fetch(integration.url, {
          method: 'POST',
          body,
          redirect: 'manual',
          signal: AbortSignal.any([job.signal, AbortSignal.timeout(TIMEOUT_MS)]),
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Console-Webhooks/1',
            'x-webhook-id': payload.delivery,
            'x-webhook-event': payload.event,
            [SIGNATURE_HEADER]: signatureOf(integration.secret, timestamp, body),
          },
        });
        status = res.status;
        await res.body?.cancel();
        if (status < 200 || status >= 300) error = `HTTP ${status}`;
      } catch (failure) {
        error = (
          failure instanceof Error
            ? ((failure.cause as Error | undefined)?.message ?? failure.message)
            : String(failure)
        ).slice(0, ERROR_CHARS);
      }
      const ok = error === null;
      const at = isoAt(deps.clock());
      const { paused } = await deps.db.transaction().execute(async (trx) => {
        await insertDelivery(trx, clientId, {
          integracao_id: payload.integration,
          entrega: payload.delivery,
          evento: payload.event,
          tentativa: job.attempt,
          status_http: status,
          sucesso: ok ? 1 : 0,
          duracao_ms: Math.round(performance.now() - started),
          erro: error,
          created_at: at,
        });
        return recordOutcome(trx, clientId, payload.integration, { at, ok, pauseAt: PAUSE_AFTER });
      });
      if (ok) return;
      if (paused) throw new PermanentJobError(`${error} (webhook pausado após ${PAUSE_AFTER} falhas seguidas)`);
      throw new Error(error!);
    },
  });
}
