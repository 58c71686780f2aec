/**
 * The resource catalogue: one tag per feature area of SPEC.md §1, grouped into hubs. The bespoke modules are
 * listed here; every other area is a declarative collection (collections/registry.ts) and joins the catalogue with
 * its own tag and the sub-tags criar, editar, excluir and exportar. Sub-resource tags are `${tag}.${action}`.
 * Labels are i18n keys (`menu.<tag>`, `hub.<hub>`) so the console translates them.
 */
import { collectionSubs } from './collections/define.ts';
import { COLLECTIONS } from './collections/registry.ts';
import type { Hub } from './hubs.ts';

export { HUBS, hubPath, type Hub } from './hubs.ts';

export interface ModuleDef {
  tag: string;
  hub: Hub;
  /** Console path; may hold {param} placeholders filled from session values. */
  path: string;
  /** Material icon name, also listed by GET /menu-assets. */
  icon: string;
  subs: readonly string[];
  /** The collection's entity when the module is a declarative collection. */
  entity?: string;
}

const CRUD = ['criar', 'editar', 'excluir'] as const;
const mod = (tag: string, hub: Hub, icon: string, subs: readonly string[] = CRUD, path = `/${tag}`): ModuleDef => ({
  tag,
  hub,
  path,
  icon,
  subs,
});

/** The areas with screens of their own. */
const BESPOKE: readonly ModuleDef[] = [
  mod('dashboard', 'painel', 'Dashboard', [], '/'),
  mod('relatorios', 'painel', 'Assessment', ['exportar'], '/relatorios/{client_id}'),
  mod('usuarios', 'pessoas', 'People', [...CRUD, 'exportar', 'importar', 'formulario']),
  mod('aniversariantes', 'pessoas', 'Cake', []),
  mod('permissoes', 'pessoas', 'AdminPanelSettings', ['editar', 'inspecionar', 'exportar']),
  mod('feed', 'comunidade', 'DynamicFeed', [...CRUD, 'moderar', 'exportar']),
  mod('ranking', 'comunidade', 'Leaderboard', []),
  mod('arquivos', 'conteudo', 'Folder', ['enviar', 'excluir', 'exportar']),
  mod('projetos', 'social', 'AccountTree', [...CRUD, 'exportar', 'parecer', 'encaminhar', 'devolutiva']),
  // The member's side of projects: propose into open sessions, answer devolutivas (the review side is 'projetos').
  mod('propostas', 'social', 'Lightbulb', [], '/meus-projetos'),
  mod('cores', 'configuracoes', 'Palette', ['editar']),
  mod('clientes', 'configuracoes', 'Business', ['editar']),
  // The job queue's rows (issue 29): what waits, runs and failed, with retry and cancel ('gerenciar').
  mod('tarefas-agendadas', 'configuracoes', 'Schedule', ['gerenciar']),
];

const collectionModule = (c: (typeof COLLECTIONS)[number]): ModuleDef => ({
  tag: c.tag,
  hub: c.hub,
  path: `/${c.tag}`,
  icon: c.icon,
  subs: collectionSubs(c),
  entity: c.entity,
});

export const MODULES: readonly ModuleDef[] = [...BESPOKE, ...COLLECTIONS.map(collectionModule)];

export const RESOURCE_TAGS: readonly string[] = MODULES.map((m) => m.tag);
export const SUB_RESOURCE_TAGS: readonly string[] = MODULES.flatMap((m) => m.subs.map((s) => `${m.tag}.${s}`));
export const moduleByTag = (tag: string): ModuleDef | undefined => MODULES.find((m) => m.tag === tag);
/** The fixed painel path the old feed form goes to after posting (SPEC.md §9; issue 6): it opens the painel hub. */
export const PAINEL_PATH = '/painel';
