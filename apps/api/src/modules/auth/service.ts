import {
  colorConfig,
  DEFAULT_LANGUAGE,
  GYM_TEMPLATE,
  LANGUAGES,
  UNIT_FIELD,
  UNIT_MESSAGE,
  type AccessTokenResponse,
  type ColorConfig,
  type RegistrationForm,
  type AuthenticatedUser,
  type Language,
  type RegisterBody,
} from '@console/contract';
import type { RequestAccess } from '../../platform/access.ts';
import { announceAccessChange } from '../../platform/access-changes.ts';
import { isoAt } from '../../platform/clock.ts';
import { fromTemplate } from '../../platform/mail/client-template.ts';
import type { Tx } from '../../db/handle.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { MEMBER_RESOURCES, MEMBER_SUB_RESOURCES } from '../../platform/grants.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { mayActFor } from '../../platform/tenancy.ts';
import { FailureWindow } from '../../platform/throttle.ts';
import { newToken, hashToken } from '../../platform/tokens.ts';
import { registeredMail, registrationAttemptMail } from './mails.ts';
import { authRepo } from './repo.ts';

const FAILURE_LIMIT = 10;
const FAILURE_WINDOW_MS = 60_000;
/** Self sign-ups from one address per hour. */
const REGISTRATION_LIMIT = 5;
const REGISTRATION_WINDOW_MS = 60 * 60_000;
/** What the sign-in log keeps of a user agent. */
const USER_AGENT_CHARS = 200;

