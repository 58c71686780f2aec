import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A webhook's signature (docs/automation.md): `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the
 * integration's secret>`, in the `X-Webhook-Signature` header. The timestamp lets a receiver refuse a replayed request.
 */
export const SIGNATURE_HEADER = 'x-webhook-signature';

export function signatureOf(secret: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/** What a receiver does: the header's signature matches the body, and its time is within `toleranceS` of `now`. */
export function verifySignature(secret: string, header: string, body: string, nowS: number, toleranceS = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isSafeInteger(timestamp) || Math.abs(nowS - timestamp) > toleranceS || !parts.v1) return false;
  const expected = Buffer.from(signatureOf(secret, timestamp, body).split('v1=')[1]!, 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
