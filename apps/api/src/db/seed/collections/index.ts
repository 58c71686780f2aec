import type { Kysely } from 'kysely';
import {
  COLLECTIONS,
  collectionSubs,
  createSchema,
  isKeptField,
  plainToRichText,
  type CollectionDef,
} from '@console/contract';
import { settleAll, settleOrder } from '../../../modules/collections/computed.ts';
import { rebuildBalances } from '../../../modules/collections/rules/points-repo.ts';
import { generatedValues } from '../../../modules/collections/generated.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { Storage } from '../../../platform/storage/index.ts';
import { EXISTING_TABLES, hasSearchKey, tableOf } from '../../collections/layout.ts';
import { fillSearchKeys } from '../../collections/sync.ts';
import { storedValues } from '../../collections/values.ts';
import { replaceLinks, splitLinks } from '../../../modules/collections/links-repo.ts';
import type { DB } from '../../schema.ts';
import { CLIENTS, demoEmail } from '../data.ts';
import { storeDemoPicture } from '../images.ts';
import { APRENDIZAGEM_DEMO } from './aprendizagem.ts';
import { ATENDIMENTO_DEMO } from './atendimento.ts';
import { COMERCIAL_DEMO } from './comercial.ts';
import { COMUNIDADE_DEMO } from './comunidade.ts';
import { CONFIGURACOES_DEMO } from './configuracoes.ts';
import { CONTEUDO_DEMO } from './conteudo.ts';
import { demoRowsOf, type DemoContext, type DemoMakers } from './demo.ts';
import { FITNESS_DEMO } from './fitness.ts';
import { PAINEL_DEMO } from './painel.ts';
import { PESSOAS_DEMO } from './pessoas.ts';
import { SOCIAL_DEMO } from './social.ts';

/** Every collection's demo maker, by entity. */
export const DEMO_MAKERS: DemoMakers = {
  ...PAINEL_DEMO,
  ...PESSOAS_DEMO,
  ...COMUNIDADE_DEMO,
  ...APRENDIZAGEM_DEMO,
  ...CONTEUDO_DEMO,
  ...COMERCIAL_DEMO,
  ...FITNESS_DEMO,
  ...SOCIAL_DEMO,
  ...ATENDIMENTO_DEMO,
  ...CONFIGURACOES_DEMO,
};

const DAY = 86_400_000;
const BATCH = 200;

/**
 * Demo rows of every collection in every client that has none of that collection yet (so a database seeded before a
 * collection existed gets its rows, and the demo administrator its grants). Rows pass the collection's create schema
 * like the API's; parents seed before children and a child's rows spread over its parent's. Each collection seeds as
 * many rows as the client's volume gives it (demo.ts demoRowsOf).
 */
