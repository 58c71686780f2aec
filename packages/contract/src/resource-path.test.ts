import { describe, expect, it } from 'vitest';
import { buildResourcePath } from './resource-path.ts';

describe('buildResourcePath (SPEC.md §7 generic resource layer)', () => {
  it('puts _id parameters as name/value pairs before the entity and id', () => {
    expect(
      buildResourcePath({ base: '/api/v2/admin/', entity: 'item', id: 7, params: { pasta_id: 3, curso_id: 9 } }),
    ).toBe('/api/v2/admin/pasta_id/3/curso_id/9/item/7');
  });
  it('sends other parameters and the query as the query string', () => {
    expect(
      buildResourcePath({ base: '/api', entity: 'users', params: { page: 2 }, query: { search: 'ana maria' } }),
    ).toBe('/api/users?page=2&search=ana+maria');
  });
  it('appends the router part after the id', () => {
    expect(buildResourcePath({ base: '/api', entity: 'projetos', id: 5, router: '/parecer/' })).toBe(
      '/api/projetos/5/parecer',
    );
  });
  it('skips empty values', () => {
    expect(
      buildResourcePath({ base: '/api', entity: 'e', id: null, params: { x_id: undefined }, query: { q: null } }),
    ).toBe('/api/e');
  });
});
