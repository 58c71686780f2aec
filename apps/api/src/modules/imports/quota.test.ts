import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '@console/contract';
import { localRoot } from '../../platform/storage/index.ts';
import { testContext, type TestContext } from '../../test/context.ts';
import { importClient } from './test-kit.ts';

/** Issue 27: the files a client's unfinished imports keep have a quota, and an imported file is deleted. */

let ctx: TestContext;
let admin3: string;
let admin8: string;
const users = () => importClient(ctx, 'usuarios');

/** A csv of about 1,000 bytes. */
const csv = (tag: string) =>
  Buffer.from(
    `Nome;E-mail\r\n${Array.from({ length: 20 }, (_, i) => `Pessoa ${tag} ${i};cota.${tag}.${i}@exemplo.com.br`).join('\r\n')}\r\n`,
  );

const storedFile = async (id: number) => {
  const job = await ctx.database.db
    .selectFrom('imports')
    .select('storage_key')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return join(localRoot(ctx.config), job.storage_key);
};

beforeAll(async () => {
  ctx = await testContext({ env: { IMPORT_QUOTA_BYTES: String(Math.round(csv('a').length * 1.5)) } });
  [admin3, admin8] = await Promise.all([ctx.token('admin@asta.demo', 3), ctx.token('admin@smartfit.demo', 8)]);
});
afterAll(() => ctx.close());

describe('import files: quota and deletion', () => {
  it('answers 413 past the client’s quota, frees it once the import ends, and deletes the imported file', async () => {
    const first = await users().uploaded(admin3, csv('a'), 'a.csv');
    const file = await storedFile(first.id);
    expect(existsSync(file)).toBe(true);

    const over = await users().upload(admin3, csv('b'), 'b.csv');
    expect(over.statusCode, over.body).toBe(413);
    expect(over.json().errors.file[0]).toMatch(/^As importações não concluídas desta organização já guardam/);
    // Another client has its own quota.
    expect((await users().upload(admin8, csv('c'), 'c.csv')).statusCode).toBe(201);

    await users().pass(admin3, first.id, 'dry-run');
    expect((await users().pass(admin3, first.id, 'run')).status).toBe('imported');
    // The file goes just after the job is marked imported (the pass's last step, in the background).
    await expect.poll(() => existsSync(file)).toBe(false);
    expect((await users().upload(admin3, csv('d'), 'd.csv')).statusCode).toBe(201);
  });

  it('discards the file of an import idle for three days at the next upload, and says so on the job', async () => {
    const admin9 = await ctx.token('admin@action-aid.demo', 9);
    const idle = await users().uploaded(admin9, csv('e'), 'e.csv');
    const file = await storedFile(idle.id);
    await ctx.database.db
      .updateTable('imports')
      .set({ updated_at: new Date(Date.now() - 4 * 24 * 3600_000).toISOString() })
      .where('id', '=', idle.id)
      .execute();
    expect((await users().upload(admin9, csv('f'), 'f.csv')).statusCode).toBe(201);
    expect(existsSync(file)).toBe(false);
    expect((await users().get(admin9, idle.id, '?client_id=9')).json().data).toMatchObject({
      status: 'failed',
      failure: IMPORT_MESSAGES.discarded,
    });
  });
});
