import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testContext, type TestContext } from '../test/context.ts';

let ctx: TestContext;
const consoleDir = mkdtempSync(join(tmpdir(), 'console-dist-'));

beforeAll(async () => {
  mkdirSync(join(consoleDir, 'assets/i18n'), { recursive: true });
  writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(consoleDir, 'assets/i18n/pt-br.json'), '{"hub":{"painel":"Painel"}}');
  ctx = await testContext({ env: { CONSOLE_DIR: consoleDir } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

const get = (url: string, accept = 'application/json') => ctx.app.inject({ method: 'GET', url, headers: { accept } });

describe('security headers', () => {
  it('sends a CSP fit for the console, nosniff and a request id on every answer', async () => {
    for (const url of ['/api/v2/admin/color/3', '/api/nothing', '/smartfit/login']) {
      const res = await get(url, 'text/html');
      const csp = String(res.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "connect-src 'self' ws: wss:",
        "frame-ancestors 'none'",
        "object-src 'none'",
      ]) {
        expect(csp, url).toContain(directive);
      }
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect((await get('/api/v2/admin/color/3')).headers['cache-control']).toBe('no-store');
  });

  it('frames only the embed players, and forbids framing of every answer in both headers alike', async () => {
    const answers = {
      html: await get('/smartfit/login', 'text/html'),
      api: await get('/api/v2/admin/color/3'),
      media: await get('/media/nothing.png', 'image/*'),
    };
    expect(answers.html.body).toContain('<div id="root">');
    for (const [what, res] of Object.entries(answers)) {
      expect(res.headers['x-frame-options'], what).toBe('DENY');
      expect(String(res.headers['content-security-policy']), what).toMatch(/frame-ancestors 'none'|default-src 'none'/);
    }
    const directives = String(answers.html.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim());
    expect(directives).toContain('frame-src https://www.youtube.com https://player.vimeo.com');
  });
});

describe('API documentation', () => {
  it('serves swagger-ui at /docs under its own CSP', async () => {
    const res = await get('/docs', 'text/html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger-ui');
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data:");
    const bundle = await get('/docs/static/swagger-ui-bundle.js', '*/*');
    expect(bundle.statusCode).toBe(200);
  });

  it('publishes the OpenAPI document of every /api route', async () => {
    const res = await get('/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/oauth/access_token',
      '/api/v2/client/user/authenticated',
      '/api/v2/client/register',
      '/api/v2/client/verifyclient',
      '/api/v2/admin/color/{clientId}',
      '/api/v21/admin/sys/menu',
      '/menu-assets',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths['/api/oauth/access_token'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/oauth/access_token'].post.security).toBeUndefined();
    expect(doc.paths['/api/v21/admin/sys/menu'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    // Every reference resolves (the recursive menu item included).
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs).toContain('MenuItem');
    for (const ref of refs) expect(doc.components.schemas, ref).toHaveProperty(ref);
  });
});

describe('console hosting', () => {
  it('serves the built files and the translation files', async () => {
    const res = await get('/assets/i18n/pt-br.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hub: { painel: 'Painel' } });
    expect(res.headers['cache-control']).toContain('max-age=3600');
    expect((await get('/assets/i18n/xx.json')).statusCode).toBe(404);
  });

  it('answers deep links that accept HTML with index.html', async () => {
    for (const url of ['/', '/smartfit/login', '/-painel', '/relatorios/3']) {
      const res = await get(url, 'text/html,application/xhtml+xml');
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('keeps the fallback away from the api, docs and assets', async () => {
    for (const url of ['/api/v2/unknown', '/menu-assets/unknown/x', '/docs/unknown']) {
      const res = await get(url, 'text/html');
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Não encontrado.' });
    }
    expect((await get('/some/page', 'application/json')).statusCode).toBe(404);
  });
});

describe('shutdown', () => {
  it('closes the database when the app closes', async () => {
    const other = await testContext();
    await other.database.db.selectFrom('clients').select('id').execute();
    await other.close();
    await expect(other.database.db.selectFrom('clients').select('id').execute()).rejects.toThrow();
  });
});
