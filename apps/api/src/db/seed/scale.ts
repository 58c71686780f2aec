import { sql } from 'kysely';
import type { Database } from '../database.ts';
import { userKeys } from '../search-keys.ts';
import { ascii, cpfFrom, FIRST, LAST } from './people.ts';

/** A gym chain's units (the groups) and the five regions of Brazil (the regionals), each unit in its region. */
const UNITS: { name: string; region: string; weight: number }[] = [
  { name: 'Unidade Paulista', region: 'Sudeste', weight: 9 },
  { name: 'Unidade Pinheiros', region: 'Sudeste', weight: 7 },
  { name: 'Unidade Copacabana', region: 'Sudeste', weight: 6 },
  { name: 'Unidade Savassi', region: 'Sudeste', weight: 4 },
  { name: 'Unidade Batel', region: 'Sul', weight: 4 },
  { name: 'Unidade Moinhos', region: 'Sul', weight: 3 },
  { name: 'Unidade Pituba', region: 'Nordeste', weight: 4 },
  { name: 'Unidade Boa Viagem', region: 'Nordeste', weight: 4 },
  { name: 'Unidade Meireles', region: 'Nordeste', weight: 3 },
  { name: 'Unidade Asa Sul', region: 'Centro-Oeste', weight: 3 },
  { name: 'Unidade Goiânia Setor Bueno', region: 'Centro-Oeste', weight: 2 },
  { name: 'Unidade Ponta Negra', region: 'Norte', weight: 1 },
];
const DOMAINS = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'yahoo.com.br',
  'uol.com.br',
  'bol.com.br',
];
const DDD: Record<string, string[]> = {
  Sudeste: ['11', '21', '31'],
  Sul: ['41', '51'],
  Nordeste: ['71', '81', '85'],
  'Centro-Oeste': ['61', '62'],
  Norte: ['92'],
};

/** Deterministic 32-bit mixing (same n, same person), so runs are reproducible. */
const mix = (n: number, k: number) => {
  let x = Math.imul(n ^ Math.imul(k, 0x9e3779b1), 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
};

const totalWeight = UNITS.reduce((sum, u) => sum + u.weight, 0);
const unitOf = (n: number) => {
  let pick = mix(n, 7) % totalWeight;
  return UNITS.findIndex((u) => (pick -= u.weight) < 0);
};

/** The n-th member of a big client: one or two given names and two surnames from the demo lists, e-mail in one of the usual shapes. */
function scaleMember(n: number) {
  const first = FIRST[mix(n, 1) % FIRST.length];
  const second = mix(n, 2) % 100 < 35 ? ` ${FIRST[mix(n, 3) % FIRST.length]}` : '';
  const middle = LAST[mix(n, 4) % LAST.length];
  const last = LAST[mix(n, 5) % LAST.length];
  const domain = DOMAINS[mix(n, 6) % DOMAINS.length];
  const local = [
    `${ascii(first)}.${ascii(last)}`,
    `${ascii(first)[0]}${ascii(last)}`,
    `${ascii(first)}_${ascii(middle)}`,
  ][mix(n, 8) % 3];
  const unit = unitOf(n);
  const ddds = DDD[UNITS[unit].region];
  return {
    name: `${first}${second} ${middle === last ? LAST[(mix(n, 4) + 1) % LAST.length] : middle} ${last}`,
    email: `${local}${n}@${domain}`,
    unit,
    cpf: cpfFrom(n * 7_919 + 13),
    phone: `${ddds[n % ddds.length]}9${String(10_000_000 + (mix(n, 9) % 89_999_999)).padStart(8, '0')}`,
    birthDate: `${1960 + (mix(n, 10) % 45)}-${String(1 + (mix(n, 11) % 12)).padStart(2, '0')}-${String(1 + (mix(n, 12) % 28)).padStart(2, '0')}`,
    active: mix(n, 13) % 20 !== 0,
  };
}

export interface ScaleOptions {
  clientId: number;
  users: number;
  passwordHash: string;
  onProgress?: (done: number, total: number) => void;
}

const BATCH = 1000;
const PER_TRANSACTION = 50_000;

/**
 * Adds `users` members to one client, in multi-row inserts of BATCH rows inside transactions of PER_TRANSACTION.
 * For a bulk much larger than the table, the trigram index and counters are dropped first and rebuilt once at the
 * end (one index build instead of a million updates); otherwise the triggers keep them as for any write.
 */
export async function seedScale({ db, sql: dialect }: Database, options: ScaleOptions): Promise<void> {
  const { clientId, users, passwordHash } = options;
  const places = await ensurePlaces(db, clientId);
  const top = await db
    .selectFrom('users')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  // Numbers past every id so far: e-mails and CPFs stay unique when the seed runs again.
  const base = 1_000_000 + Number(top?.max ?? 0);
  const existing = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rebuild = users > Number(existing.n);
  if (dialect.name === 'sqlite') await sql`pragma cache_size = -262144`.execute(db);
  if (rebuild) await dialect.userListing.uninstall(db);
  const createdAt = new Date().toISOString();

  for (let done = 0; done < users;) {
    const end = Math.min(users, done + PER_TRANSACTION);
    await db.transaction().execute(async (trx) => {
      for (let from = done; from < end; from += BATCH) {
        const rows = [];
        for (let i = from; i < Math.min(end, from + BATCH); i++) {
          const who = scaleMember(base + i);
          rows.push({
            client_id: clientId,
            name: who.name,
            ...userKeys(who.name),
            email: who.email,
            password_hash: passwordHash,
            language: 'pt-br',
            picture: null,
            role: 'member' as const,
            group_id: places.groups[who.unit],
            regional_id: places.regionals[UNITS[who.unit].region],
            status: who.active ? 'active' : 'inactive',
            created_at: createdAt,
            cpf: who.cpf,
            phone: who.phone,
            birth_date: who.birthDate,
          });
        }
        await trx.insertInto('users').values(rows).execute();
      }
    });
    done = end;
    options.onProgress?.(done, users);
  }
  if (rebuild) await dialect.userListing.install(db);
  await dialect.analyze(db);
}

/** The client's units and regions, created when missing. */
async function ensurePlaces(db: Database['db'], clientId: number) {
  const ensure = async (table: 'groups' | 'regionals', names: string[]) => {
    const ids: Record<string, number> = {};
    for (const name of names) {
      const row = await db
        .selectFrom(table)
        .select('id')
        .where('client_id', '=', clientId)
        .where('name', '=', name)
        .executeTakeFirst();
      ids[name] =
        row?.id ??
        (await db.insertInto(table).values({ client_id: clientId, name }).returning('id').executeTakeFirstOrThrow()).id;
    }
    return ids;
  };
  const groups = await ensure(
    'groups',
    UNITS.map((u) => u.name),
  );
  const regionals = await ensure('regionals', [...new Set(UNITS.map((u) => u.region))]);
  return { groups: UNITS.map((u) => groups[u.name]), regionals };
}
