import { seedMessageSends } from './messages.ts';
import type { Kysely } from 'kysely';
import type { ClientEntry } from '@console/contract';
import { isoAt, systemClock, type Clock } from '../../platform/clock.ts';
import { MEMBER_RESOURCES, MEMBER_SUB_RESOURCES } from '../../platform/grants.ts';
import { insertGrants } from '../../platform/grants-repo.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { DB } from '../schema.ts';
import { userKeys } from '../search-keys.ts';
import { brandingOf, CLIENTS, DEMO_USERS, demoEmail, FORM_FIELDS, GROUPS, REGIONALS, volumeOf } from './data.ts';
import { person } from './people.ts';
import { seedFeedDemo } from './feed.ts';
import { seedPermissionDemo } from './permissions.ts';
import { seedCollections } from './collections/index.ts';
import { seedProjectsDemo } from './projects.ts';
import { seedActivityDemo } from './activity.ts';
import { drawFilesDemo, seedFilesDemo } from './files.ts';
import type { Storage } from '../../platform/storage/index.ts';

export interface DemoCredential {
  client: ClientEntry;
  adminEmail: string;
  memberEmail: string;
}

/**
 * Seeds the seven clients and their demo people on an empty database.
 * Returns the credentials when it seeded, null when data was already there (then it only adds the demo data of
 * later features that the database lacks: folders, dashboards and their grants, feed posts, projects, the file library).
 * The demo pictures and files go through `storage` (the app's driver); without it the posts have none and the library
 * stays empty.
 */
