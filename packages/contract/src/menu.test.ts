import { describe, expect, it } from 'vitest';
import { fillMenu, fillPlaceholders } from './menu.ts';

describe('fillPlaceholders (SPEC.md §3 Menu item)', () => {
  it('replaces each placeholder with its stored value', () => {
    expect(fillPlaceholders('/relatorios/{client_id}/user/{user_id}', { client_id: 3, user_id: '42' })).toBe(
      '/relatorios/3/user/42',
    );
  });
  it('encodes values so they cannot break the path', () => {
    expect(fillPlaceholders('/busca/{q}', { q: 'a/b c' })).toBe('/busca/a%2Fb%20c');
  });
  it('leaves unknown or empty placeholders visible', () => {
    expect(fillPlaceholders('/x/{missing}/{empty}', { empty: '' })).toBe('/x/{missing}/{empty}');
  });
  it('fills nested children', () => {
    const tree = [
      { key: 'a', label: 'A', path: '/-painel', children: [{ key: 'b', label: 'B', path: '/r/{client_id}' }] },
    ];
    expect(fillMenu(tree, { client_id: 8 })[0].children?.[0].path).toBe('/r/8');
    expect(tree[0].children[0].path).toBe('/r/{client_id}');
  });
});
