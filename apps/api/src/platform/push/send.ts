import type { AppDeps } from '../deps.ts';
import { isoAt } from '../clock.ts';
import { activeDevices, disableDevices } from './devices-repo.ts';
import type { PushMessage, PushOutcome } from './providers.ts';

/**
 * A push to a member (issue 29): the message goes to every active device of the member at once; devices whose token
 * is gone are disabled. The outcome for the member: `delivered` when any device took it, `retry` when none did and
 * some may later, `no_device` without an active device, else `failed` with the first error. A job that sends to a
 * batch of recipients calls this per recipient and retries those answered `retry`.
 */

export type PushDeps = Pick<AppDeps, 'db' | 'clock' | 'push'>;

export interface PushToUserResult {
  status: 'delivered' | 'retry' | 'no_device' | 'failed';
  /** The first error of a retry or a failure. */
  error?: string;
  /** Devices by outcome. */
  devices: { delivered: number; gone: number; retry: number; failed: number };
}

export async function pushToUser(
  deps: PushDeps,
  clientId: number,
  userId: number,
  message: PushMessage,
  signal?: AbortSignal,
): Promise<PushToUserResult> {
  return pushToDevices(deps, clientId, await activeDevices(deps.db, clientId, userId), message, signal);
}

/** The devices of one member as read already (a send reads a whole group's at once: activeDevicesOf). */
export async function pushToDevices(
  deps: PushDeps,
  clientId: number,
  devices: Awaited<ReturnType<typeof activeDevices>>,
  message: PushMessage,
  signal?: AbortSignal,
): Promise<PushToUserResult> {
  const counts = { delivered: 0, gone: 0, retry: 0, failed: 0 };
  if (devices.length === 0) return { status: 'no_device', devices: counts };
  const outcomes = await Promise.all(
    devices.map(async (device): Promise<PushOutcome> => {
      const provider = deps.push[device.kind];
      if (!provider) return { status: 'failed', error: `unknown kind of device: ${device.kind}` };
      // A provider answers its service's refusals; a throw is a fault of ours, and fails this device only.
      return provider
        .send(device, message, signal)
        .catch((error: unknown) => ({ status: 'failed', error: String((error as Error)?.message ?? error) }));
    }),
  );
  for (const outcome of outcomes) counts[outcome.status]++;
  const gone = devices.filter((_, i) => outcomes[i]!.status === 'gone').map((device) => device.id);
  await disableDevices(deps.db, clientId, gone, isoAt(deps.clock()));
  const errorOf = (status: 'retry' | 'failed') =>
    outcomes.find((o): o is Extract<PushOutcome, { error: string }> => o.status === status)?.error;
  if (counts.delivered > 0) return { status: 'delivered', devices: counts };
  if (counts.retry > 0) return { status: 'retry', error: errorOf('retry'), devices: counts };
  return { status: 'failed', error: errorOf('failed') ?? 'gone: every device of the member expired', devices: counts };
}
