import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_COLORS_META, clientColors } from '@console/contract';
import { testContext, type TestContext } from '../../test/context.ts';
import { clientOfPage, createdClientOfPage } from './page-head.ts';

let ctx: TestContext;
const consoleDir = mkdtempSync(join(tmpdir(), 'console-dist-'));

beforeAll(async () => {
  writeFileSync(
    join(consoleDir, 'index.html'),
    '<!doctype html><html><head><title>Console</title></head><body><div id="root"></div></body></html>',
  );
  ctx = await testContext({ env: { CONSOLE_DIR: consoleDir } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

const page = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** The colours the served page carries in its <meta>, parsed as the console does. */
function servedColors(html: string) {
  const doc = /<meta name="([^"]+)" content="([^"]*)">/.exec(html);
  if (!doc || doc[1] !== CLIENT_COLORS_META) return null;
  const json = doc[2]
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return clientColors.parse(JSON.parse(json));
}

describe("a client's colours in the served index.html", () => {
  it('names the client of login, sign-up and password pages', () => {
    const of = (url: string) => clientOfPage(new URL(url, 'http://x'))?.id;
    expect(of('/smartfit/login')).toBe(8);
    expect(of('/smartfit/login/')).toBe(8);
    expect(of('/lele/cadastro')).toBe(15);
    expect(of('/auth/login')).toBe(16);
    expect(of('/auth/definir-senha?client_id=3&token=abc')).toBe(3);
    expect(of('/auth')).toBeUndefined();
    expect(of('/usuarios')).toBeUndefined();
  });

  it("puts Smart Fit's colours in the head of its login page, uncached", async () => {
    const res = await page('/smartfit/login');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
    expect(res.body.indexOf(`name="${CLIENT_COLORS_META}"`)).toBeLessThan(res.body.indexOf('</head>'));
    expect(servedColors(res.body)).toMatchObject({ client_id: 8, name: 'Smart Fit', config: { primary: '#facc15' } });
    expect(servedColors((await page('/auth/definir-senha?client_id=9&token=t')).body)).toMatchObject({ client_id: 9 });
  });

  it('adds the client’s favicon after the page’s own icon, once the brand has one', async () => {
    expect((await page('/lele/login')).body).not.toContain('<link rel="icon"');
    const stored = await ctx.database.db
      .selectFrom('clients')
      .select('config')
      .where('id', '=', 15)
      .executeTakeFirstOrThrow();
    const favicon = '/media/15/images/icone.png';
    await ctx.database.db
      .updateTable('clients')
      .set({ config: JSON.stringify({ ...JSON.parse(stored.config), favicon }) })
      .where('id', '=', 15)
      .execute();
    const { body } = await page('/lele/login');
    expect(body).toContain(`<link rel="icon" href="${favicon}">`);
    expect(body.indexOf(`href="${favicon}"`)).toBeGreaterThan(body.indexOf(`name="${CLIENT_COLORS_META}"`));
    expect(body.indexOf(`href="${favicon}"`)).toBeLessThan(body.indexOf('</head>'));
  });

  it('names a client created at run time by the slug of its login and sign-up pages, or the id of its welcome link', () => {
    const of = (url: string) => createdClientOfPage(new URL(url, 'http://x'));
    expect(of('/escola-aurora/login')).toEqual({ slug: 'escola-aurora' });
    expect(of('/escola-aurora/cadastro/')).toEqual({ slug: 'escola-aurora' });
    expect(of('/auth/definir-senha?client_id=19&token=abc')).toEqual({ id: 19 });
    for (const url of [
      '/usuarios/login',
      '/escola-aurora',
      '/Escola/login',
      '/a/b/login',
      '/auth/definir-senha?client_id=x',
    ])
      expect(of(url), url).toBeUndefined();
  });

  it('wears the colours of a client created at run time on its login, sign-up and password pages', async () => {
    const config = {
      primary: '#7b1fa2',
      secondary: '#00897b',
      background: '#f5f7fa',
      text: '#1f2933',
      logo: null,
      registration: true,
      template: { platform_type: 'escola' },
    };
    await ctx.database.db
      .insertInto('clients')
      .values({
        id: 40,
        name: 'Escola Aurora',
        slug: 'escola-aurora',
        login_url: '/escola-aurora/login',
        logout_url: '/auth',
        config: JSON.stringify(config),
        settings: null,
        created_at: null,
      })
      .execute();
    for (const url of ['/escola-aurora/login', '/escola-aurora/cadastro', '/auth/definir-senha?client_id=40&token=t']) {
      expect(servedColors((await page(url)).body), url).toMatchObject({
        client_id: 40,
        name: 'Escola Aurora',
        config: { primary: '#7b1fa2' },
      });
    }
    for (const url of ['/escola-boreal/login', '/usuarios/login'])
      expect((await page(url)).body, url).not.toContain(CLIENT_COLORS_META);
  });

  it('leaves the other pages as built', async () => {
    for (const url of ['/auth', '/usuarios', '/auth/definir-senha?client_id=999']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(CLIENT_COLORS_META);
    }
  });
});
