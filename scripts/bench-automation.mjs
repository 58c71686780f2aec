// Automation benchmark (issue 29, docs/benchmarks.md "Automation"), in one process on SQLite:
// 1. an announcement to everyone in a client of --users members: its recipients materialised by the send job
//    (modules/messages), timed, with the process's resident memory sampled every 50 ms against its level before;
// 2. a notification by push to --push of them, each with an FCM device, delivered to the local stand-in of FCM
//    (apps/api/src/test/push-stand-in.ts, in this process too, so its work counts against the rate); sends per second;
// 3. --events members' posts into the points rules, then every balance checked against its ledger;
// the figures are read back and checked exact.
//   npm run bench:automation [-- --users 1000000 --push 20000]
// A fresh temp DATA_DIR, or BENCH_SQLITE_DIR to reuse one already seeded (seed:scale's users are not added twice).
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, targetFromConfig } from '../apps/api/src/db/database.ts';
import { collectionByEntity } from '@console/contract';
import { tableOf } from '../apps/api/src/db/collections/layout.ts';
import { installRules } from '../apps/api/src/modules/collections/rules/index.ts';
import { collectionWrites } from '../apps/api/src/modules/collections/write-path.ts';
import { defineMessageJobs } from '../apps/api/src/modules/messages/jobs.ts';
import { MESSAGE_SEND_JOB, sendKey } from '../apps/api/src/modules/messages/send.ts';
import { domainEvents } from '../apps/api/src/platform/domain-events.ts';
import { jobQueue } from '../apps/api/src/platform/jobs/index.ts';
import { outboxMailer } from '../apps/api/src/platform/mail/index.ts';
import { pushProviders } from '../apps/api/src/platform/push/providers.ts';
import { localHub } from '../apps/api/src/platform/realtime/hub.ts';
import { startPushStandIn } from '../apps/api/src/test/push-stand-in.ts';
import { machine, writeSection } from './bench/common.mjs';
import { seedScaleInto } from './seed-scale.mjs';

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '1000000' },
    push: { type: 'string', default: '20000' },
    client: { type: 'string', default: '8' },
    events: { type: 'string', default: '50000' },
  },
});
const EVENTS = Number(args.events);
const USERS = Number(args.users);
const PUSH = Number(args.push);
const CLIENT = Number(args.client);

/**
 * The rows of a raw query's result (kysely's `sql` answers them untyped).
 * @param {{ rows: unknown[] }} result
 * @returns {any[]}
 */
const rowsOf = (result) => result.rows;

const dir = process.env.BENCH_SQLITE_DIR ?? mkdtempSync(join(tmpdir(), 'bench-automation-'));
const standIn = await startPushStandIn();
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, LOG_LEVEL: 'warn', ...standIn.env });
const scaled = (
  (await (async () => {
    const probe = openDatabase(targetFromConfig(config));
    try {
      return await probe.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('client_id', '=', CLIENT)
        .executeTakeFirst()
        .catch(() => ({ n: 0 }));
    } finally {
      await probe.close();
    }
  })()) ?? { n: 0 }
).n;
if (Number(scaled) < USERS) await seedScaleInto(config, { users: USERS, clientId: CLIENT });

const database = openDatabase(targetFromConfig(config));
const db = database.db;
const clock = () => Date.now();
const jobs = jobQueue(db, database.sql.name, clock);
const deps = {
  db,
  clock,
  jobs,
  realtime: localHub(),
  mailer: outboxMailer(db, null, clock, { baseMs: 1000, maxMs: 1000, attempts: 1 }, jobs),
  events: domainEvents(),
  push: pushProviders(config),
};
defineMessageJobs(deps);
const active = Number(
  (
    await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('client_id', '=', CLIENT)
      .where('deleted_at', 'is', null)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow()
  ).n,
);

/**
 * A message row straight into its table (the setup), in its sent state, and its send queued.
 * @param {string} table
 * @param {'notificacoes' | 'comunicados'} entity
 * @param {{ titulo: string, mensagem: string, publico: unknown, status: string }} values
 */
