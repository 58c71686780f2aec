import {
  BRAND_IMAGES,
  colorConfig,
  IMAGE_MESSAGE,
  type AuditItem,
  type ClientColors,
  type ColorUpdateBody,
} from '@console/contract';
import type { RequestAccess } from '../../platform/access.ts';
import { auditPage, recordAudit } from '../../platform/audit.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import type { Page, PageRequest } from '../../platform/pagination.ts';
import { mayActFor } from '../../platform/tenancy.ts';
import { brandingRepo } from './repo.ts';

/** The audit log's entity of a client's colour config: its entries are the config's saved versions. */
const COLOR_ENTITY = 'color';

export function brandingService(deps: AppDeps) {
  const { db, clock } = deps;
  const repo = brandingRepo(db);

  /** The client a brand change or its history is about: the caller's own, or any for the platform operator; else 404. */
  const target = (access: RequestAccess, clientId = access.clientId) => {
    if (!mayActFor(access.user, clientId)) throw notFound();
    return clientId;
  };

  return {
    async colors(clientId: number): Promise<ClientColors> {
      const row = await repo.colors(clientId);
      if (!row) throw notFound();
      return { client_id: row.id, name: row.name, config: colorConfig.parse(JSON.parse(row.config)) };
    },

    /** The id of the client whose login page is /{slug}/login; undefined for none. */
    idBySlug: async (slug: string): Promise<number | undefined> => (await repo.bySlug(slug))?.id,

    /** Saves the fields of `body.config` over the stored config (other keys of the stored JSON kept), audited. */
    async update(
      access: RequestAccess,
      body: ColorUpdateBody,
      clientId: number | undefined,
      requestId: string,
    ): Promise<ClientColors> {
      const id = target(access, clientId);
      const changes = body.config;
      const images = BRAND_IMAGES.flatMap((field) => (changes[field] ? [[field, changes[field]] as const] : []));
      const known = await repo.imagesOf(
        id,
        images.map(([, url]) => url),
      );
      const wrong = images.filter(([, url]) => !known.has(url));
      if (wrong.length) throw invalid(Object.fromEntries(wrong.map(([field]) => [`config.${field}`, [IMAGE_MESSAGE]])));
      const at = clock();
      await db.transaction().execute(async (trx) => {
        const row = await brandingRepo(trx).colors(id);
        if (!row) throw notFound();
        const stored = JSON.parse(row.config) as Record<string, unknown>;
        const before = colorConfig.parse(stored);
        const saved = { ...stored, ...changes, template: { ...before.template, ...changes.template } };
        await brandingRepo(trx).setConfig(id, JSON.stringify(saved));
        await recordAudit(trx, {
          clientId: id,
          actorUserId: access.user.id,
          action: 'color.update',
          entity: COLOR_ENTITY,
          entityId: id,
          before,
          after: colorConfig.parse(saved),
          requestId,
          at,
        });
      });
      return this.colors(id);
    },

    /** The saved versions of the client's colour config, newest first: who saved each, when, before and after. */
    async history(access: RequestAccess, clientId: number, query: PageRequest): Promise<Page<AuditItem>> {
      const id = target(access, clientId);
      if (!(await repo.colors(id))) throw notFound();
      return auditPage(db, id, { entities: [COLOR_ENTITY], entityId: String(id) }, query);
    },
  };
}
