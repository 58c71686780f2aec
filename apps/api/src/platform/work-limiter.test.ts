import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { slices, workLimiter } from './work-limiter.ts';

describe('work limiter', () => {
  it('holds per user and per client, answers 429 with Retry-After beyond, and frees a slot once', () => {
    const limiter = workLimiter({ perClient: 2, perUser: 1, retryAfterSeconds: 7 });
    const a = limiter.acquire({ clientId: 3, userId: 1 }, 'dry-run', 'pt-br');
    let caught: unknown;
    try {
      limiter.acquire({ clientId: 3, userId: 1 }, 'export', 'en');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect(caught).toMatchObject({ statusCode: 429, headers: { 'retry-after': '7' } });
    expect((caught as AppError).errors?.work[0]).toMatch(/^You have reached the limit of heavy tasks at once \(1\)/);
    const b = limiter.acquire({ clientId: 3, userId: 2 }, 'import', 'pt-br');
    expect(() => limiter.acquire({ clientId: 3, userId: 4 }, 'report', 'es')).toThrow(AppError);
    // Another client is not held by this one's work.
    const other = limiter.acquire({ clientId: 8, userId: 9 }, 'import', 'pt-br');
    a();
    a(); // a second release changes nothing
    expect(limiter.held(3)).toBe(1);
    limiter.acquire({ clientId: 3, userId: 1 }, 'dry-run', 'pt-br');
    expect(limiter.held(3)).toBe(2);
    b();
    other();
    expect(limiter.held(8)).toBe(0);
  });

  it('gives background slices in rotation between clients, one slice at a time', async () => {
    const order: string[] = [];
    const worker = async (clientId: number, name: string, count: number) => {
      const slice = slices(clientId, 0);
      await slice.start();
      for (let i = 0; i < count; i++) {
        order.push(name);
        await slice.pause();
      }
      slice.end();
    };
    // Client 3 starts two workers, client 8 one: client 8 still gets every other slice, not one in three.
    await Promise.all([worker(3, 'a', 4), worker(3, 'b', 4), worker(8, 'c', 4)]);
    const cs = order.flatMap((name, i) => (name === 'c' ? [i] : []));
    expect(cs).toHaveLength(4);
    expect(cs[0]).toBeLessThanOrEqual(2);
    for (let i = 1; i < cs.length; i++) expect(cs[i] - cs[i - 1]).toBe(2);
  });
});
