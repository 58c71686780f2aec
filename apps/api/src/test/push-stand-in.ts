import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type KeyObject,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';

/**
 * A local stand-in for the push services (issue 29, platform/push), one HTTP server on 127.0.0.1 that acts as:
 * - a browser's push service: `POST /webpush/<id>` checks the VAPID Authorization (an ES256 JWT verified with the
 *   public key it names, which must be the platform's, for this origin) and an aes128gcm body, and answers 201;
 * - FCM: `POST /token` checks a service account's JWT assertion (RS256, verified with the account's public key) and
 *   answers an access token; `POST /v1/projects/<project>/messages:send` checks that bearer token and answers the
 *   message's name, or 404 UNREGISTERED for a token marked gone.
 * `refuse(mode)` makes sends answer 429, 500, 401 or drop the connection until `accept()`. Keys are made here, per run.
 */

type Refusal = 429 | 500 | 401 | 'reset';

interface WebPushReceived {
  id: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The VAPID JWT's claims, verified. */
  claims: { aud: string; exp: number; sub: string };
}

interface FcmReceived {
  project: string;
  message: {
    token: string;
    notification?: { title: string; body: string; image?: string };
    data?: Record<string, string>;
  };
}

const b64 = (buffer: Buffer | ArrayBuffer) => Buffer.from(buffer as ArrayBuffer).toString('base64url');
const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** The P-256 public key of a raw uncompressed point (65 bytes, base64url), as web-push's keys are. */
function p256Key(raw: string): KeyObject {
  const point = Buffer.from(raw, 'base64url');
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) },
    format: 'jwk',
  });
}

