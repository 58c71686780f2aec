import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENTS, colorResponse } from '@console/contract';
import { testContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /api/v2/admin/color', () => {
  it('is public and gives each client its own colours, nothing else', async () => {
    const seen = new Set<string>();
    for (const client of CLIENTS) {
      const byQuery = await get(`/api/v2/admin/color?client_id=${client.id}`);
      const byPath = await get(`/api/v2/admin/color/${client.id}`);
      expect(byQuery.statusCode).toBe(200);
      expect(byPath.json()).toEqual(byQuery.json());
      const { data } = colorResponse.parse(byQuery.json());
      expect(Object.keys(data).sort()).toEqual(['client_id', 'config', 'name']);
      expect(data).toMatchObject({ client_id: client.id, name: client.name });
      seen.add(data.config.primary);
    }
    expect(seen.size).toBe(CLIENTS.length);
  });

  it('answers 404 for an unknown client and 422 without one', async () => {
    expect((await get('/api/v2/admin/color/999')).statusCode).toBe(404);
    expect((await get('/api/v2/admin/color?client_id=999')).statusCode).toBe(404);
    const missing = await get('/api/v2/admin/color');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('client_id');
    expect((await get('/api/v2/admin/color/abc')).statusCode).toBe(422);
  });
});