export async function seedCollections(
  db: Kysely<DB>,
  nowIso: string,
  storage?: Storage,
  defs: readonly CollectionDef[] = COLLECTIONS,
): Promise<void> {
  const now = Date.parse(nowIso);
  const any = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  for (const client of CLIENTS) {
    if (!(await db.selectFrom('clients').select('id').where('id', '=', client.id).executeTakeFirst())) continue;
    const users = (
      await db
        .selectFrom('users')
        .select('id')
        .where('client_id', '=', client.id)
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .limit(200)
        .execute()
    ).map((u) => u.id);
    const admin = (
      await db.selectFrom('users').select('id').where('email', '=', demoEmail('admin', client)).executeTakeFirst()
    )?.id;
    const seeded = new Map<string, number[]>();
    // Areas outside the collections that a reference may name (contract bespoke-targets.ts): seeded before them.
    const projects = await db
      .selectFrom('projects')
      .select('id')
      .where('client_id', '=', client.id)
      .orderBy('id')
      .execute();
    seeded.set(
      'projetos',
      projects.map((p) => Number(p.id)),
    );
    let picture: string | null | undefined;
    const fresh: CollectionDef[] = [];

    for (const def of defs) {
      const table = tableOf(def);
      const existing = await any
        .selectFrom(table)
        .select('id')
        .where('client_id', '=', client.id)
        .orderBy('id')
        .limit(500)
        .execute();
      if (existing.length || def.readOnly) {
        seeded.set(
          def.entity,
          existing.map((r) => Number(r.id)),
        );
        continue;
      }
      fresh.push(def);
      const maker = DEMO_MAKERS[def.entity];
      if (!maker) continue;
      const parents = def.parent ? (seeded.get(def.parent.entity) ?? []) : [];
      if (def.parent && !parents.length) continue;
      const rows: Record<string, unknown>[] = [];
      const linkSets: Map<string, number[]>[] = [];
      const count = demoRowsOf(def, client.id);
      const schema = createSchema(def);
      for (let n = 0; n < count; n += 1) {
        const ctx: DemoContext = {
          clientId: client.id,
          clientName: client.name,
          n,
          users,
          ids: (entity) => seeded.get(entity) ?? [],
          pick: (list, salt = 0) => list[(n + salt) % list.length],
          day: (days) => new Date(now + days * DAY).toISOString().slice(0, 10),
          at: (days, hour = 12) =>
            new Date(Math.floor((now + days * DAY) / DAY) * DAY + hour * 3_600_000).toISOString(),
          picture: () => picture ?? null,
        };
        if (picture === undefined && storage && def.fields.some((f) => f.kind === 'image'))
          picture = await storeDemoPicture(storage, client.id);
        const made = maker(ctx);
        // Demo texts are written plain: a rich text field stores them as paragraphs, as the editor would.
        for (const field of def.fields)
          if (field.kind === 'richtext' && typeof made[field.name] === 'string')
            made[field.name] = plainToRichText(String(made[field.name]));
        if (def.parent && made[def.parent.param] === undefined) made[def.parent.param] = parents[n % parents.length];
        for (const field of def.fields)
          if (isKeptField(field)) delete made[field.name];
          else if (made[field.name] === undefined && field.default !== undefined) made[field.name] = field.default;
        const parsed = schema.safeParse(made);
        if (!parsed.success)
          throw new Error(
            `Demo row ${n} of ${def.entity} is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
          );
        const { columns: values, links } = splitLinks(def, storedValues(def, parsed.data as Record<string, unknown>));
        linkSets.push(links);
        rows.push({
          ...values,
          ...storedValues(def, await generatedValues(db, def, client.id, values, new Date(now)), values),
          client_id: client.id,
          created_at: nowIso,
          updated_at: nowIso,
          created_by: admin ?? null,
          updated_by: admin ?? null,
        });
      }
      const ids: number[] = [];
      for (let start = 0; start < rows.length; start += BATCH) {
        const inserted = await any
          .insertInto(table)
          .values(rows.slice(start, start + BATCH))
          .returning('id')
          .execute();
        ids.push(...inserted.map((r) => Number(r.id)));
      }
      for (const [i, id] of ids.entries()) await replaceLinks(db, client.id, def, id, linkSets[i]);
      seeded.set(def.entity, ids);
      // The audit log shows where the demo rows came from, as it shows every later write.
      await recordAudit(db, {
        clientId: client.id,
        actorUserId: admin ?? null,
        action: `${def.entity}.seed`,
        entity: def.entity,
        after: { rows: ids.length, first_id: ids[0], last_id: ids.at(-1) },
        at: now,
      });
    }
    if (admin !== undefined && fresh.length) await grantNewTags(db, client.id, admin, fresh);
    // The figures the platform keeps are counted from the demo rows, as every later write keeps them.
    const counting = defs.filter(
      (def) =>
        fresh.includes(def) || def.fields.some((f) => fresh.some((d) => d.entity === f.computed?.aggregate?.from)),
    );
    for (const def of settleOrder(counting)) await settleAll(db, def, client.id);
    // Members' balances and levels come from the demo ledger, as the recalculation makes them (issue 29).
    if (fresh.some((def) => def.entity === 'pontos')) await rebuildBalances(db, client.id);
  }
  // Groups, regionals and dashboards are seeded into their earlier tables without a search key.
  for (const def of defs) if (EXISTING_TABLES[def.entity] && hasSearchKey(def)) await fillSearchKeys(db, def);
}

/** The demo administrator holds every collection seeded here for the first time (databases older than the collection). */
async function grantNewTags(db: Kysely<DB>, clientId: number, admin: number, defs: CollectionDef[]): Promise<void> {
  const held = new Set(
    (await db.selectFrom('user_permissions').select('tag').where('user_id', '=', admin).execute()).map((r) => r.tag),
  );
  const heldSubs = new Set(
    (await db.selectFrom('user_permission_subs').select('tag').where('user_id', '=', admin).execute()).map(
      (r) => r.tag,
    ),
  );
  const tags = defs.map((d) => d.tag).filter((tag) => !held.has(tag));
  const subs = defs.flatMap((d) => collectionSubs(d).map((s) => `${d.tag}.${s}`)).filter((tag) => !heldSubs.has(tag));
  if (tags.length)
    await db
      .insertInto('user_permissions')
      .values(tags.map((tag) => ({ client_id: clientId, user_id: admin, tag, enabled: 1, platform: null })))
      .execute();
  if (subs.length)
    await db
      .insertInto('user_permission_subs')
      .values(subs.map((tag) => ({ client_id: clientId, user_id: admin, tag, enabled: 1 })))
      .execute();
}
