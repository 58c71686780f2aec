import { USER_MESSAGES } from '@console/contract';
import { toMillis } from '../../db/dialects/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import { isoAt } from '../../platform/clock.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { passwordLinksRepo } from '../../platform/password-links-repo.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { hashToken } from '../../platform/tokens.ts';
import { usersRepo } from './repo.ts';

const refused = (message: string) => new AppError(422, 'invalid', {}, {}, { token: [message] });

/** POST /api/v2/client/password/setup: the welcome link sets the password once, within its validity. */
export function passwordSetupService(deps: AppDeps) {
  const { db, clock } = deps;
  return {
    async setup(token: string, password: string, requestId: string): Promise<{ client_id: number; email: string }> {
      const found = await passwordLinksRepo(db).byHash(hashToken(token));
      if (!found || found.deleted_at !== null) throw refused(USER_MESSAGES.tokenInvalid);
      if (found.used_at !== null) throw refused(USER_MESSAGES.tokenUsed);
      const now = clock();
      if (toMillis(found.expires_at) <= now) throw refused(USER_MESSAGES.tokenExpired);
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        // Two requests with one link: only the first marks it used.
        if (!(await passwordLinksRepo(trx).consume(found.client_id, found.id, isoAt(now))))
          throw refused(USER_MESSAGES.tokenUsed);
        await usersRepo(trx).update(found.client_id, found.user_id, { password_hash: passwordHash });
        await recordAudit(trx, {
          clientId: found.client_id,
          actorUserId: found.user_id,
          action: 'user.password_setup',
          entity: 'user',
          entityId: found.user_id,
          requestId,
          at: now,
        });
      });
      return { client_id: found.client_id, email: found.email };
    },
  };
}