async function message(table, entity, values) {
  const at = new Date().toISOString();
  const row =
    await sql`insert into ${sql.table(table)} (client_id, titulo, mensagem, publico, status, created_at, updated_at)
    values (${CLIENT}, ${values.titulo}, ${values.mensagem}, ${JSON.stringify(values.publico)}, ${values.status}, ${at}, ${at})
    returning id`.execute(db);
  const id = Number(rowsOf(row)[0].id);
  await jobs.enqueue(db, {
    kind: MESSAGE_SEND_JOB,
    clientId: CLIENT,
    payload: { entity, id },
    key: sendKey(entity, id),
  });
  return id;
}

/**
 * Runs the due jobs while sampling the resident memory; answers the seconds and the peak above the start.
 * @param {() => Promise<unknown>} run
 */
async function timed(run) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  await run();
  clearInterval(sampler);
  return { seconds: (performance.now() - started) / 1000, peakMiB: (peak - before) / 1048576 };
}

// 1. Materialisation: everyone in the client.
const announcement = await message('c_comunicados', 'comunicados', {
  titulo: 'Manutenção no sábado',
  mensagem: '<p>O aplicativo fica fora do ar das 2h às 4h.</p>',
  publico: { tipo: 'todos' },
  status: 'enviado',
});
const materialised = await timed(() => jobs.runDue());
const figures = await sql`select destinatarios from c_comunicados where id = ${announcement}`.execute(db);
const rows = await db
  .selectFrom('message_recipients')
  .select((eb) => eb.fn.countAll().as('n'))
  .where('comunicado_id', '=', announcement)
  .executeTakeFirstOrThrow();
const exact = Number(rowsOf(figures)[0].destinatarios) === active && Number(rows.n) === active;
console.log(
  `materialised ${Number(rows.n).toLocaleString('pt-BR')} recipients of ${active.toLocaleString('pt-BR')} active in ${materialised.seconds.toFixed(1)} s, peak +${materialised.peakMiB.toFixed(0)} MiB, exact: ${exact}`,
);

