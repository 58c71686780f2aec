import {
  COLLECTIONS,
  collectionByEntity,
  metaOf,
  type AuthenticatedUser,
  type CollectionMeta,
  type Language,
} from '@console/contract';
import { mockSignedInApi, ok, USER } from '../../../test/utils.tsx';

/** The signed-in administrator of client 3 with these modules and sub-permissions. */
export const adminWith = (modules: string[], subs: string[] = []): AuthenticatedUser => ({
  ...USER,
  resource: [...USER.resource, ...modules.map((tag) => ({ tag, enabled: true }))],
  resource_sub: [...USER.resource_sub, ...subs.map((tag) => ({ tag, enabled: true }))],
});

/** The metadata answer for these entities as the API words it for the given user. */
export function metaFor(entities: string[], user: AuthenticatedUser, language: Language = 'pt-br'): CollectionMeta[] {
  return entities.map((entity) => metaOf(collectionByEntity(entity)!, COLLECTIONS, language, user));
}

export const PRODUCT = {
  id: 5,
  nome: 'Camiseta',
  sku: 'CAM-1',
  preco: 129.9,
  estoque: 3,
  imagem: null,
  categoria_id: 2,
  status: 'ativo',
  lancamento: '2026-03-01',
  descricao: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  labels: { categoria_id: 'Roupas' },
};

export const COURSE = {
  id: 12,
  titulo: 'Vendas consultivas',
  descricao: null,
  capa: null,
  carga_horaria: 8,
  nivel: 'basico',
  categoria: null,
  responsavel: 7,
  status: 'publicado',
  publicado_em: null,
  etiquetas: ['vendas'],
  created_at: null,
  updated_at: null,
  labels: { responsavel: 'Ana Souza' },
};

type Handlers = Parameters<typeof mockSignedInApi>[0];

/** The signed-in calls, the metadata of the products, categories, courses and modules, and the test's own. */
export const collectionsApi = (user: AuthenticatedUser, handlers: Handlers = {}) =>
  mockSignedInApi({
    'GET /api/v2/admin/sys/collections': (call) =>
      ok(
        metaFor(
          ['produtos', 'categorias-produto', 'cursos', 'modulos'],
          user,
          (call.query.get('lang') as Language | null) ?? 'pt-br',
        ),
      ),
    ...handlers,
  });
