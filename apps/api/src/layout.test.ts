import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const modules = join(import.meta.dirname, 'modules');

describe('layout of the API modules (DESIGN.md "Layout")', () => {
  it('gives every module routes.ts (parse, call, present), service.ts (rules) and repo.ts (SQL)', () => {
    const areas = readdirSync(modules, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(areas.length).toBeGreaterThan(5);
    const incomplete = areas.flatMap((area) =>
      ['routes.ts', 'service.ts', 'repo.ts']
        .filter((file) => !existsSync(join(modules, area, file)))
        .map((file) => `${area}/${file}`),
    );
    expect(incomplete).toEqual([]);
  });
});
