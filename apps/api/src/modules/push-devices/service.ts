import { deviceTokenOf, PUSH_MESSAGES, type PushDevice, type PushDeviceBody } from '@console/contract';
import type { RequestAccess } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { pageWindow, toPage, type Page, type PageRequest } from '../../platform/pagination.ts';
import { endpointAllowed } from '../../platform/push/endpoints.ts';
import { registerDevice } from '../../platform/push/devices.ts';
import { toMillis } from '../../db/dialects/index.ts';
import { ownDevice, ownDeviceCount, ownDevices, removeOwnDevice } from './repo.ts';

/**
 * The member's push devices (issue 29): register or refresh (idempotent on the token), list and remove one's own.
 * A device belongs to the signed-in user in the user's own client, whatever client the request acts for. Writes are
 * audited as `push_device.register` / `push_device.remove`, without the token.
 */

const ENTITY = 'push_devices';
const USER_AGENT_CHARS = 300;

interface StoredDevice {
  id: number;
  kind: PushDevice['kind'];
  platform: string | null;
  user_agent: string | null;
  created_at: Date | string;
  last_seen_at: Date | string;
}

/** The wire shape of a device (never its token). */
const present = (row: StoredDevice): PushDevice => ({
  id: Number(row.id),
  kind: row.kind,
  platform: row.platform,
  user_agent: row.user_agent,
  created_at: new Date(toMillis(row.created_at)).toISOString(),
  last_seen_at: new Date(toMillis(row.last_seen_at)).toISOString(),
});

const audited = (row: StoredDevice) => ({ kind: row.kind, platform: row.platform, user_agent: row.user_agent });

export function pushDevicesService(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>) {
  return {
    async register(
      access: RequestAccess,
      body: PushDeviceBody,
      context: { userAgent: string | undefined; requestId: string },
    ): Promise<{ device: PushDevice; created: boolean }> {
      const parsed = deviceTokenOf(body.kind, body.token);
      if ('error' in parsed) throw invalid({ token: [parsed.error] });
      if (parsed.endpoint !== undefined && !endpointAllowed(parsed.endpoint, deps.config.WEBPUSH_ENDPOINT_HOSTS))
        throw invalid({ token: [PUSH_MESSAGES.endpoint] });
      const { clientId, id: userId } = access.user;
      const now = deps.clock();
      return deps.db.transaction().execute(async (trx) => {
        const { device, created, before } = await registerDevice(
          trx,
          clientId,
          userId,
          {
            kind: body.kind,
            token: parsed.token,
            identity: parsed.identity,
            platform: body.platform || null,
            userAgent: context.userAgent?.slice(0, USER_AGENT_CHARS) || null,
          },
          now,
        );
        // A refresh by the same member is no change worth a trail; a new device, or one taken over, is.
        if (created || before?.user_id !== userId || before.disabled_at !== null)
          await recordAudit(trx, {
            clientId,
            actorUserId: userId,
            action: 'push_device.register',
            entity: ENTITY,
            entityId: device.id,
            before: before ? { ...audited(before), user_id: before.user_id } : undefined,
            after: { ...audited(device), user_id: userId },
            requestId: context.requestId,
            at: now,
          });
        return { device: present(device), created };
      });
    },

    async list(access: RequestAccess, page: PageRequest): Promise<Page<PushDevice>> {
      const { clientId, id: userId } = access.user;
      const [rows, total] = await Promise.all([
        ownDevices(deps.db, clientId, userId, pageWindow(page)),
        ownDeviceCount(deps.db, clientId, userId),
      ]);
      return toPage(rows.map(present), total, page);
    },

    async remove(access: RequestAccess, id: number, requestId: string): Promise<{ id: number }> {
      const { clientId, id: userId } = access.user;
      return deps.db.transaction().execute(async (trx) => {
        const device = await ownDevice(trx, clientId, userId, id);
        // Another member's device, or none: the same 404.
        if (!device || !(await removeOwnDevice(trx, clientId, userId, id))) throw notFound();
        await recordAudit(trx, {
          clientId,
          actorUserId: userId,
          action: 'push_device.remove',
          entity: ENTITY,
          entityId: id,
          before: audited(device),
          requestId,
          at: deps.clock(),
        });
        return { id };
      });
    },

    /** The VAPID public key for the browser's subscribe; null when Web Push is not configured. */
    vapidPublicKey: (): { public_key: string | null } => ({
      public_key: deps.config.VAPID_PRIVATE_KEY ? (deps.config.VAPID_PUBLIC_KEY ?? null) : null,
    }),
  };
}
