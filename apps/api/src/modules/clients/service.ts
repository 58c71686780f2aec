import {
  addDays,
  clientDay,
  CLIENT_DIRECTORY_LIMIT,
  CLIENT_MESSAGES,
  isCoreModule,
  PLATFORM_CLIENT_ID,
  SIGN_IN_WINDOW_DAYS,
  type AsapClient,
  type ClientConfigUpdateBody,
  type ClientListItem,
  type ClientListQuery,
  type ClientStatus,
  type DirectoryClient,
  type PublicClient,
} from '@console/contract';
import type { RequestAccess } from '../../platform/access.ts';
import { announceSuspension } from '../../platform/access-changes.ts';
import { recordAudit } from '../../platform/audit.ts';
import { isoAt } from '../../platform/clock.ts';
import { readClientSettings, type ClientSettings } from '../../platform/client-settings.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { pageWindow, toPage, type Page } from '../../platform/pagination.ts';
import { isPlatformAdmin, mayActFor } from '../../platform/tenancy.ts';
import { toAsapClient, toListItem, toPublicClient } from './present.ts';
import { clientsRepo } from './repo.ts';

/** The audit log's entity of a client's record and configuration. */
export const CLIENT_ENTITY = 'client';

type ConfigChanges = ClientConfigUpdateBody['config'];

/** The settings after a partial update: a field left out keeps its value, a null welcome text removes it, listed modules replace theirs. */
function mergeSettings(before: ClientSettings, changes: ConfigChanges): ClientSettings {
  const welcome = { ...before.welcome_email };
  for (const [language, texts] of Object.entries(changes.welcome_email ?? {}) as [
    keyof typeof welcome,
    (typeof welcome)[keyof typeof welcome] | null,
  ][]) {
    if (texts) welcome[language] = texts;
    else delete welcome[language];
  }
  const modules = new Map(before.modules.map((m) => [m.tag, m]));
  for (const m of changes.modules ?? []) modules.set(m.tag, m);
  return {
    languages: changes.languages ? [...new Set(changes.languages)] : before.languages,
    default_language: changes.default_language ?? before.default_language,
    welcome_email: welcome,
    time_zone: changes.time_zone ?? before.time_zone,
    modules: [...modules.values()],
  };
}

/** Whether the listed modules differ from the client's contract (a listed module as it already is changes nothing). */
const changesContract = (current: AsapClient['modules'], listed: ConfigChanges['modules']): boolean =>
  (listed ?? []).some((m) => {
    const now = current.find((c) => c.tag === m.tag);
    return !now || now.enabled !== m.enabled || now.platform !== m.platform;
  });

