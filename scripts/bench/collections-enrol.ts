// Enrolment benchmark (issue 28): a 100,000-member group of one client enrolled into a cohort through the real HTTP
// API of a running server, step after step of the row action `matricular` (2,000 members a step, each in one
// transaction), until its report's `next` is null: the total time (goal <= 30 s) and the server's RSS growth over its
// RSS before the first step (goal <= 128 MB), with the cohort's `matriculados` checked. Writes the "Collections:
// enrolment" section of docs/benchmarks.md.
//   npm run bench:collections-enrol [-- --members 100000 --postgres]
// SQLite by default (a temp DATA_DIR); --postgres also runs it on PostgreSQL (DATABASE_URL, or a throwaway cluster).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase, targetFromConfig } from '../../apps/api/src/db/database.ts';
import { migrateToLatest } from '../../apps/api/src/db/migrations/index.ts';
import { seedDemo } from '../../apps/api/src/db/seed/index.ts';
import { userKeys } from '../../apps/api/src/db/search-keys.ts';
import { machine, onBothDatabases, rssKiB, startServer, writeSection } from './common.mjs';

const { values: args } = parseArgs({
  options: { members: { type: 'string', default: '100000' }, postgres: { type: 'boolean', default: false } },
});
const MEMBERS = Number(args.members);
const CLIENT = 3;
const ADMIN = { email: 'admin@asta.demo', password: process.env.DEMO_PASSWORD ?? 'demo1234' };
const GOAL = { seconds: 30, rssMB: 128 };
const MB = 1024;
/** The throwaway cluster's memory, as the other benchmarks give it (the default 128 MB of buffers thrashes here). */
const PG_SETTINGS = '-c shared_buffers=1GB -c effective_cache_size=4GB';

interface Result {
  label: string;
  seconds: number;
  steps: number;
  rssBeforeMB: number;
  rssGrowthMB: number;
  matriculados: number;
}

/** The demo data, then a group of MEMBERS active members of client 3 (copies of the demo member). */
async function load(env: Record<string, string>): Promise<number> {
  const config = loadConfig({ ...process.env, ...env });
  const database = openDatabase(targetFromConfig(config));
  try {
    await migrateToLatest(database.db, database.sql);
    await seedDemo(database.db, config.DEMO_PASSWORD);
    const { db } = database;
    const group = await db
      .insertInto('groups')
      .values({ client_id: CLIENT, name: `Bench enrolment ${Date.now()}` } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: _id, ...template } = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'member@asta.demo')
      .executeTakeFirstOrThrow();
    const created = new Date().toISOString();
    for (let start = 0; start < MEMBERS; start += 500) {
      const rows = Array.from({ length: Math.min(500, MEMBERS - start) }, (_, i) => {
        const name = `Membro bench ${String(start + i + 1).padStart(6, '0')}`;
        return {
          ...template,
          ...userKeys(name),
          name,
          email: `bench.enrol.${start + i + 1}@turma.test`,
          cpf: null,
          group_id: Number(group.id),
          created_at: created,
          deleted_at: null,
        };
      });
      await db.insertInto('users').values(rows).execute();
    }
    return Number(group.id);
  } finally {
    await database.close();
  }
}

