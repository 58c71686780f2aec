import { createHash } from 'node:crypto';
import type { PushKind } from '@console/contract';
import type { DbOrTx } from '../../db/handle.ts';
import { isoAt } from '../clock.ts';
import { deviceByHash, removeDevicesBeyond, upsertDevice, type DeviceRow } from './devices-repo.ts';

/**
 * A member's push devices (migration 043): registered by the member's side, idempotent on the token (its SHA-256,
 * unique per client), at most MAX_DEVICES per member (the least recently seen are removed past it).
 */

export const MAX_DEVICES = 20;

/** The dedupe key of a device: SHA-256 (hex) of its identity (`fcm:<token>`, `webpush:<endpoint>`). */
const tokenHashOf = (identity: string): string => createHash('sha256').update(identity).digest('hex');

export interface DeviceRegistration {
  kind: PushKind;
  /** As stored: the FCM token, or the subscription's JSON. */
  token: string;
  identity: string;
  platform: string | null;
  userAgent: string | null;
}

/**
 * Registers or refreshes the device, in the caller's transaction; answers the row, whether it is new, and the row as
 * it was (another member's device moves to this one).
 */
export async function registerDevice(
  trx: DbOrTx,
  clientId: number,
  userId: number,
  device: DeviceRegistration,
  now: number,
): Promise<{ device: DeviceRow; created: boolean; before: DeviceRow | undefined }> {
  const tokenHash = tokenHashOf(device.identity);
  const before = await deviceByHash(trx, clientId, tokenHash);
  const at = isoAt(now);
  const row = await upsertDevice(trx, clientId, {
    user_id: userId,
    kind: device.kind,
    token: device.token,
    token_hash: tokenHash,
    platform: device.platform,
    user_agent: device.userAgent,
    at,
  });
  await removeDevicesBeyond(trx, clientId, userId, MAX_DEVICES);
  return { device: row, created: !before, before };
}