export function clientsService(deps: AppDeps) {
  const { db, clock } = deps;
  const repo = clientsRepo(db);

  /** The client a request reads or changes: the caller's own, or any for the platform operator; else 404. */
  const target = (access: RequestAccess, clientId: number) => {
    if (!mayActFor(access.user, clientId)) throw notFound();
    return clientId;
  };

  return {
    async record(access: RequestAccess, clientId: number): Promise<AsapClient> {
      const row = await repo.byId(target(access, clientId));
      if (!row) throw notFound();
      return toAsapClient(row);
    },

    /**
     * A partial update of the client's configuration, in one transaction, audited with before and after. Only the
     * platform operator changes the modules contracted (a client administrator sending them unchanged is fine);
     * core modules stay on; the default language must be among the languages offered once the update applies.
     */
    async updateConfig(
      access: RequestAccess,
      { client_id, config: changes }: ClientConfigUpdateBody,
      requestId: string,
    ): Promise<AsapClient> {
      const id = target(access, client_id);
      const at = clock();
      let contractChanged = false;
      const after = await db.transaction().execute(async (trx) => {
        const inTrx = clientsRepo(trx);
        const row = (await inTrx.lock(id)) ? await inTrx.byId(id) : undefined;
        if (!row) throw notFound();
        const before = toAsapClient(row);
        contractChanged = changesContract(before.modules, changes.modules);
        if (contractChanged && !isPlatformAdmin(access.user)) {
          throw new AppError(
            403,
            'clientModulesOperatorOnly',
            {},
            {},
            { 'config.modules': [CLIENT_MESSAGES.operatorOnly] },
          );
        }
        const settings = mergeSettings(readClientSettings(row.settings), changes);
        const errors: Record<string, string[]> = {};
        if (changes.modules?.some((m) => isCoreModule(m.tag) && !m.enabled))
          errors['config.modules'] = [CLIENT_MESSAGES.coreModule];
        if (!settings.languages.includes(settings.default_language))
          errors['config.default_language'] = [CLIENT_MESSAGES.defaultLanguage];
        if (Object.keys(errors).length) throw invalid(errors);

        // Registration lives in the colour config, which the login page reads: one place for it.
        const config =
          changes.registration === undefined
            ? undefined
            : JSON.stringify({ ...JSON.parse(row.config), registration: changes.registration });
        await inTrx.update(id, {
          settings: JSON.stringify(settings),
          ...(changes.name === undefined ? {} : { name: changes.name }),
          ...(config === undefined ? {} : { config }),
        });
        const updated = await inTrx.byId(id);
        if (!updated) throw notFound();
        const record = toAsapClient(updated);
        await recordAudit(trx, {
          clientId: id,
          actorUserId: access.user.id,
          action: 'client.update',
          entity: CLIENT_ENTITY,
          entityId: id,
          before,
          after: record,
          requestId,
          at,
        });
        return record;
      });
      // Requests of the client's users see the new contract at once (the menu, the routes of modules left out).
      if (contractChanged) deps.clientProfiles.invalidate(id);
      return after;
    },

    /** Suspends or reactivates a client (platform operator); its users' sign-ins and tokens follow at once. */
    async setStatus(
      access: RequestAccess,
      clientId: number,
      status: ClientStatus,
      requestId: string,
    ): Promise<AsapClient> {
      if (status === 'suspended' && clientId === PLATFORM_CLIENT_ID)
        throw invalid({ clientId: [CLIENT_MESSAGES.platformClient] });
      const at = clock();
      let changed = false as boolean;
      const after = await db.transaction().execute(async (trx) => {
        const inTrx = clientsRepo(trx);
        const row = (await inTrx.lock(clientId)) ? await inTrx.byId(clientId) : undefined;
        if (!row) throw notFound();
        const before = toAsapClient(row);
        if (row.status === status) return before;
        changed = true;
        await inTrx.update(clientId, { status });
        if (status === 'suspended') await inTrx.revokeTokens(clientId, isoAt(at));
        const record: AsapClient = { ...before, status };
        const action = status === 'suspended' ? 'client.suspend' : 'client.reactivate';
        await recordAudit(trx, {
          clientId,
          actorUserId: access.user.id,
          action,
          entity: CLIENT_ENTITY,
          entityId: clientId,
          before,
          after: record,
          requestId,
          at,
        });
        return record;
      });
      deps.clientProfiles.invalidate(clientId);
      // Its open sockets close at once (4403) and no instance serves a cached session of a revoked token.
      if (status === 'suspended' && changed) await announceSuspension(deps, clientId);
      return after;
    },

    /** The operator's list: clients in name order, each with its live users and its users' newest sign-in, read for this page's clients only. */
    async list(query: ClientListQuery): Promise<Page<ClientListItem>> {
      const { rows, total } = await repo.page(
        { search: query.search || undefined, status: query.status },
        pageWindow(query),
      );
      const ids = rows.map((r) => r.id);
      const since = addDays(clientDay(clock()), -(SIGN_IN_WINDOW_DAYS - 1));
      const [users, signIns, counts] = await Promise.all([
        repo.liveUsers(ids),
        repo.lastSignIns(ids),
        repo.signInsSince(ids, since),
      ]);
      return toPage(
        rows.map((row) =>
          toListItem(row, users.get(row.id) ?? 0, signIns.get(row.id) ?? null, counts.get(row.id) ?? 0),
        ),
        total,
        query,
      );
    },

    /** The organisations the /auth page offers (public: names and login addresses only). */
    directory: async (): Promise<DirectoryClient[]> => repo.directory(CLIENT_DIRECTORY_LIMIT),

    /** What a page before sign-in needs of its client, by its slug or id. */
    async lookup(query: { slug?: string; id?: number }): Promise<PublicClient> {
      const row = query.id !== undefined ? await repo.byId(query.id) : await repo.bySlug(query.slug ?? '');
      if (!row) throw notFound();
      return toPublicClient(row);
    },
  };
}
