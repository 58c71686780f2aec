/**
 * The resource catalogue: one tag per feature area of SPEC.md §1, grouped into hubs.
 * Hub navigation goes to '/-' + hub (SPEC.md §2). Sub-resource tags are `${tag}.${action}`.
 * Labels are i18n keys (`menu.<tag>`, `hub.<hub>`) so the console translates them.
 */

export const HUBS = ['painel', 'pessoas', 'comunidade', 'aprendizagem', 'conteudo', 'comercial', 'configuracoes'] as const;
export type Hub = (typeof HUBS)[number];

export interface ModuleDef {
  tag: string;
  hub: Hub;
  /** Console path; may hold {param} placeholders filled from session values. */
  path: string;
  /** Material icon name, also listed by GET /menu-assets. */
  icon: string;
  subs: readonly string[];
}

const CRUD = ['criar', 'editar', 'excluir'] as const;
const mod = (tag: string, hub: Hub, icon: string, subs: readonly string[] = CRUD, path = `/${tag}`): ModuleDef => ({
  tag,
  hub,
  path,
  icon,
  subs,
});

export const MODULES: readonly ModuleDef[] = [
  mod('dashboard', 'painel', 'Dashboard', [], '/'),
  mod('relatorios', 'painel', 'Assessment', ['exportar'], '/relatorios/{client_id}'),
  mod('bi', 'painel', 'Insights', ['ver']),
  mod('usuarios', 'pessoas', 'People', [...CRUD, 'exportar', 'formulario']),
  mod('permissoes', 'pessoas', 'AdminPanelSettings', ['editar', 'inspecionar']),
  mod('grupos', 'pessoas', 'Groups'),
  mod('regional', 'pessoas', 'Map'),
  mod('mentoria', 'pessoas', 'Psychology'),
  mod('feed', 'comunidade', 'DynamicFeed', [...CRUD, 'moderar']),
  mod('forum', 'comunidade', 'Forum', [...CRUD, 'moderar']),
  mod('eventos', 'comunidade', 'Event'),
  mod('blog', 'comunidade', 'Article'),
  mod('missoes', 'comunidade', 'Flag'),
  mod('notificacoes', 'comunidade', 'Notifications', ['enviar']),
  mod('cursos', 'aprendizagem', 'School'),
  mod('trilhas', 'aprendizagem', 'Route'),
  mod('certificados', 'aprendizagem', 'WorkspacePremium', ['emitir', 'revogar']),
  mod('tutoriais', 'aprendizagem', 'HelpCenter'),
  mod('streaming', 'aprendizagem', 'LiveTv'),
  mod('projetos', 'aprendizagem', 'AccountTree', [...CRUD, 'parecer', 'encaminhar', 'devolutiva']),
  mod('editores', 'conteudo', 'EditNote'),
  mod('banners', 'conteudo', 'ViewCarousel'),
  mod('arquivos', 'conteudo', 'Folder', ['enviar', 'excluir']),
  mod('ecommerce', 'comercial', 'ShoppingCart', ['produtos', 'pedidos']),
  mod('vouchers', 'comercial', 'ConfirmationNumber'),
  mod('vagas', 'comercial', 'Work'),
  mod('cores', 'configuracoes', 'Palette', ['editar']),
  mod('suporte', 'configuracoes', 'SupportAgent', ['responder']),
  mod('auditoria', 'configuracoes', 'History', ['ver']),
  mod('clientes', 'configuracoes', 'Business', ['editar']),
];

export const RESOURCE_TAGS: readonly string[] = MODULES.map((m) => m.tag);
export const SUB_RESOURCE_TAGS: readonly string[] = MODULES.flatMap((m) => m.subs.map((s) => `${m.tag}.${s}`));
export const moduleByTag = (tag: string): ModuleDef | undefined => MODULES.find((m) => m.tag === tag);
export const hubPath = (hub: Hub): string => `/-${hub}`;
/** The fixed painel path the old feed form goes to after posting (SPEC.md §9; issue 6): it opens the painel hub. */
export const PAINEL_PATH = '/painel';
