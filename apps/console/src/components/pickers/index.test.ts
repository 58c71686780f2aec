import { describe, expect, it } from 'vitest';
import { avatarUrl } from './avatar.ts';
import * as pickers from './index.ts';

describe('pickers index', () => {
  it('exports the three pickers, the avatar and the text folding the screens use, nothing more', () => {
    expect(Object.keys(pickers).sort()).toEqual(
      ['ListPicker', 'PersonAvatar', 'SelectDialog', 'UserPicker', 'foldText'].sort(),
    );
    expect(pickers.foldText('João')).toBe('joao');
  });

  it('falls back to the default avatar when a picture is missing or blank', () => {
    expect(avatarUrl(null)).toBe('/assets/img/default-avatar.svg');
    expect(avatarUrl('  ')).toBe('/assets/img/default-avatar.svg');
    expect(avatarUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});
