import {
  colorConfig,
  LANGUAGES,
  PASSWORD_RESET_PER_ADDRESS,
  PASSWORD_RESET_PER_IP,
  PASSWORD_RESET_ROUTE,
  PASSWORD_RESET_TTL_MINUTES,
  RESET_MESSAGES,
  type Language,
} from '@console/contract';
import { toMillis } from '../../db/dialects/index.ts';
import { announceAccessChange } from '../../platform/access-changes.ts';
import { recordAudit } from '../../platform/audit.ts';
import { isoAt } from '../../platform/clock.ts';
import { fromTemplate } from '../../platform/mail/client-template.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { passwordLinksRepo } from '../../platform/password-links-repo.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { FailureWindow } from '../../platform/throttle.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { passwordResetMail } from './mails.ts';
import { resetRepo } from './reset-repo.ts';

const HOUR_MS = 60 * 60_000;

/** The answer to every accepted request, known address or not. */
export const RESET_REQUESTED = {
  pt: 'Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. Verifique sua caixa de entrada.',
  en: 'If an account uses this e-mail, we sent it a link to reset the password. Check your inbox.',
  es: 'Si existe una cuenta con este correo, le enviamos un enlace para restablecer la contraseña. Revise su bandeja de entrada.',
} as const;

const refused = (message: string) => new AppError(422, 'invalid', {}, {}, { token: [message] });

/**
 * Password reset by e-mail. A request answers the same whether the address has an account or not, and is limited
 * per address and per IP (PASSWORD_RESET_PER_ADDRESS / _PER_IP an hour, counted for unknown addresses too). A known
 * address gets a one-time link valid PASSWORD_RESET_TTL_MINUTES (only its hash is kept), delivered after the answer
 * so the mail server's time does not tell either. Using the link sets the password and ends every session.
 */
export function passwordResetService(deps: AppDeps) {
  const perAddress = new FailureWindow(PASSWORD_RESET_PER_ADDRESS, HOUR_MS, deps.clock);
  const perIp = new FailureWindow(PASSWORD_RESET_PER_IP, HOUR_MS, deps.clock);

  return {
    async request(clientId: number, email: string, ip: string, language?: Language): Promise<void> {
      const keys: [FailureWindow, string][] = [
        [perAddress, `${clientId}:${email}`],
        [perIp, ip],
      ];
      const wait = Math.max(...keys.map(([window, key]) => window.retryAfter(key)));
      if (wait > 0) throw new AppError(429, 'throttled', { n: wait }, { 'retry-after': String(wait) });
      for (const [window, key] of keys) window.fail(key);

      const account = await resetRepo(deps.db).account(clientId, email);
      if (!account) return;
      const token = newToken();
      const now = deps.clock();
      const link = `${deps.config.PUBLIC_URL}${PASSWORD_RESET_ROUTE}?token=${encodeURIComponent(token)}&client_id=${account.client_id}`;
      const stored = LANGUAGES.find((l) => l === account.language);
      const look = {
        to: account.email,
        userName: account.name,
        clientName: account.client_name,
        colors: colorConfig.parse(JSON.parse(account.config)),
        link,
        validMinutes: PASSWORD_RESET_TTL_MINUTES,
        language: stored ?? language ?? 'pt-br',
      };
      // The client's template for resets in the member's language, else the built-in texts.
      const mail = await fromTemplate(
        deps.db,
        account.client_id,
        'redefinir-senha',
        {
          ...look,
          values: {
            nome: look.userName,
            cliente: look.clientName,
            link,
            validade_minutos: String(PASSWORD_RESET_TTL_MINUTES),
          },
        },
        () => passwordResetMail(look),
      );
      const outboxId = await deps.db.transaction().execute(async (trx) => {
        await passwordLinksRepo(trx).insert(account.client_id, {
          userId: account.id,
          tokenHash: hashToken(token),
          createdAt: isoAt(now),
          expiresAt: isoAt(now + PASSWORD_RESET_TTL_MINUTES * 60_000),
        });
        return deps.mailer.enqueue(trx, account.client_id, mail);
      });
      void deps.mailer.deliver(outboxId);
    },

    async reset(token: string, password: string, requestId: string): Promise<{ client_id: number; email: string }> {
      const found = await passwordLinksRepo(deps.db).byHash(hashToken(token));
      if (!found || found.deleted_at !== null || found.status !== 'active') throw refused(RESET_MESSAGES.tokenInvalid);
      if (found.used_at !== null) throw refused(RESET_MESSAGES.tokenUsed);
      const now = deps.clock();
      if (toMillis(found.expires_at) <= now) throw refused(RESET_MESSAGES.tokenExpired);
      const passwordHash = await hashPassword(password);
      await deps.db.transaction().execute(async (trx) => {
        if (!(await passwordLinksRepo(trx).consume(found.client_id, found.id, isoAt(now))))
          throw refused(RESET_MESSAGES.tokenUsed);
        await resetRepo(trx).setPassword(found.client_id, found.user_id, passwordHash, isoAt(now));
        await recordAudit(trx, {
          clientId: found.client_id,
          actorUserId: found.user_id,
          action: 'user.password_reset',
          entity: 'user',
          entityId: found.user_id,
          requestId,
          at: now,
        });
      });
      // Cached sessions go on every instance, and sockets opened with the old tokens close.
      await announceAccessChange(deps, found.client_id, [found.user_id]);
      return { client_id: found.client_id, email: found.email };
    },
  };
}
