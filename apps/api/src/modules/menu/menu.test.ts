import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUBS, menuResponse, MODULES, type MenuItem } from '@console/contract';
import { bearer, testContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
let admin3: string;
let member3: string;
let operator: string;

beforeAll(async () => {
  ctx = await testContext();
  [admin3, member3, operator] = await Promise.all([
    ctx.token('admin@asta.demo', 3),
    ctx.token('member@asta.demo', 3),
    ctx.token('admin@admin.demo', 16),
  ]);
});
afterAll(() => ctx.close());

const menu = (token: string, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/v21/admin/sys/menu${query}`, headers: bearer(token) });
const tagsOf = (items: MenuItem[]) => items.flatMap((hub) => (hub.children ?? []).map((c) => c.tag));

describe('GET /api/v21/admin/sys/menu', () => {
  it('gives an administrator every module, grouped by hub, placeholders left for the console', async () => {
    const res = await menu(admin3);
    expect(res.statusCode).toBe(200);
    const { data } = menuResponse.parse(res.json());
    expect(data.map((h) => h.key)).toEqual([...HUBS]);
    expect(tagsOf(data).sort()).toEqual(MODULES.map((m) => m.tag).sort());
    expect(data[0]).toMatchObject({ key: 'painel', label: 'hub.painel', path: '/-painel' });
    const reports = data[0].children?.find((c) => c.tag === 'relatorios');
    expect(reports).toMatchObject({
      key: 'relatorios',
      label: 'menu.relatorios',
      path: '/relatorios/{client_id}',
      icon: 'Assessment',
    });
  });

  it('gives a member a shorter menu without user administration', async () => {
    const adminTags = tagsOf((await menu(admin3)).json().data);
    const memberData: MenuItem[] = (await menu(member3)).json().data;
    const memberTags = tagsOf(memberData);
    expect(memberTags.length).toBeLessThan(adminTags.length);
    expect(memberTags).toEqual(
      expect.arrayContaining(['dashboard', 'feed', 'eventos', 'cursos', 'trilhas', 'certificados', 'relatorios']),
    );
    expect(memberTags).not.toContain('usuarios');
    expect(memberTags).not.toContain('permissoes');
    // Hubs without any allowed module are left out.
    expect(memberData.map((h) => h.key)).not.toContain('pessoas');
  });

  it('limits the tree to ?modules', async () => {
    const data: MenuItem[] = (await menu(admin3, '?modules=feed,usuarios')).json().data;
    expect(tagsOf(data).sort()).toEqual(['feed', 'usuarios']);
    expect(data.map((h) => h.key)).toEqual(['pessoas', 'comunidade']);
  });

  it('refuses another client’s menu to a client administrator', async () => {
    const res = await menu(admin3, '?client_id=6');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: 'Você não tem permissão para acessar este conteúdo!' });
  });

  it('lets the platform administrator act for any client', async () => {
    expect((await menu(operator, '?client_id=6')).statusCode).toBe(200);
    expect((await menu(operator, '?client_id=999')).statusCode).toBe(404);
  });

  it('requires a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v21/admin/sys/menu' })).statusCode).toBe(401);
  });
});

describe('GET /menu-assets', () => {
  it('lists every icon the menu references, served by the api', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/menu-assets' });
    expect(res.statusCode).toBe(200);
    const assets: { name: string; url: string }[] = res.json().data;
    const names = assets.map((a) => a.name);
    for (const m of MODULES) expect(names).toContain(m.icon);
    const adminMenu: MenuItem[] = (await menu(admin3)).json().data;
    for (const hub of adminMenu) expect(names).toContain(hub.icon);
    for (const a of assets) expect(a.url).toBe(`/menu-assets/icons/${a.name}.svg`);
  });

  it('serves each icon as a locked-down SVG', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/menu-assets/icons/Dashboard.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body.startsWith('<svg')).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/menu-assets/icons/Unknown.svg' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/menu-assets/icons/..%2Fx.svg' })).statusCode).toBe(422);
  });
});
