import { randomBytes } from 'node:crypto';
import {
  CLIENT_MESSAGES,
  colorConfig,
  NEW_CLIENT_COLORS,
  type AsapClient,
  type ClientCreateBody,
  type ColorConfig,
} from '@console/contract';
import type { RequestAccess } from '../../platform/access.ts';
import { insertAccount } from '../../platform/accounts-repo.ts';
import { recordAudit } from '../../platform/audit.ts';
import { isoAt } from '../../platform/clock.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict, invalid } from '../../platform/errors.ts';
import { ADMIN_RESOURCES, ADMIN_SUB_RESOURCES } from '../../platform/grants.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { enqueueWelcome } from '../../platform/welcome.ts';
import { toAsapClient } from './present.ts';
import { clientsRepo } from './repo.ts';
import { CLIENT_ENTITY } from './service.ts';

/** Ids up to 18 belong to the clients of SPEC.md §2 and the gaps between them; clients created later come after. */
const FIRST_CREATED_CLIENT_ID = 19;
/** Two operators creating clients at once may compute the same id: the loser tries again with the next one. */
const ID_ATTEMPTS = 3;

/** A new client's colour config: the operator's colours over NEW_CLIENT_COLORS, no images, registration closed. */
function newClientColors(config: ClientCreateBody['config']): ColorConfig {
  const { platform_type, ...colors } = NEW_CLIENT_COLORS;
  const { template, ...chosen } = config;
  return colorConfig.parse({
    ...colors,
    ...chosen,
    logo: null,
    registration: false,
    template: { platform_type: template?.platform_type ?? platform_type },
  });
}

/** Bringing a client on board (platform operator): the client, its colours and its first administrator, who gets the welcome mail. */
export function clientOnboarding(deps: AppDeps) {
  const { db, clock, mailer } = deps;
  const slugTaken = () => invalid({ slug: [CLIENT_MESSAGES.slugTaken] });

  async function insertClient(access: RequestAccess, body: ClientCreateBody, passwordHash: string, requestId: string) {
    const at = clock();
    return db.transaction().execute(async (trx) => {
      const repo = clientsRepo(trx);
      const id = Math.max(await repo.nextId(), FIRST_CREATED_CLIENT_ID);
      await repo.insert(id, {
        name: body.name,
        slug: body.slug,
        login_url: `/${body.slug}/login`,
        logout_url: '/auth',
        config: JSON.stringify(newClientColors(body.config)),
        status: 'active',
        settings: null,
        created_at: isoAt(at),
      });
      const language = body.admin.language ?? 'pt-br';
      const admin = { name: body.admin.name, email: body.admin.email, language };
      const adminId = await insertAccount(
        trx,
        id,
        { ...admin, role: 'admin', passwordHash, createdAt: isoAt(at) },
        { resources: ADMIN_RESOURCES, subResources: ADMIN_SUB_RESOURCES },
      );
      const outboxId = await enqueueWelcome(deps, trx, id, { id: adminId, ...admin }, at);
      const row = await repo.byId(id);
      if (!row) throw new Error(`client ${id} vanished inside its own creation`);
      const record = toAsapClient(row);
      await recordAudit(trx, {
        clientId: id,
        actorUserId: access.user.id,
        action: 'client.create',
        entity: CLIENT_ENTITY,
        entityId: id,
        after: record,
        requestId,
        at,
      });
      await recordAudit(trx, {
        clientId: id,
        actorUserId: access.user.id,
        action: 'user.create',
        entity: 'user',
        entityId: adminId,
        after: { id: adminId, ...admin, role: 'admin' },
        requestId,
        at,
      });
      return { record, outboxId };
    });
  }

  return {
    async create(access: RequestAccess, body: ClientCreateBody, requestId: string): Promise<AsapClient> {
      if (await clientsRepo(db).bySlug(body.slug)) throw slugTaken();
      // Nobody knows this password: the administrator sets theirs through the welcome link.
      const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
      for (let attempt = 1; ; attempt++) {
        try {
          const { record, outboxId } = await insertClient(access, body, passwordHash, requestId);
          // After commit: a mail server that is down leaves the error on the outbox row, never fails the creation.
          await mailer.deliver(outboxId);
          return record;
        } catch (error) {
          if (!deps.sql.isUniqueViolation(error)) throw error;
          if (await clientsRepo(db).bySlug(body.slug)) throw slugTaken();
          if (attempt === ID_ATTEMPTS) throw conflict();
        }
      }
    },
  };
}
