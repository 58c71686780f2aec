import { describe, expect, it } from 'vitest';
import * as pickers from './index.ts';

describe('pickers index', () => {
  it('exports the three pickers, the avatar and their pure helpers', () => {
    expect(Object.keys(pickers).sort()).toEqual(
      ['DEFAULT_AVATAR_URL', 'ListPicker', 'PersonAvatar', 'SelectDialog', 'UserPicker', 'avatarUrl', 'describeItem', 'filterItems', 'foldText', 'normalizeUserItem'].sort(),
    );
    expect(pickers.avatarUrl(null)).toBe('/assets/img/default-avatar.svg');
    expect(pickers.avatarUrl('  ')).toBe('/assets/img/default-avatar.svg');
    expect(pickers.avatarUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});
