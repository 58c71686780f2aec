import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageFromConfig, type Storage } from '../../platform/storage/index.ts';
import { DEMO_PASSWORD, testContext, type TestContext } from '../../test/context.ts';
import { seedDemo } from './index.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'seed-pictures-'));
let ctx: TestContext;
let storage: Storage;

beforeAll(async () => {
  ctx = await testContext({ env: { DATA_DIR: dataDir, STORAGE: 'local' } });
  storage = storageFromConfig(ctx.config);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const pictures = (clientId: number) =>
  ctx.database.db
    .selectFrom('feed_posts')
    .select(['id', 'image'])
    .where('client_id', '=', clientId)
    .where('titulo', '=', 'Treino de sábado')
    .execute();

async function dropPosts(clientId: number) {
  const db = ctx.database.db;
  const posts = db.selectFrom('feed_posts').select('id').where('client_id', '=', clientId);
  const comments = db.selectFrom('feed_comments').select('id').where('post_id', 'in', posts);
  await db.deleteFrom('feed_answers').where('comment_id', 'in', comments).execute();
  await db.deleteFrom('feed_comments').where('post_id', 'in', posts).execute();
  await db.deleteFrom('feed_likes').where('post_id', 'in', posts).execute();
  await db.deleteFrom('feed_posts').where('client_id', '=', clientId).execute();
}

/** The PNG's width and height from its IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): [number, number] {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('the demo feed picture', () => {
  it('is drawn and stored through the storage driver, and the post shows it from /media/ (no outside host)', async () => {
    await dropPosts(3);
    await seedDemo(ctx.database.db, DEMO_PASSWORD, undefined, storage);
    const [post] = await pictures(3);
    expect(post.image).toMatch(/^\/media\/3\/images\/[0-9a-f]{64}\.png$/);
    const stored = await storage.get(post.image!.replace('/media/', ''));
    const chunks: Buffer[] = [];
    for await (const part of stored!.stream) chunks.push(part as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(pngSize(bytes)).toEqual([640, 360]);
    expect(bytes.length).toBeLessThan(64 * 1024);

    const served = await ctx.app.inject({ method: 'GET', url: post.image! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['x-frame-options']).toBe('DENY');
  });

  it('replaces the outside picture of an older database’s demo posts', async () => {
    await ctx.database.db
      .updateTable('feed_posts')
      .set({ image: 'https://picsum.photos/seed/treino/800/450' })
      .where('client_id', '=', 6)
      .where('titulo', '=', 'Treino de sábado')
      .execute();
    await seedDemo(ctx.database.db, DEMO_PASSWORD, undefined, storage);
    const [post] = await pictures(6);
    expect(post.image).toMatch(/^\/media\/6\/images\/[0-9a-f]{64}\.png$/);
    const outside = await ctx.database.db
      .selectFrom('feed_posts')
      .select('id')
      .where('image', 'like', 'http%')
      .execute();
    expect(outside).toEqual([]);
  });
});
