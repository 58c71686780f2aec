import type { ServiceAccount } from '../../config-push.ts';
import { tokenSource, TokenError } from './fcm-token.ts';
import { outcomeOfFailure, outcomeOfStatus } from './outcomes.ts';
import type { PushDevice, PushMessage, PushOutcome, PushProvider } from './providers.ts';

/**
 * FCM's HTTP v1 API for the mobile app: `POST {FCM_BASE_URL}/v1/projects/{project}/messages:send` with the service
 * account's OAuth2 token (fcm-token.ts). A notification (title, body, image) and the data (strings; `link` among
 * them when given) go to one registration token. `UNREGISTERED` (404): the token is gone; 401: the kept token is
 * forgotten and the send retried later; 429 and 5xx: retry; other refusals fail.
 */

interface FcmOptions {
  account: ServiceAccount;
  baseUrl: string;
  timeoutMs: number;
  fetcher: typeof fetch;
  clock?: () => number;
}

interface FcmError {
  error?: { status?: string; message?: string; details?: { '@type'?: string; errorCode?: string }[] };
}

const errorCodeOf = (body: FcmError): string | undefined =>
  body.error?.details?.find((detail) => detail.errorCode)?.errorCode ?? body.error?.status;

export function fcmProvider(options: FcmOptions): PushProvider {
  const tokens = tokenSource(options);
  const url = `${options.baseUrl.replace(/\/+$/, '')}/v1/projects/${encodeURIComponent(options.account.projectId)}/messages:send`;

  return {
    kind: 'fcm',
    async send(device: PushDevice, message: PushMessage, signal?: AbortSignal): Promise<PushOutcome> {
      let accessToken: string;
      try {
        accessToken = await tokens.get(signal);
      } catch (error) {
        if (error instanceof TokenError)
          return error.retry ? { status: 'retry', error: error.message } : { status: 'failed', error: error.message };
        return outcomeOfFailure(error, signal);
      }
      const body = {
        message: {
          token: device.token,
          notification: {
            title: message.title,
            body: message.body,
            ...(message.image ? { image: message.image } : {}),
          },
          data: { ...message.data, ...(message.link ? { link: message.link } : {}) },
        },
      };
      const timeout = AbortSignal.timeout(options.timeoutMs);
      try {
        const response = await options.fetcher(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify(body),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        if (response.ok) {
          await response.body?.cancel();
          return { status: 'delivered' };
        }
        const answer = (await response.json().catch(() => ({}))) as FcmError;
        const code = errorCodeOf(answer);
        if (code === 'UNREGISTERED') return { status: 'gone' };
        // A 404 without UNREGISTERED names no token (a wrong project): never a reason to drop devices.
        if (response.status === 404) return { status: 'failed', error: `HTTP 404: ${code ?? 'NOT_FOUND'}` };
        if (response.status === 401) {
          tokens.forget();
          return { status: 'retry', error: `HTTP 401: ${code ?? 'UNAUTHENTICATED'}` };
        }
        const retryAfter = response.headers.get('retry-after');
        const detail = [code, retryAfter ? `retry after ${retryAfter}s` : ''].filter(Boolean).join(', ');
        return outcomeOfStatus(response.status, detail);
      } catch (failure) {
        return outcomeOfFailure(failure, signal);
      }
    },
  };
}
