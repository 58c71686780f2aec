import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * Push settings (issue 29, docs/automation.md "Push"). Each provider is on only when configured: Web Push with the
 * three VAPID settings, FCM with a service account. Private keys are never put in an error message, a log line or an
 * answer: a bad value is reported by the setting's name only (HIDDEN_SETTINGS), and the service account's key is held
 * as a KeyObject, which prints and serialises as nothing.
 */

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const bytesOf = (text: string) => (/^[A-Za-z0-9_-]+=*$/.test(text) ? Buffer.from(text, 'base64url').length : -1);

/** A Google service account as FCM's HTTP v1 API needs it (the JSON file the Firebase console gives). */
export interface ServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKeyId: string | null;
  privateKey: KeyObject;
  tokenUri: string;
}

const accountJson = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(3),
  private_key: z.string().min(1),
  private_key_id: z.string().optional(),
  token_uri: z.url({ protocol: /^https?$/ }).default('https://oauth2.googleapis.com/token'),
});

/** The service account from its JSON text or the path of its file. */
function serviceAccountOf(value: string, ctx: z.RefinementCtx): ServiceAccount | typeof z.NEVER {
  try {
    const text = value.trimStart().startsWith('{') ? value : readFileSync(value, 'utf8');
    const parsed = accountJson.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`missing or invalid ${String(parsed.error.issues[0]!.path[0])}`);
    const account = parsed.data;
    return {
      projectId: account.project_id,
      clientEmail: account.client_email,
      privateKeyId: account.private_key_id ?? null,
      privateKey: createPrivateKey(account.private_key),
      tokenUri: account.token_uri,
    };
  } catch (error) {
    // JSON.parse's message quotes the text: never shown.
    const reason =
      error instanceof SyntaxError
        ? 'not JSON'
        : ((error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : 'unreadable'));
    ctx.addIssue({
      code: 'custom',
      message: `must be a service account's JSON or the path of its file (${reason.split('\n')[0]!.slice(0, 80)})`,
    });
    return z.NEVER;
  }
}

export const pushSettings = {
  /** The VAPID key pair (base64url, as web-push's generateVAPIDKeys gives it) and its contact: Web Push is on with all three. */
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .refine((v) => bytesOf(v) === 65, 'must be a P-256 public key, base64url (65 bytes)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .refine((v) => bytesOf(v) === 32, 'must be a P-256 private key, base64url (32 bytes)')
      .optional(),
  ),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'must be a mailto: address or an https:// URL')
      .optional(),
  ),
  /**
   * Hosts (or their parent domains) a browser's subscription endpoint may name: the browsers' push services. An
   * endpoint elsewhere is refused at registration and never called. http:// is accepted only for a listed loopback host.
   */
  WEBPUSH_ENDPOINT_HOSTS: z
    .string()
    .default('fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com')
    .transform((v) =>
      v
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** FCM's service account: its JSON, or the path of the file. FCM is on with it. */
  FCM_SERVICE_ACCOUNT: optionalText.transform((v, ctx) => (v === undefined ? undefined : serviceAccountOf(v, ctx))),
  FCM_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://fcm.googleapis.com'),
  /** One push request's time limit (a token exchange's too). */
  PUSH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
};

/** Settings whose value never appears in a configuration error. */
export const HIDDEN_SETTINGS = new Set(['VAPID_PRIVATE_KEY', 'FCM_SERVICE_ACCOUNT']);

/** The VAPID settings go together: some without the others is a mistake, not "off". */
export function vapidProblem(config: Partial<Record<(typeof VAPID)[number], string>>): string | null {
  const set = VAPID.filter((name) => config[name] !== undefined);
  if (set.length === 0 || set.length === VAPID.length) return null;
  const absent = VAPID.find((name) => config[name] === undefined)!;
  return `Invalid environment variable ${absent}="": Web Push needs ${VAPID.join(', ')} together`;
}
const VAPID = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;