// 2. Push: a group of PUSH members, each with an FCM device on the stand-in.
const group = Number(
  (
    await db
      .insertInto('groups')
      .values({ client_id: CLIENT, name: `Push ${Date.now()}` })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id,
);
const members = (
  await db
    .selectFrom('users')
    .select('id')
    .where('client_id', '=', CLIENT)
    .where('deleted_at', 'is', null)
    .where('status', '=', 'active')
    .orderBy('id')
    .limit(PUSH)
    .execute()
).map((u) => u.id);
const at = new Date().toISOString();
for (let i = 0; i < members.length; i += 500) {
  const part = members.slice(i, i + 500);
  await db.updateTable('users').set({ group_id: group }).where('id', 'in', part).execute();
  await db
    .insertInto('push_devices')
    .values(
      part.map((user) => {
        const token = standIn.fcmToken();
        return {
          client_id: CLIENT,
          user_id: user,
          kind: 'fcm',
          token,
          token_hash: createHash('sha256').update(`fcm:${token}`).digest('hex'),
          platform: 'android',
          user_agent: null,
          created_at: at,
          last_seen_at: at,
        };
      }),
    )
    .execute();
}
const notification = await message('c_notificacoes', 'notificacoes', {
  titulo: 'Aula extra amanhã',
  mensagem: 'Sábado às 9h, na unidade Centro.',
  publico: { tipo: 'grupos', ids: [group] },
  status: 'enviada',
});
const pushed = await timed(() => jobs.runDue());
const delivered = await sql`select destinatarios, entregues from c_notificacoes where id = ${notification}`.execute(db);
const pushExact =
  Number(rowsOf(delivered)[0].destinatarios) === members.length &&
  Number(rowsOf(delivered)[0].entregues) === members.length &&
  standIn.received.fcm.length === members.length;
const rate = members.length / pushed.seconds;
console.log(
  `pushed ${standIn.received.fcm.length.toLocaleString('pt-BR')} of ${members.length.toLocaleString('pt-BR')} in ${pushed.seconds.toFixed(1)} s: ${rate.toFixed(0)}/s, exact: ${pushExact}`,
);

// 3. Rules: members' posts into the points rules (the shipped effects, through the collections' write path), in
// transactions of 100 events as a busy feed commits them; then every balance must equal its ledger's sum.
const rulesEvents = domainEvents();
const { writer } = collectionWrites({ sql: database.sql, clock, realtime: deps.realtime, events: rulesEvents });
rulesEvents.useWriter(writer);
installRules(rulesEvents, { realtime: deps.realtime, clock });
const rulesDef = /** @type {import('@console/contract').CollectionDef} */ (collectionByEntity('regras-pontos'));
await sql`insert into ${sql.table(tableOf(rulesDef))} (client_id, nome, acao, pontos, limite_diario, ativo, created_at, updated_at)
  values (${CLIENT}, 'Publicar no feed (bench)', 'publicar', 5, 0, 1, ${at}, ${at})`.execute(db);
const actor = { clientId: CLIENT, userId: null, grants: { resource: [], resource_sub: [] } };
const ledgerBefore = Number(
  rowsOf(await sql`select count(*) as n from c_pontos where client_id = ${CLIENT}`.execute(db))[0].n,
);
const rules = await timed(async () => {
  for (let i = 0; i < EVENTS; i += 100)
    await db.transaction().execute(async (trx) => {
      /** @type {import('../apps/api/src/platform/domain-events.ts').DomainEvent[]} */
      const batch = [];
      for (let k = i; k < Math.min(EVENTS, i + 100); k++)
        batch.push({
          kind: 'post',
          clientId: CLIENT,
          memberId: members[k % members.length],
          entity: 'feed_posts',
          id: k + 1,
        });
      await rulesEvents.emit({ trx, dialect: database.sql.name, actor, now: clock() }, batch);
    });
});
const ledgerAfter = Number(
  rowsOf(await sql`select count(*) as n from c_pontos where client_id = ${CLIENT}`.execute(db))[0].n,
);
const drift = Number(
  rowsOf(
    await sql`select count(*) as n from member_points b where b.client_id = ${CLIENT} and b.points <> coalesce((
      select sum(p.pontos) from c_pontos p where p.client_id = b.client_id and p.usuario = b.user_id), 0)`.execute(db),
  )[0].n,
);
const eventsRate = EVENTS / rules.seconds;
const rulesExact = drift === 0 && ledgerAfter - ledgerBefore >= EVENTS;
console.log(
  `rules: ${EVENTS.toLocaleString('pt-BR')} posts in ${rules.seconds.toFixed(1)} s: ${eventsRate.toFixed(0)}/s; ledger +${ledgerAfter - ledgerBefore}; balances off their ledger: ${drift}`,
);

await database.close();
await standIn.close();

writeSection(
  '## Automation',
  [
    '## Automation',
    '',
    `\`npm run bench:automation -- --users ${USERS} --push ${PUSH}\` on SQLite, one process (${machine()}), ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| measure | result | goal |',
    '|---|---|---|',
    `| an announcement to everyone: ${Number(rows.n).toLocaleString('en')} recipients materialised (send job, chunks of 5,000) | ${materialised.seconds.toFixed(1)} s | ≤ 60 s |`,
    `| resident memory during it, above the level before | +${materialised.peakMiB.toFixed(0)} MiB | constant (not growing with the audience) |`,
    `| push to ${members.length.toLocaleString('en')} members with an FCM device, to the local stand-in (in the same process) | ${rate.toFixed(0)} per second | ≥ 2,000 per second |`,
    `| figures exact at the end (recipients, delivered, stand-in's count) | ${exact && pushExact ? 'yes' : 'NO'} | yes |`,
    `| members' posts into the points rules (the shipped effects through the write path: ledger entry, balance, level, badges), 100 per transaction | ${eventsRate.toFixed(0)} per second | ≥ 10,000 per second |`,
    `| balances equal to their ledger's sum afterwards; ledger entries written | ${rulesExact ? 'yes' : 'NO'}; ${(ledgerAfter - ledgerBefore).toLocaleString('en')} | yes |`,
    '',
  ].join('\n'),
);
if (!exact || !pushExact || !rulesExact) process.exitCode = 1;
