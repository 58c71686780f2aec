import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@console/contract';
import { MENU, USER } from '../test/utils.tsx';
import { visibleMenu } from './menu.ts';

describe('visible menu', () => {
  const items = visibleMenu(MENU.data as MenuItem[], USER, { client_id: 3, user_id: 7 });

  it('fills placeholders from session values', () => {
    const reports = items[0].children?.find((item) => item.tag === 'relatorios');
    expect(reports?.path).toBe('/relatorios/3');
  });

  it('drops items the user lacks and hubs left empty', () => {
    expect(items.map((hub) => hub.key)).toEqual(['painel', 'pessoas']);
    expect(items.flatMap((hub) => hub.children ?? []).map((item) => item.tag)).toEqual(['dashboard', 'relatorios', 'usuarios']);
  });

  it('shows nothing without grants', () => {
    expect(visibleMenu(MENU.data as MenuItem[], null, {})).toEqual([]);
  });
});
