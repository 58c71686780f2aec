import type { Kysely } from 'kysely';
import type { ClientEntry } from '@console/contract';
import { isoAt, systemClock, type Clock } from '../../platform/clock.ts';
import { insertGrants } from '../../platform/grants.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { DB } from '../schema.ts';
import { brandingOf, CLIENTS, DEMO_USERS, demoEmail, GROUPS, REGIONALS } from './data.ts';

export interface DemoCredential {
  client: ClientEntry;
  adminEmail: string;
  memberEmail: string;
}

/**
 * Seeds the seven clients and their demo people on an empty database.
 * Returns the credentials when it seeded, null when data was already there.
 */
export async function seedDemo(db: Kysely<DB>, password: string, clock: Clock = systemClock): Promise<DemoCredential[] | null> {
  const existing = await db.selectFrom('clients').select('id').limit(1).executeTakeFirst();
  if (existing) return null;
  // One hash shared by every demo account keeps the first start fast.
  const passwordHash = await hashPassword(password);
  const now = isoAt(clock());

  await db.transaction().execute(async (trx) => {
    for (const client of CLIENTS) {
      await trx
        .insertInto('clients')
        .values({ id: client.id, name: client.name, slug: client.slug, login_url: client.loginUrl, logout_url: client.logoutUrl, config: JSON.stringify(brandingOf(client)) })
        .execute();
      const groups = await trx.insertInto('groups').values(GROUPS.map((name) => ({ client_id: client.id, name }))).returning('id').execute();
      const regionals = await trx.insertInto('regionals').values(REGIONALS.map((name) => ({ client_id: client.id, name }))).returning('id').execute();

      for (const [i, demo] of DEMO_USERS.entries()) {
        const user = await trx
          .insertInto('users')
          .values({
            client_id: client.id,
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
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertGrants(trx, client.id, user.id, demo.grants);
      }
    }
  });

  return CLIENTS.map((client) => ({ client, adminEmail: demoEmail('admin', client), memberEmail: demoEmail('member', client) }));
}