async function bench(label: string, env: Record<string, string>): Promise<Result> {
  console.log(`${label}: loading ${MEMBERS.toLocaleString('pt-BR')} members ...`);
  const group = await load(env);
  const { server, base, token } = await startServer(env, CLIENT, ADMIN);
  try {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const call = async (path: string, body: unknown) => {
      const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      const json = await res.json();
      if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    };
    const courses = await (await fetch(`${base}/api/v2/admin/cursos?per_page=1`, { headers })).json();
    const cohort = await call('/api/v2/admin/turmas', {
      nome: 'Turma do benchmark',
      codigo: `BENCH-${Date.now()}`,
      curso_id: courses.data.data[0].id,
      inicio: '2026-12-01',
    });
    const rssBefore = rssKiB(server.pid);
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, rssKiB(server.pid))), 100);
    const started = performance.now();
    let cursor: number | null = null;
    let steps = 0;
    let matriculados = 0;
    try {
      do {
        const data = await call(`/api/v2/admin/turmas/${cohort.id}/acoes/matricular`, {
          input: { origem: 'grupo', grupo: group },
          ...(cursor === null ? {} : { cursor }),
        });
        steps += 1;
        cursor = data.report.next;
        matriculados = data.row.matriculados;
      } while (cursor !== null);
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, rssKiB(server.pid));
    if (matriculados !== MEMBERS) throw new Error(`${label}: ${matriculados} enrolled of ${MEMBERS}`);
    const result = {
      label,
      seconds,
      steps,
      rssBeforeMB: rssBefore / MB,
      rssGrowthMB: (peak - rssBefore) / MB,
      matriculados,
    };
    console.log(result);
    return result;
  } finally {
    server.kill('SIGTERM');
  }
}

const results: Result[] = [];
if (args.postgres) results.push(...(await onBothDatabases('bench-enrol', { pgOptions: PG_SETTINGS }, bench)));
else {
  const temp = mkdtempSync(join(tmpdir(), 'bench-enrol-'));
  try {
    results.push(await bench('SQLite', { DATA_DIR: join(temp, 'sqlite'), DATABASE_URL: '' }));
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

const mark = (ok: boolean) => (ok ? 'yes' : 'no');
writeSection(
  '## Collections: enrolment',
  [
    '## Collections: enrolment',
    '',
    `A group of ${MEMBERS.toLocaleString('en')} active members enrolled into a cohort (no seat limit) through the HTTP API, by`,
    'the row action `matricular` in steps of 2,000 members (each step one transaction: one batch create of its',
    'enrolments, their numbers taken as one block of the sequence, an audit entry per enrolment, the cohort recounted',
    "once), calling again with the report's `next` until it is null. RSS growth: the server's peak RSS during the run",
    'over its RSS before the first step (sampled every 100 ms).',
    '',
    `Command: \`npm run bench:collections-enrol${args.postgres ? ' -- --postgres' : ''}\``,
    ...(args.postgres
      ? [
          '',
          `PostgreSQL: a throwaway cluster of \`scripts/pg-cluster.sh\` with \`${PG_SETTINGS}\` (or \`DATABASE_URL\`).`,
        ]
      : []),
    '',
    machine(),
    '',
    '| Database | Steps | Total time | Goal <= 30 s | RSS before | RSS growth | Goal <= 128 MB | matriculados |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.label} | ${r.steps} | ${r.seconds.toFixed(1)} s | ${mark(r.seconds <= GOAL.seconds)} | ${r.rssBeforeMB.toFixed(0)} MB | ${r.rssGrowthMB.toFixed(0)} MB | ${mark(r.rssGrowthMB <= GOAL.rssMB)} | ${r.matriculados.toLocaleString('en')} |`,
    ),
    '',
    'What the measurements found (2026-11-29). The earlier 133 s on SQLite was a machine shared with other work: the',
    'same code took 11.8 s on a quiet one. PostgreSQL took 119 s. Two lookups of each step were read as filters over',
    'a whole index while the statistics lagged behind the bulk writes (the members just loaded, the cohort growing by',
    "2,000 a step): the compound-uniqueness check (`turma_id` + `participante`: an IN list over the unique index's",
    'second column, each step reading the whole cohort) and the check that the 2,000 members exist (`id IN (...)`',
    "filtered along the client's index: 1.3 s a step). Both now probe one key at a time (`holding` of",
    '`db/dialects`: unnest, then a LIMIT 1 subquery per candidate; `db/collections/present-ids.ts`), whatever the',
    'statistics say: 119 s became 20 to 26 s. What a step costs on PostgreSQL now (pg_stat_statements over a run):',
    'the insert of 2,000 enrolments with their 13 indexes and the trigram index of the search key (160 ms), the',
    "counters' row triggers (85 ms), the audit entries (36 ms), the origin's count for the report (38 ms).",
    '',
  ].join('\n'),
);
