import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import type { MenuItem } from '@console/contract';
import { ok } from '../test/api-answers.ts';
import { mockFetch } from '../test/api-stubs.ts';
import { MENU, USER } from '../test/signed-in.ts';
import { fetchMenu, menuPlace, visibleMenu } from './menu.ts';

describe('fetchMenu', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("answers the contract's menu items", async () => {
    mockFetch({ 'GET /api/v21/admin/sys/menu': { body: MENU } });
    expect(await fetchMenu()).toEqual(MENU.data);
  });

  it("rejects an answer that is not the contract's menu, instead of drawing it", async () => {
    mockFetch({
      'GET /api/v21/admin/sys/menu': ok([{ key: 'painel', label: 'menu.painel' }]),
    });
    await expect(fetchMenu()).rejects.toBeInstanceOf(ZodError);
    mockFetch({ 'GET /api/v21/admin/sys/menu': ok({ items: [] }) });
    await expect(fetchMenu()).rejects.toBeInstanceOf(ZodError);
  });
});

describe('visible menu', () => {
  const items = visibleMenu(MENU.data as MenuItem[], USER, { client_id: 3, user_id: 7 });

  it('fills placeholders from session values', () => {
    const reports = items[0].children?.find((item) => item.tag === 'relatorios');
    expect(reports?.path).toBe('/relatorios/3');
  });

  it('drops items the user lacks and hubs left empty', () => {
    expect(items.map((hub) => hub.key)).toEqual(['painel', 'pessoas']);
    expect(items.flatMap((hub) => hub.children ?? []).map((item) => item.tag)).toEqual([
      'dashboard',
      'relatorios',
      'usuarios',
    ]);
  });

  it('shows nothing without grants', () => {
    expect(visibleMenu(MENU.data as MenuItem[], null, {})).toEqual([]);
  });
});

describe('menu place', () => {
  const items = visibleMenu(
    MENU.data as MenuItem[],
    { ...USER, resource: USER.resource.map((grant) => ({ ...grant, enabled: true })) },
    { client_id: 3 },
  );

  it.each([
    ['/', 'home', []],
    ['/usuarios', 'usuarios', ['pessoas']],
    ['/usuarios/novo', 'usuarios', ['pessoas']],
    ['/usuarios/42', 'usuarios', ['pessoas']],
    ['/feed/nova', 'feed', ['comunidade']],
    ['/feed/moderacao', 'feed', ['comunidade']],
    ['/relatorios/3', 'relatorios', ['painel']],
    ['/-pessoas', 'pessoas:overview', ['pessoas']],
    ['/usuarios-antigos', null, []],
    ['/outbox', null, []],
  ])('%s selects %s', (path, entry, hubs) => {
    expect(menuPlace(items, path)).toEqual({ entry, hubs });
  });

  it('selects exactly one entry on the home page, although the dashboard is at / too', () => {
    expect(items[0].children?.[0].path).toBe('/');
    expect(menuPlace(items, '/').entry).toBe('home');
  });
});
