import { describe, expect, it } from 'vitest';
import { isAllowed } from './permissions.ts';
import { MODULES, RESOURCE_TAGS, SUB_RESOURCE_TAGS } from './catalogue.ts';

describe('isAllowed (SPEC.md §6)', () => {
  const grants = {
    resource: [
      { tag: 'feed', enabled: true },
      { tag: 'usuarios', enabled: false },
    ],
    resource_sub: [
      { tag: 'usuarios', enabled: true },
      { tag: 'feed.moderar', enabled: true },
      { tag: 'relatorios', enabled: false },
    ],
  };

  it('allows an enabled resource', () => expect(isAllowed(grants, 'feed')).toBe(true));
  it('falls back to an enabled sub-resource with the same tag', () => expect(isAllowed(grants, 'usuarios')).toBe(true));
  it('allows an enabled sub-resource tag', () => expect(isAllowed(grants, 'feed.moderar')).toBe(true));
  it('refuses a disabled grant everywhere', () => expect(isAllowed(grants, 'relatorios')).toBe(false));
  it('refuses an unknown tag', () => expect(isAllowed(grants, 'cursos')).toBe(false));
  it('refuses when there are no grants', () => {
    expect(isAllowed(null, 'feed')).toBe(false);
    expect(isAllowed({ resource: [], resource_sub: [] }, 'feed')).toBe(false);
  });
});

describe('resource catalogue', () => {
  it('holds every feature area the issue names, once', () => {
    for (const tag of [
      'dashboard',
      'editores',
      'usuarios',
      'permissoes',
      'feed',
      'forum',
      'eventos',
      'cursos',
      'trilhas',
      'certificados',
      'ecommerce',
      'relatorios',
      'banners',
      'blog',
      'missoes',
      'mentoria',
      'vagas',
      'regional',
      'vouchers',
      'streaming',
      'suporte',
      'tutoriais',
      'projetos',
      'arquivos',
      'cores',
    ]) {
      expect(RESOURCE_TAGS).toContain(tag);
    }
    expect(new Set(RESOURCE_TAGS).size).toBe(MODULES.length);
  });
  it('names sub-resources after their module', () => {
    expect(SUB_RESOURCE_TAGS).toEqual(expect.arrayContaining(['usuarios.criar', 'usuarios.excluir', 'feed.moderar']));
    for (const sub of SUB_RESOURCE_TAGS) expect(RESOURCE_TAGS).toContain(sub.split('.')[0]);
  });
});
