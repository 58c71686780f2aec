import type { PushKind } from '@console/contract';
import type { Config } from '../../config.ts';
import { fcmProvider } from './fcm.ts';
import { NOT_CONFIGURED } from './outcomes.ts';
import { webPushProvider } from './webpush.ts';

/**
 * Push through a provider interface (issue 29, docs/automation.md "Push"): one provider per kind of device, Web Push
 * (VAPID) for browsers and FCM's HTTP v1 API for the mobile app. A provider sends one message to one device and says
 * what became of it; the devices and the aggregation per member are `send.ts`'s.
 */

/** A device as a provider needs it: its kind and token (FCM's registration token, or the subscription's JSON). */
export interface PushDevice {
  id: number;
  kind: PushKind;
  token: string;
}

export interface PushMessage {
  title: string;
  body: string;
  /** Where a tap leads (an https link, or an app route the member's side knows). */
  link?: string | null;
  image?: string | null;
  /**
   * Strings the member's side reads back (e.g. `recipient_id`, for delivery receipts and opens). FCM refuses the keys
   * `from`, `notification`, `message_type` and those starting with `google` or `gcm`; `link` is set from `link`.
   */
  data: Record<string, string>;
}

export type PushOutcome =
  | { status: 'delivered' }
  /** The token or subscription expired or was removed (404/410, UNREGISTERED): the device is disabled. */
  | { status: 'gone' }
  /** Worth another try later: throttled (429), the service's 5xx, the network. */
  | { status: 'retry'; error: string }
  | { status: 'failed'; error: string };

export interface PushProvider {
  kind: PushKind;
  send(device: PushDevice, message: PushMessage, signal?: AbortSignal): Promise<PushOutcome>;
}

export type PushProviders = Record<PushKind, PushProvider>;

const notConfigured = (kind: PushKind): PushProvider => ({ kind, send: async () => NOT_CONFIGURED });

/** The providers the configuration enables; the others answer `not configured`. Build once per app (FCM keeps its token). */
export function pushProviders(config: Config, fetcher: typeof fetch = fetch): PushProviders {
  const timeoutMs = config.PUSH_TIMEOUT_MS;
  return {
    webpush:
      config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY && config.VAPID_SUBJECT
        ? webPushProvider({
            vapid: {
              publicKey: config.VAPID_PUBLIC_KEY,
              privateKey: config.VAPID_PRIVATE_KEY,
              subject: config.VAPID_SUBJECT,
            },
            allowedHosts: config.WEBPUSH_ENDPOINT_HOSTS,
            timeoutMs,
            fetcher,
          })
        : notConfigured('webpush'),
    fcm: config.FCM_SERVICE_ACCOUNT
      ? fcmProvider({ account: config.FCM_SERVICE_ACCOUNT, baseUrl: config.FCM_BASE_URL, timeoutMs, fetcher })
      : notConfigured('fcm'),
  };
}
