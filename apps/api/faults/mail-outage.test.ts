import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { OutboxItem } from '@console/contract';
import { startSmtp, type TestSmtp } from '../src/test/smtp.ts';
import { DEMO_ADMIN, signIn, type Session } from './harness/api.ts';
import { freePort, startInstance, type Instance } from './harness/instance.ts';
import { startCluster, type Cluster } from './harness/postgres.ts';

/**
 * The SMTP server away: mails wait in the outbox with their error and are retried with backoff by the running
 * instances; once the server listens again each arrives exactly once, with no restart. On SQLite (one instance) and
 * on PostgreSQL with two instances racing for the same mails.
 */
const OPERATOR = { email: 'admin@admin.demo', password: DEMO_ADMIN.password, clientId: 16 };
const MAILS = 6;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function instancesOn(count: number, env: Record<string, string>): Promise<Instance[]> {
  const started: Instance[] = [];
  for (let i = 0; i < count; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'mail-outage-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // Background jobs (the retry loop among them) are off under NODE_ENV=test, which the test runner sets.
    const instance = await startInstance({
      env: {
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        CONSOLE_DIR: '/nonexistent-console',
        ...env,
      },
      startTimeoutMs: 90_000,
    });
    cleanups.push(() => void instance.stop('SIGKILL'));
    started.push(instance);
  }
  return started;
}

async function outbox(operator: Session, to: string): Promise<OutboxItem[]> {
  const res = await operator.request('GET', `/api/v2/admin/outbox?to=${encodeURIComponent(to)}&per_page=100`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { data: OutboxItem[] } }).data.data;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function outageThenRecovery(label: string, instances: Instance[], smtpPort: number) {
  const pids = instances.map((instance) => instance.process.pid);
  const admins = await Promise.all(instances.map((instance) => signIn(instance.base)));
  const operator = await signIn(instances[0].base, OPERATOR);
  const tag = `smtp-fora-${label}`;
  const recipients = Array.from({ length: MAILS }, (_, i) => `${tag}-${i}@exemplo.com.br`);

  // The creates succeed while the mail server is away; their mails wait.
  const createMs: number[] = [];
  for (const [i, to] of recipients.entries()) {
    const started = performance.now();
    const res = await admins[i % admins.length].request(
      'POST',
      '/api/v2/admin/asap-user/store?send_welcome_email=true',
      { name: `Pessoa ${tag} ${i}`, email: to },
    );
    createMs.push(performance.now() - started);
    expect(res.status, await res.clone().text()).toBe(201);
  }
  // The loop keeps trying during the outage (base 1 s, cap 2 s): a second attempt fails too.
  const waiting = await until(
    () => outbox(operator, tag),
    (mails) => mails.length === MAILS && mails.every((m) => m.attempts >= 2),
    15_000,
  );
  expect(waiting).toHaveLength(MAILS);
  for (const mail of waiting) {
    expect(mail).toMatchObject({ status: 'retrying', sent_at: null });
    expect(mail.attempts).toBeGreaterThanOrEqual(2);
    expect(mail.error).toMatch(/ECONNREFUSED/);
    expect(mail.next_attempt_at).not.toBeNull();
  }

  const smtp: TestSmtp = await startSmtp(smtpPort);
  cleanups.push(() => smtp.close());
  const back = performance.now();
  const sent = await until(
    () => outbox(operator, tag),
    (mails) => mails.every((m) => m.status === 'sent'),
    20_000,
  );
  const recoveryMs = performance.now() - back;
  expect(sent.map((m) => m.status)).toEqual(sent.map(() => 'sent'));
  // Past the next backoff, nothing arrives twice.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const arrived = smtp.messages
    .flatMap((m) => m.to)
    .filter((to) => to.startsWith(tag))
    .sort();
  expect(arrived).toEqual([...recipients].sort());
  expect(instances.map((instance) => instance.process.pid)).toEqual(pids);
  console.log(
    `[mail-outage ${label}] create during outage: max ${Math.max(...createMs).toFixed(0)} ms; all ${MAILS} mails sent ${recoveryMs.toFixed(0)} ms after the SMTP server came back; attempts ${sent.map((m) => m.attempts).join(',')}`,
  );
}

const retryEnv = (smtpPort: number) => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_RETRY_BASE_SECONDS: '1',
  MAIL_RETRY_MAX_SECONDS: '2',
});

describe('SMTP server down', () => {
  it('SQLite, one instance: mails wait, are retried with backoff and arrive once when the server is back', async () => {
    const smtpPort = await freePort();
    const instances = await instancesOn(1, retryEnv(smtpPort));
    await outageThenRecovery('sqlite', instances, smtpPort);
  });

  it('PostgreSQL, two instances: each mail is claimed by one instance and arrives exactly once', async () => {
    const cluster: Cluster = startCluster();
    cleanups.push(() => cluster.stop());
    const databaseUrl = await cluster.createDatabase('mail_outage');
    const smtpPort = await freePort();
    const [first] = await instancesOn(1, { ...retryEnv(smtpPort), DATABASE_URL: databaseUrl });
    const [second] = await instancesOn(1, { ...retryEnv(smtpPort), DATABASE_URL: databaseUrl });
    await outageThenRecovery('postgres', [first, second], smtpPort);
  });
});