export function authService(deps: AppDeps) {
  const repo = authRepo(deps.db);
  const failures = new FailureWindow(FAILURE_LIMIT, FAILURE_WINDOW_MS, deps.clock);
  const registrations = new FailureWindow(REGISTRATION_LIMIT, REGISTRATION_WINDOW_MS, deps.clock);
  const badCredentials = () => new AppError(401, 'badCredentials');

  async function requireClientConfig(clientId: number) {
    const raw = await repo.clientConfig(clientId);
    if (raw === null) throw notFound();
    return colorConfig.parse(JSON.parse(raw));
  }

  /** The units a gym's sign-up offers (template 'academia'); none for the other templates. */
  const unitsOf = (clientId: number, colors: ColorConfig) =>
    colors.template.platform_type === GYM_TEMPLATE ? repo.selectOptions(clientId, UNIT_FIELD) : Promise.resolve([]);

  return {
    /** What the client's sign-up page shows besides name, e-mail and password. */
    async registrationForm(clientId: number): Promise<RegistrationForm> {
      const colors = await requireClientConfig(clientId);
      return { platform_type: colors.template.platform_type, units: await unitsOf(clientId, colors) };
    },

    /** `userAgent`: the browser's, kept short in the sign-in log. */
    async signIn(
      clientId: number,
      email: string,
      password: string,
      ip: string,
      userAgent?: string,
    ): Promise<AccessTokenResponse> {
      const status = await repo.clientStatus(clientId);
      if (!status) throw notFound();
      // Nobody signs in on a suspended client's page, its users nor the platform operator.
      if (status === 'suspended') throw new AppError(403, 'clientSuspended');
      const keys = [`email:${email}`, `ip:${ip}`];
      const wait = Math.max(...keys.map((k) => failures.retryAfter(k)));
      if (wait > 0) throw new AppError(429, 'throttled', { n: wait }, { 'retry-after': String(wait) });

      const user = await repo.signInCandidate(clientId, email);
      // Unknown accounts still pay for a scrypt run so timing does not reveal which e-mails exist.
      const valid = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
      if (!user || !valid) {
        for (const key of keys) failures.fail(key);
        throw badCredentials();
      }
      failures.reset(keys[0]);

      const token = newToken();
      const now = deps.clock();
      const ttl = deps.config.TOKEN_TTL_SECONDS;
      const from = { address: ip, userAgent: userAgent ? userAgent.slice(0, USER_AGENT_CHARS) : null };
      await repo.insertToken(
        clientId,
        { userId: user.id, tokenHash: hashToken(token), createdAt: isoAt(now), expiresAt: isoAt(now + ttl * 1000) },
        from,
      );
      return { token, token_type: 'Bearer', expires_in: ttl };
    },

    /**
     * Keeps the language the user chose in their profile, so the next sign-in applies it (SPEC.md §3, §4). Their
     * cached sessions go, so the API answers in it at once. A user's own preference: not an administrator's write.
     */
    async setLanguage(access: RequestAccess, language: Language): Promise<{ language: Language }> {
      await repo.setLanguage(access.user.clientId, access.user.id, language);
      await announceAccessChange(deps, access.clientId, [access.user.id]);
      return { language };
    },

    async revoke(access: RequestAccess): Promise<void> {
      await repo.revokeToken(access.user.id, access.user.tokenHash, isoAt(deps.clock()));
      // The user's cached sessions go on every instance (their other tokens are read again); a socket opened with
      // this token closes.
      await announceAccessChange(deps, access.clientId, [access.user.id]);
    },

    /** The signed-in user as the console's session reads it, and their picture. */
    authenticated({ user, grants }: RequestAccess): { user: AuthenticatedUser; picture: string | null } {
      const language = LANGUAGES.find((l) => l === user.language) ?? DEFAULT_LANGUAGE;
      return {
        user: {
          id: user.id,
          client_id: user.clientId,
          name: user.name,
          email: user.email,
          language,
          resource: [...grants.resource],
          resource_sub: [...grants.resource_sub],
        },
        picture: user.picture,
      };
    },

    /**
     * Self sign-up answers the same whether the e-mail is new or taken: a new one becomes a member and gets a mail
     * saying so; a taken one changes nothing and its owner gets a mail about the attempt. Both pay for a password hash
     * and write one outbox row, so neither the answer nor its timing tells which. More than REGISTRATION_LIMIT
     * attempts an hour from one address answer 429.
     */
    async register({ client_id, user }: RegisterBody, ip: string): Promise<void> {
      const wait = registrations.retryAfter(ip);
      if (wait > 0) throw new AppError(429, 'registrationThrottled', { n: wait }, { 'retry-after': String(wait) });
      const client = await repo.client(client_id);
      if (!client) throw notFound();
      if (client.status === 'suspended') throw new AppError(403, 'clientSuspended');
      const colors = colorConfig.parse(JSON.parse(client.config));
      if (!colors.registration) throw new AppError(403, 'registrationClosed');
      const units = await unitsOf(client_id, colors);
      if (units.length && !units.some((unit) => unit.value === user.unit))
        throw invalid({ 'user.unit': [UNIT_MESSAGE] });
      registrations.fail(ip);

      const passwordHash = await hashPassword(user.password);
      const mailOf = (userName: string, mail: typeof registeredMail) =>
        mail({
          to: user.email,
          userName,
          clientName: client.name,
          colors,
          loginLink: `${deps.config.PUBLIC_URL}${client.login_url}`,
        });
      // A new member's mail may be the client's template "cadastro" in the member's language; the owner of an
      // e-mail already registered gets "cadastro-existente" in the account's own language.
      const fromClient = (trx: Tx, key: 'cadastro' | 'cadastro-existente', name: string, language: string) =>
        fromTemplate(
          trx,
          client_id,
          key,
          {
            to: user.email,
            clientName: client.name,
            colors,
            language,
            values: { nome: name, cliente: client.name, link: `${deps.config.PUBLIC_URL}${client.login_url}` },
          },
          () => mailOf(name, key === 'cadastro' ? registeredMail : registrationAttemptMail),
        );
      const outboxId = await deps.db
        .transaction()
        .execute(async (trx) => {
          const inTrx = authRepo(trx);
          const existing = await inTrx.accountByEmail(client_id, user.email);
          if (existing)
            return deps.mailer.enqueue(
              trx,
              client_id,
              await fromClient(trx, 'cadastro-existente', existing.name, existing.language),
            );
          const member = {
            name: user.name,
            email: user.email,
            passwordHash,
            language: user.language ?? DEFAULT_LANGUAGE,
            createdAt: isoAt(deps.clock()),
          };
          const memberId = await inTrx.createMember(client_id, member, {
            resources: MEMBER_RESOURCES,
            subResources: MEMBER_SUB_RESOURCES,
          });
          if (units.length) await inTrx.setFieldValue(client_id, memberId, UNIT_FIELD, user.unit);
          return deps.mailer.enqueue(trx, client_id, await fromClient(trx, 'cadastro', user.name, member.language));
        })
        .catch((error: unknown) => {
          // Two sign-ups racing for one e-mail: the unique index decides, and the loser is answered like a taken e-mail.
          if (deps.sql.isUniqueViolation(error)) return null;
          throw error;
        });
      if (outboxId !== null) await deps.mailer.deliver(outboxId);
    },

    async verifyClient({ user }: RequestAccess, clientId: number): Promise<boolean> {
      return mayActFor(user, clientId) && (await repo.clientConfig(clientId)) !== null;
    },
  };
}
