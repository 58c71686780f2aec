import { describe, expect, it } from 'vitest';
import { FailureWindow } from './throttle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { pageWindow, toPage } from './pagination.ts';
import { bearerToken, hashToken, newToken } from './tokens.ts';

describe('FailureWindow', () => {
  it('allows up to the limit within the window, then tells how long to wait', () => {
    let now = 0;
    const window = new FailureWindow(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(window.retryAfter('k')).toBe(0);
      window.fail('k');
      now += 10_000;
    }
    expect(window.retryAfter('k')).toBe(30);
    now = 60_001;
    expect(window.retryAfter('k')).toBe(0);
  });

  it('forgets a key on reset and stays bounded', () => {
    const window = new FailureWindow(1, 60_000, () => 0, 2);
    window.fail('a');
    window.reset('a');
    expect(window.retryAfter('a')).toBe(0);
    for (const key of ['x', 'y', 'z']) window.fail(key);
    expect(window.retryAfter('z')).toBeGreaterThan(0);
  });
});

describe('passwords', () => {
  it('verifies the right password only', async () => {
    const hash = await hashPassword('segredo');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('segredo', hash)).toBe(true);
    expect(await verifyPassword('Segredo', hash)).toBe(false);
    expect(await verifyPassword('segredo', 'garbage')).toBe(false);
  });
});

describe('tokens', () => {
  it('are random, hashed with SHA-256 and read from a Bearer header', () => {
    const token = newToken();
    expect(token).not.toBe(newToken());
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`Basic ${token}`)).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

describe('pagination', () => {
  it('clamps per_page and computes the last page', () => {
    expect(pageWindow({ page: 3, per_page: 500 })).toEqual({ limit: 100, offset: 200 });
    expect(toPage([1, 2], 41, { page: 1, per_page: 20 })).toEqual({
      data: [1, 2],
      current_page: 1,
      per_page: 20,
      last_page: 3,
      total: 41,
    });
    expect(toPage([], 0, { page: 1, per_page: 20 }).last_page).toBe(1);
  });
});
