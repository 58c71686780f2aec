import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from './harness/api.ts';
import { freePort, startInstance, type Instance } from './harness/instance.ts';
import { startCluster } from './harness/postgres.ts';

/**
 * The job queue across three instances on one PostgreSQL, one of them killed (SIGKILL) while it holds jobs: the mail
 * deliveries of 60 new members wait in the queue (the SMTP server refuses for a while), then the three workers drain
 * them through a slow SMTP server. No delivery runs on two workers at once, none is lost, and the jobs the dead
 * process held go back to the queue once their time limit passes, never staying in running.
 */

const MAILS = 60;
const LIMIT_S = 3;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An SMTP server that refuses (421) while `refusing`, and takes `delayMs` per message; each reception's span. */
async function slowSmtp(port: number, delayMs: number) {
  const state = { refusing: true };
  const received: { to: string; start: number; end: number }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refusing) return callback(Object.assign(new Error('Tente mais tarde'), { responseCode: 421 }));
      callback();
    },
    onData(stream, session, callback) {
      const start = Date.now();
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          for (const r of session.envelope.rcptTo) received.push({ to: r.address, start, end: Date.now() });
          callback();
        }, delayMs),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { state, received };
}

describe('job queue under SIGKILL', () => {
  it('PostgreSQL, three instances, one killed holding jobs: each job once at a time, none lost, none stuck', async () => {
    const cluster = startCluster();
    cleanups.push(() => cluster.stop());
    const databaseUrl = await cluster.createDatabase('jobs_kill');
    const smtpPort = await freePort();
    const smtp = await slowSmtp(smtpPort, 400);
    const env = {
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      CONSOLE_DIR: '/nonexistent-console',
      JOBS_WORKER: 'on',
      JOBS_POLL_MS: '100',
      JOBS_CONCURRENCY: '3',
      MAIL_RETRY_BASE_SECONDS: '1',
      MAIL_RETRY_MAX_SECONDS: '2',
      MAIL_DELIVERY_TIMEOUT_SECONDS: String(LIMIT_S),
    };
    const instances: Instance[] = [];
    for (let i = 0; i < 3; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'jobs-kill-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const instance = await startInstance({ env: { ...env, DATA_DIR: dataDir }, startTimeoutMs: 120_000 });
      cleanups.push(() => void instance.stop('SIGKILL'));
      instances.push(instance);
    }
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    cleanups.push(() => db.end());

    // The members are made while the SMTP server refuses: their deliveries wait in the queue.
    const admin = await signIn(instances[0]!.base);
    const recipients = Array.from({ length: MAILS }, (_, i) => `fila-${i}@exemplo.com.br`);
    for (const [i, email] of recipients.entries()) {
      const res = await admin.request('POST', '/api/v2/admin/asap-user/store?send_welcome_email=true', {
        name: `Pessoa da fila ${i}`,
        email,
      });
      expect(res.status).toBe(201);
    }

    // The server accepts again; the victim is killed as soon as it holds jobs.
    smtp.state.refusing = false;
    const victim = instances[2]!;
    const victimPid = victim.process.pid!;
    let held: number[] = [];
    const deadline = Date.now() + 30_000;
    while (!held.length && Date.now() < deadline) {
      const { rows } = await db.query<{ id: number }>(
        `select id from jobs where status = 'running' and locked_by like $1`,
        [`%:${victimPid}:%`],
      );
      held = rows.map((row) => row.id);
    }
    expect(held.length, 'the victim held jobs').toBeGreaterThan(0);
    await victim.stop('SIGKILL');
    const killedAt = Date.now();

    // Every mail is sent: the dead process's jobs are taken back after their limit. Only this test's mails are counted:
    // a fresh start may mail others (a timer's notice of a seeded overdue invoice).
    const OWN_MAILS = `jobs j join outbox o on j.key = 'mail:' || o.id where j.kind = 'mail.deliver' and o."to" like 'fila-%@exemplo.com.br'`;
    const done = async () =>
      Number(
        (await db.query<{ n: string }>(`select count(*) as n from ${OWN_MAILS} and j.status = 'done'`)).rows[0]!.n,
      );
    const until = Date.now() + 120_000;
    while ((await done()) < MAILS && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250));
    const drainedMs = Date.now() - killedAt;
    expect(await done()).toBe(MAILS);
    const stuck = await db.query(`select j.id from ${OWN_MAILS} and j.status in ('running', 'pending')`);
    expect(stuck.rows).toEqual([]);

    // None lost: every member got their mail.
    const byRecipient = new Map<string, { start: number; end: number }[]>();
    for (const r of smtp.received) byRecipient.set(r.to, [...(byRecipient.get(r.to) ?? []), r]);
    expect([...byRecipient.keys()].sort()).toEqual([...recipients].sort());
    // Never two deliveries of one job at once; a second delivery only of a job the dead process held.
    const heldRecipients = new Set(
      (
        await db.query<{ to: string }>(
          `select o."to" from jobs j join outbox o on j.key = 'mail:' || o.id where j.id = any($1)`,
          [held],
        )
      ).rows.map((row) => row.to),
    );
    for (const [to, spans] of byRecipient) {
      if (spans.length === 1) continue;
      expect(heldRecipients.has(to), `${to} delivered ${spans.length} times`).toBe(true);
      const sorted = [...spans].sort((a, b) => a.start - b.start);
      for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.start).toBeGreaterThanOrEqual(sorted[i - 1]!.end);
    }
    const again = [...byRecipient.values()].filter((spans) => spans.length > 1).length;
    console.log(
      `[jobs-kill] ${MAILS} deliveries on 3 instances; victim held ${held.length}, killed; all done ${drainedMs} ms after the kill (limit ${LIMIT_S} s + 5 s grace); ${again} delivered again (sent before the kill, not yet marked)`,
    );
  });
});
