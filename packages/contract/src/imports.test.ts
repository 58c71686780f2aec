import { describe, expect, it } from 'vitest';
import { SUB_RESOURCE_TAGS } from './catalogue.ts';
import { COLLECTIONS } from './collections/registry.ts';
import { importJob, importPath, importRunBody } from './imports.ts';

describe('imports', () => {
  it('lets users and the opted-in collections import, each with the importar sub-tag', () => {
    expect(SUB_RESOURCE_TAGS).toContain('usuarios.importar');
    const importable = COLLECTIONS.filter((c) => c.import);
    expect(importable.map((c) => c.entity)).toEqual(
      expect.arrayContaining(['produtos', 'cursos', 'turmas', 'unidades']),
    );
    for (const def of COLLECTIONS) expect(SUB_RESOURCE_TAGS.includes(`${def.tag}.importar`)).toBe(Boolean(def.import));
  });

  it('matches rows of an importable collection by a required unique field of a top-level, writable collection', () => {
    for (const def of COLLECTIONS.filter((c) => c.import)) {
      const key = def.fields.find((f) => f.name === def.import!.key);
      expect(key, def.entity).toMatchObject({ required: true, unique: true });
      expect(def.parent, def.entity).toBeUndefined();
      expect(def.readOnly, def.entity).toBeFalsy();
    }
  });

  it('builds the job paths and defaults the welcome mails off', () => {
    expect(importPath('usuarios')).toBe('/api/v2/admin/imports/usuarios');
    expect(importPath('produtos', 7, 'dry-run')).toBe('/api/v2/admin/imports/produtos/7/dry-run');
    expect(importRunBody.parse({})).toEqual({ welcome: false });
    expect(importJob.safeParse({ id: 1 }).success).toBe(false);
  });
});