export async function seedDemo(
  db: Kysely<DB>,
  password: string,
  clock: Clock = systemClock,
  storage?: Storage,
): Promise<DemoCredential[] | null> {
  const now = isoAt(clock());
  const existing = await db.selectFrom('clients').select('id').limit(1).executeTakeFirst();
  if (existing) {
    await db.transaction().execute(async (trx) => {
      await seedPermissionDemo(trx, now);
      await seedFeedDemo(trx, now, storage);
      // Projects first: collections name them (an impact indicator's project).
      await seedProjectsDemo(trx, clock(), storage);
      await seedCollections(trx, now, storage);
      await seedMessageSends(trx, now);
      await seedMessageSends(trx, now);
      await seedActivityDemo(trx, clock());
      await seedFilesDemo(trx, clock(), storage);
    });
    return null;
  }
  // The library's pictures are drawn while the rest is written.
  if (storage) drawFilesDemo();
  // One hash shared by every demo account keeps the first start fast.
  const passwordHash = await hashPassword(password);

  await db.transaction().execute(async (trx) => {
    const places: Record<number, { groups: number[]; regionals: number[] }> = {};
    for (const client of CLIENTS) {
      await trx
        .insertInto('clients')
        .values({
          id: client.id,
          name: client.name,
          slug: client.slug,
          login_url: client.loginUrl,
          logout_url: client.logoutUrl,
          config: JSON.stringify(brandingOf(client)),
        })
        .execute();
      const groups = await trx
        .insertInto('groups')
        .values(GROUPS.map((name) => ({ client_id: client.id, name })))
        .returning('id')
        .execute();
      const regionals = await trx
        .insertInto('regionals')
        .values(REGIONALS.map((name) => ({ client_id: client.id, name })))
        .returning('id')
        .execute();
      places[client.id] = { groups: groups.map((g) => g.id), regionals: regionals.map((r) => r.id) };
      const form = FORM_FIELDS[client.id] ?? [];
      if (form.length) {
        await trx
          .insertInto('user_form_fields')
          .values(
            form.map((f) => ({
              client_id: client.id,
              key: f.key,
              label: f.label,
              labels: f.labels ? JSON.stringify(f.labels) : null,
              type: f.type,
              required: f.required ? 1 : 0,
              options: f.options ? JSON.stringify(f.options) : null,
              position: f.order,
              custom: f.custom ? 1 : 0,
              active: f.active === false ? 0 : 1,
            })),
          )
          .execute();
      }

      for (const [i, demo] of DEMO_USERS.entries()) {
        const who = person(900 + i, client.id);
        const user = await trx
          .insertInto('users')
          .values({
            client_id: client.id,
            ...userKeys(`${demo.name} ${client.name}`),
            name: `${demo.name} ${client.name}`,
            email: demoEmail(demo.local, client),
            password_hash: passwordHash,
            language: 'pt-br',
            picture: null,
            role: demo.role,
            group_id: groups[i % groups.length].id,
            regional_id: regionals[i % regionals.length].id,
            status: 'active',
            created_at: now,
            ...profile(who),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertGrants(trx, client.id, user.id, demo.grants);
      }
    }
    // After every client's demo accounts, so their ids stay 1..21 in client order.
    for (const client of CLIENTS) await seedMembers(trx, client.id, places[client.id], passwordHash, now);
    await seedPermissionDemo(trx, now);
    await seedFeedDemo(trx, now, storage);
    // Projects first: collections name them (an impact indicator's project).
    await seedProjectsDemo(trx, clock(), storage);
    await seedCollections(trx, now, storage);
    await seedActivityDemo(trx, clock());
    await seedFilesDemo(trx, clock(), storage);
  });

  return CLIENTS.map((client) => ({
    client,
    adminEmail: demoEmail('admin', client),
    memberEmail: demoEmail('member', client),
  }));
}

const profile = (who: ReturnType<typeof person>) => ({
  cpf: who.cpf,
  phone: who.phone,
  birth_date: who.birthDate,
  postal_code: who.postalCode,
  address: JSON.stringify(who.address),
});

/** The client's members (data.ts VOLUMES) spread over the client's groups and regionals, inserted in batches. */
async function seedMembers(
  trx: Kysely<DB>,
  clientId: number,
  places: { groups: number[]; regionals: number[] },
  passwordHash: string,
  now: string,
): Promise<void> {
  const client = CLIENTS.find((c) => c.id === clientId)!;
  const people = Array.from({ length: volumeOf(clientId).members }, (_, n) => person(n, clientId));
  const users = await trx
    .insertInto('users')
    .values(
      people.map((who, n) => ({
        client_id: clientId,
        name: who.name,
        ...userKeys(who.name),
        email: `${who.emailLocal}@${client.slug}.demo`,
        password_hash: passwordHash,
        language: 'pt-br',
        picture: null,
        role: 'member' as const,
        group_id: places.groups[n % places.groups.length],
        regional_id: places.regionals[Math.floor(n / 2) % places.regionals.length],
        // A few inactive accounts, so the status column means something in the demo.
        status: n % 15 === 14 ? 'inactive' : 'active',
        created_at: now,
        ...profile(who),
      })),
    )
    .returning('id')
    .execute();
  const ids = users.map((u) => u.id);
  await trx
    .insertInto('user_permissions')
    .values(
      ids.flatMap((id) =>
        MEMBER_RESOURCES.map((tag) => ({ client_id: clientId, user_id: id, tag, enabled: 1, platform: null })),
      ),
    )
    .execute();
  await trx
    .insertInto('user_permission_subs')
    .values(
      ids.flatMap((id) => MEMBER_SUB_RESOURCES.map((tag) => ({ client_id: clientId, user_id: id, tag, enabled: 1 }))),
    )
    .execute();
  // Required custom selects get a value, so every seeded member is a valid record of its client's form.
  for (const field of (FORM_FIELDS[clientId] ?? []).filter((f) => f.custom && f.required && f.options)) {
    const options = field.options!;
    await trx
      .insertInto('user_field_values')
      .values(
        ids.map((id, n) => ({
          client_id: clientId,
          user_id: id,
          field_key: field.key,
          value: JSON.stringify(options[n % options.length].value),
        })),
      )
      .execute();
  }
}