/** A JWT's claims when its signature holds (ES256 in IEEE P1363 form, or RS256), else null. */
function verifiedClaims(jwt: string, key: KeyObject, alg: 'ES256' | 'RS256'): Record<string, unknown> | null {
  const [header, claims, signature] = jwt.split('.');
  if (!header || !claims || !signature || json(header).alg !== alg) return null;
  const data = Buffer.from(`${header}.${claims}`);
  const ok =
    alg === 'ES256'
      ? verify('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))
      : verify('RSA-SHA256', data, key, Buffer.from(signature, 'base64url'));
  return ok ? json(claims) : null;
}

/** A browser's side of a subscription: its keys, and the decryption of what its push service received (RFC 8291). */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const uaPublic = ecdh.getPublicKey();
  return {
    subscription: { endpoint, keys: { p256dh: b64(uaPublic), auth: b64(auth) } },
    /** The plaintext of an aes128gcm body (one record). */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const asPublic = body.subarray(21, 21 + idLength);
      const cipherText = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(asPublic);
      const info = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', secret, auth, info, 32));
      const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', key, nonce);
      decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
      const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 2, then zero padding.
      const end = padded.lastIndexOf(2);
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

export async function startPushStandIn() {
  const vapid = webpush.generateVAPIDKeys();
  const vapidKey = p256Key(vapid.publicKey);
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const project = 'console-stand-in';
  const clientEmail = `push@${project}.iam.gserviceaccount.com`;
  const received = { webpush: [] as WebPushReceived[], fcm: [] as FcmReceived[] };
  const gone = new Set<string>();
  const issued = new Set<string>();
  const counts = { exchanges: 0, refusedTokens: 0 };
  let refusal: Refusal | null = null;
  let origin = '';

  const answer = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const refused = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!refusal) return false;
    if (refusal === 'reset') req.socket.destroy();
    else if (refusal === 401) answer(res, 401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
    else {
      res.setHeader('retry-after', '30');
      answer(res, refusal, { error: { code: refusal, status: refusal === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL' } });
    }
    return true;
  };

  function onWebPush(req: IncomingMessage, res: ServerResponse, id: string, body: Buffer) {
    const match = /^vapid t=([^,\s]+),\s*k=([\w-]+)$/.exec(String(req.headers.authorization ?? ''));
    // Only the platform's key, signing for this origin, with a contact; the body encrypted as aes128gcm.
    const claims = match && match[2] === vapid.publicKey ? verifiedClaims(match[1]!, vapidKey, 'ES256') : null;
    if (!claims || claims.aud !== origin || !String(claims.sub ?? '') || Number(claims.exp) * 1000 < Date.now())
      return answer(res, 403, { reason: 'BadJwtToken' });
    if (req.headers['content-encoding'] !== 'aes128gcm' || body.length < 21 + 65 + 17 || !req.headers.ttl)
      return answer(res, 400, { reason: 'BadPayload' });
    if (refused(req, res)) return;
    if (gone.has(id)) return answer(res, 410, { reason: 'Unsubscribed' });
    received.webpush.push({ id, headers: req.headers, body, claims: claims as WebPushReceived['claims'] });
    return answer(res, 201);
  }

  function onToken(res: ServerResponse, body: Buffer) {
    const form = new URLSearchParams(body.toString('utf8'));
    const claims =
      form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer'
        ? verifiedClaims(form.get('assertion') ?? '', rsa.publicKey, 'RS256')
        : null;
    const now = Date.now() / 1000;
    if (
      !claims ||
      claims.iss !== clientEmail ||
      claims.aud !== `${origin}/token` ||
      claims.scope !== 'https://www.googleapis.com/auth/firebase.messaging' ||
      Number(claims.exp) < now ||
      Number(claims.iat) > now + 60
    ) {
      counts.refusedTokens++;
      return answer(res, 400, { error: 'invalid_grant' });
    }
    counts.exchanges++;
    const token = `ya29.${randomUUID()}`;
    issued.add(token);
    return answer(res, 200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
  }

  function onFcmSend(req: IncomingMessage, res: ServerResponse, projectId: string, body: Buffer) {
    const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
    if (!bearer || !issued.has(bearer)) return answer(res, 401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
    if (refused(req, res)) return;
    const { message } = JSON.parse(body.toString('utf8')) as { message: FcmReceived['message'] };
    if (projectId !== project || !message?.token) return answer(res, 400, { error: { status: 'INVALID_ARGUMENT' } });
    if (gone.has(message.token))
      return answer(res, 404, {
        error: {
          code: 404,
          status: 'NOT_FOUND',
          details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }],
        },
      });
    received.fcm.push({ project: projectId, message });
    return answer(res, 200, { name: `projects/${projectId}/messages/${received.fcm.length}` });
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = req.url ?? '';
      const webPushId = /^\/webpush\/([\w-]+)$/.exec(path)?.[1];
      const fcmProject = /^\/v1\/projects\/([\w-]+)\/messages:send$/.exec(path)?.[1];
      if (req.method !== 'POST') return answer(res, 405);
      if (webPushId) return onWebPush(req, res, webPushId, body);
      if (path === '/token') return onToken(res, body);
      if (fcmProject) return onFcmSend(req, res, fcmProject, body);
      return answer(res, 404);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const serviceAccount = JSON.stringify({
    type: 'service_account',
    project_id: project,
    private_key_id: randomBytes(8).toString('hex'),
    private_key: rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }),
    client_email: clientEmail,
    token_uri: `${origin}/token`,
  });

  return {
    url: origin,
    vapid: { ...vapid, subject: 'mailto:push@console.test' },
    /** The service account's JSON (its token URI is this server's). */
    serviceAccount,
    /** The settings that point both providers here (loadConfig's environment). */
    env: {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:push@console.test',
      WEBPUSH_ENDPOINT_HOSTS: '127.0.0.1',
      FCM_SERVICE_ACCOUNT: serviceAccount,
      FCM_BASE_URL: origin,
    },
    received,
    counts,
    /** A new browser subscription on this server, with the decryption of what it receives. */
    browser: (id: string = randomUUID()) => ({ id, ...browserSubscription(`${origin}/webpush/${id}`) }),
    /** A new FCM registration token (as the app's SDK gives one). */
    fcmToken: () => `${randomBytes(11).toString('base64url')}:APA91b${randomBytes(90).toString('base64url')}`,
    /** A subscription id or FCM token that answers gone from now on. */
    markGone: (tokenOrId: string) => gone.add(tokenOrId),
    refuse(mode: Refusal) {
      refusal = mode;
    },
    accept() {
      refusal = null;
    },
    reset() {
      refusal = null;
      received.webpush.length = 0;
      received.fcm.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PushStandIn = Awaited<ReturnType<typeof startPushStandIn>>;
