import { describe, expect, it } from 'vitest';
import { HUB_ICONS, MODULES } from '@console/contract';
import { MODULE_ICONS } from './ModuleIcon.tsx';

describe('module icons', () => {
  it('draw every icon the catalogue and the hubs name (none falls back to the generic one)', () => {
    const named = [...MODULES.map((m) => m.icon), ...Object.values(HUB_ICONS)];
    expect(named.filter((name) => !MODULE_ICONS[name])).toEqual([]);
  });
});
