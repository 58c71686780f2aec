import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { testDatabase } from '../../test/context.ts';
import { liveBaseUrl, openLive } from './live-client.ts';
import { tokenOf } from '../../test/sign-in.ts';

/** Every line the app's logger writes, parsed. */
const lines: { level: number; msg?: string; stack?: unknown; err?: unknown }[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
    done();
  },
});

let app: FastifyInstance;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const { database, dispose: drop } = await testDatabase();
  dispose = drop;
  const config = loadConfig({ NODE_ENV: 'test', CONSOLE_DIR: '/nonexistent-console' });
  app = await buildApp({ config, database, logger: { level: 'info', stream: capture } });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await dispose();
});

describe('a frame over the live channel size limit', () => {
  it('closes the socket with 1009 and logs one warning line, without a stack trace', async () => {
    const socket = await openLive(liveBaseUrl(app), { token: await tokenOf(app, 'member@asta.demo'), clientId: 3 });
    lines.length = 0;
    socket.ws.send('x'.repeat(10_000));
    expect((await socket.closed).code).toBe(1009);
    await expect.poll(() => lines.filter((l) => l.msg === 'websocket client error').length).toBe(1);
    const logged = lines.find((l) => l.msg === 'websocket client error');
    expect(logged).toMatchObject({ level: 40, code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' });
    expect(JSON.stringify(logged)).not.toContain('    at ');
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });
});
