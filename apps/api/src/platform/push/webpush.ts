import webpush from 'web-push';
import { endpointAllowed } from './endpoints.ts';
import { outcomeOfFailure, outcomeOfStatus } from './outcomes.ts';
import type { PushDevice, PushMessage, PushOutcome, PushProvider } from './providers.ts';

/**
 * Web Push to browsers (RFC 8030, 8291, 8292): the message is encrypted for the subscription (aes128gcm) and signed
 * with the platform's VAPID key by the `web-push` package (`generateRequestDetails`); the request itself goes through
 * fetch, which takes an AbortSignal and plain http to a local stand-in (the package's own sender speaks only https and
 * cannot be aborted). The service worker receives `{ title, body, link, image, data }` as JSON.
 */

/** How long a push service keeps an undelivered message (a day: a notice older than that is stale). */
const TTL_SECONDS = 86_400;
/** A push service accepts at most 4096 bytes of encrypted payload; the record's overhead leaves this much text. */
const MAX_PAYLOAD_BYTES = 3_993;

interface WebPushOptions {
  vapid: { publicKey: string; privateKey: string; subject: string };
  allowedHosts: readonly string[];
  timeoutMs: number;
  fetcher: typeof fetch;
}

const subscriptionOf = (token: string): webpush.PushSubscription | null => {
  try {
    const value = JSON.parse(token) as webpush.PushSubscription;
    return value?.endpoint && value.keys?.p256dh && value.keys.auth ? value : null;
  } catch {
    return null;
  }
};

export function webPushProvider(options: WebPushOptions): PushProvider {
  return {
    kind: 'webpush',
    async send(device: PushDevice, message: PushMessage, signal?: AbortSignal): Promise<PushOutcome> {
      const subscription = subscriptionOf(device.token);
      if (!subscription) return { status: 'failed', error: 'invalid subscription' };
      if (!endpointAllowed(subscription.endpoint, options.allowedHosts))
        return { status: 'failed', error: 'endpoint not allowed' };
      const payload = JSON.stringify({
        title: message.title,
        body: message.body,
        link: message.link ?? null,
        image: message.image ?? null,
        data: message.data,
      });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) return { status: 'failed', error: 'payload too large' };
      let request: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        request = webpush.generateRequestDetails(subscription, payload, {
          vapidDetails: options.vapid,
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
        });
      } catch (error) {
        // A subscription whose keys are not a P-256 point and an auth secret.
        return { status: 'failed', error: `invalid subscription: ${(error as Error).message}`.slice(0, 500) };
      }
      const timeout = AbortSignal.timeout(options.timeoutMs);
      try {
        const response = await options.fetcher(subscription.endpoint, {
          method: 'POST',
          // fetch sets the body's length itself.
          headers: Object.fromEntries(
            Object.entries(request.headers)
              .filter(([name]) => name.toLowerCase() !== 'content-length')
              .map(([name, value]) => [name, String(value)]),
          ),
          body: request.body ? new Uint8Array(request.body) : null,
          redirect: 'manual',
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        const detail = response.ok ? '' : (await response.text().catch(() => '')).slice(0, 200);
        if (response.ok) await response.body?.cancel();
        return outcomeOfStatus(response.status, detail);
      } catch (failure) {
        return outcomeOfFailure(failure, signal);
      }
    },
  };
}
