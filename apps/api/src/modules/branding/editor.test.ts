import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOR_MESSAGE, colorResponse, IMAGE_MESSAGE } from '@console/contract';
import { bearer, demoTokens, testContext, type DemoTokens, type TestContext } from '../../test/context.ts';
import { multipartBody, pdf, png } from '../../test/samples.ts';

/**
 * The brand editor's API (issue 13): PUT /api/v2/admin/color[/{id}] and the history of saved versions, on the
 * engine under test.
 */

let ctx: TestContext;
let dataDir: string;
/** Who acts: client 3's administrator and member, client 6's administrator, the platform operator. */
let as: DemoTokens;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'brand-test-'));
  ctx = await testContext({ env: { DATA_DIR: dataDir } });
  as = await demoTokens(ctx);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const put = (url: string, token: string, config: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url, headers: bearer(token), payload: { config } });
const colors = async (clientId: number) =>
  colorResponse.parse((await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/color/${clientId}` })).json()).data
    .config;
const history = (clientId: number, token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v2/admin/color/${clientId}/history`, headers: bearer(token) });

/** A file of client 3's library, uploaded as the editor's dialog does; its /media/ address. */
async function uploaded(data: Buffer, filename: string, token = as.admin3): Promise<string> {
  const { payload, headers } = multipartBody([
    { name: 'name', value: filename },
    { name: 'file', filename, data },
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v2/admin/file',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.url as string;
}

describe('PUT /api/v2/admin/color', () => {
  it('saves the administrator’s own brand, hex or rgb, keeping what the body leaves out, and the public read shows it', async () => {
    const before = await colors(3);
    expect(before).toMatchObject({ surface: '#ffffff', error: '#d32f2f', favicon: null, login_background: null });
    const res = await put('/api/v2/admin/color', as.admin3, {
      primary: '#0b5394',
      surface: 'rgb(250, 250, 245)',
      template: { platform_type: 'escola' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await colors(3);
    expect(after).toEqual({
      ...before,
      primary: '#0b5394',
      surface: 'rgb(250, 250, 245)',
      template: { platform_type: 'escola' },
    });
    expect(colorResponse.parse(res.json()).data.config).toEqual(after);
    // Another client's brand is untouched.
    expect((await colors(6)).primary).toBe('#059669');
  });

  it('takes the logo, favicon and login background from the client’s library, and refuses anything else per field', async () => {
    const logo = await uploaded(await png(64, 32), 'logo.png');
    const favicon = await uploaded(await png(32, 32), 'favicon.png');
    const document = await uploaded(pdf(), 'manual.pdf');
    const theirs = await uploaded(await png(), 'deles.png', as.admin6);
    const refused = await put('/api/v2/admin/color', as.admin3, { logo, favicon: document, login_background: theirs });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'config.favicon': [IMAGE_MESSAGE],
      'config.login_background': [IMAGE_MESSAGE],
    });
    expect((await colors(3)).logo).toBeNull();
    const saved = await put('/api/v2/admin/color', as.admin3, { logo, favicon, login_background: null });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await colors(3)).toMatchObject({ logo, favicon, login_background: null });
  });

  it('answers 422 per field for colours that are neither #RRGGBB nor rgb(r, g, b), unknown fields and platform types', async () => {
    const res = await put('/api/v2/admin/color', as.admin3, {
      primary: 'blue',
      text: 'rgb(300, 0, 0)',
      error: '#12345',
      template: { platform_type: 'nave' },
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors['config.primary']).toEqual([COLOR_MESSAGE]);
    expect(errors['config.text']).toEqual([COLOR_MESSAGE]);
    expect(errors['config.error']).toEqual([COLOR_MESSAGE]);
    expect(Object.keys(errors)).toContain('config.template.platform_type');
    const unknown = await put('/api/v2/admin/color', as.admin3, { registration: true });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['config.registration']);
  });

  it('needs cores.editar; a client’s administrator changes only their own client, the platform operator any', async () => {
    expect((await put('/api/v2/admin/color', as.member3, { primary: '#000000' })).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/v2/admin/color', payload: { config: {} } })).statusCode,
    ).toBe(401);
    expect((await put('/api/v2/admin/color/6', as.admin3, { primary: '#000000' })).statusCode).toBe(404);
    expect((await put('/api/v2/admin/color?client_id=6', as.admin3, { primary: '#000000' })).statusCode).toBe(403);
    expect((await colors(6)).primary).toBe('#059669');
    const byOperator = await put('/api/v2/admin/color/6', as.operator, { secondary: '#222222' });
    expect(byOperator.statusCode, byOperator.body).toBe(200);
    expect((await colors(6)).secondary).toBe('#222222');
    expect((await put('/api/v2/admin/color/999', as.operator, { secondary: '#222222' })).statusCode).toBe(404);
    // Registration, a client setting, is not the brand's: the editor's saves leave it as it was.
    expect((await colors(6)).registration).toBe(false);
  });
});

describe('GET /api/v2/admin/color/{id}/history', () => {
  it('lists the saved versions, newest first, with who saved each, before and after', async () => {
    await put('/api/v2/admin/color', as.admin3, { primary: '#111111' });
    await put('/api/v2/admin/color', as.admin3, { primary: '#222222' });
    const res = await history(3, as.admin3);
    expect(res.statusCode, res.body).toBe(200);
    const [last, previous] = res.json().data.data;
    expect(last).toMatchObject({
      action: 'color.update',
      entity: 'color',
      entity_id: '3',
      actor: { name: 'Administrador Asta' },
    });
    expect([last.before.primary, last.after.primary, previous.after.primary]).toEqual([
      '#111111',
      '#222222',
      '#111111',
    ]);
    expect(res.json().data.total).toBeGreaterThanOrEqual(2);
  });

  it('is the client’s own: another client’s is 404 for its administrator, open to the platform operator', async () => {
    expect((await history(6, as.admin3)).statusCode).toBe(404);
    const theirs = await history(6, as.operator);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.data.every((e: { entity_id: string }) => e.entity_id === '6')).toBe(true);
    expect((await history(3, as.member3)).statusCode).toBe(403);
  });
});
