import { algumasFotos, doPerfil, dominio, pad, slugify, unico, type Perfil } from './aprendizagem-perfil.ts';
import type { DemoContext, DemoMakers } from './demo.ts';

/** Demo rows of content pages, the app's pages and menu, and official documents. */

const ARTIGOS: Readonly<Record<Perfil, readonly string[]>> = {
  academia: [
    'Como montar sua rotina de treinos',
    'Cinco mitos sobre hidratação',
    'Treino em casa nos dias de chuva',
    'O que comer antes de treinar',
    'Por que o descanso faz parte do treino',
    'Novas aulas coletivas na grade',
    'Conheça os professores da unidade',
    'Como usar a ficha de treino no aplicativo',
    'Alongar antes ou depois?',
    'Desafio de 30 dias: regras e prêmios',
  ],
  ong: [
    'Relatório anual: o que conquistamos juntos',
    'Como ser voluntário na nossa rede',
    'Histórias da comunidade: a horta escolar',
    'Campanha do agasalho começou',
    'Transparência: para onde vai sua doação',
    'Formação de jovens lideranças',
    'Direitos das crianças em linguagem simples',
    'Parceria nova com escolas públicas',
    'Mutirão de fim de semana: como participar',
    'Prestação de contas do semestre',
  ],
  empresa: [
    'Boas-vindas aos novos colaboradores',
    'Nosso código de conduta em 5 pontos',
    'Resultados do trimestre',
    'Semana de saúde e bem-estar',
    'Programa de indicação: como funciona',
    'Novo plano de carreira',
    'Segurança da informação no dia a dia',
    'Conheça a equipe de atendimento',
    'Calendário de treinamentos do semestre',
    'Pesquisa de clima: o que muda',
  ],
  plataforma: [
    'Novidades da versão do console',
    'Como a gente trata os seus dados',
    'Guia rápido de implantação',
    'Boas práticas de engajamento',
    'Status dos serviços e manutenção programada',
    'Novas integrações disponíveis',
    'Casos de sucesso de clientes',
    'Roteiro do produto para o próximo trimestre',
    'Dicas para aumentar o uso do aplicativo',
    'Segurança: autenticação e permissões',
  ],
};

const editores = (ctx: DemoContext) => {
  const titulo = unico(doPerfil(ctx, ARTIGOS), ctx.n);
  const status = ctx.n % 8 === 7 ? 'arquivado' : ctx.n % 5 === 4 ? 'rascunho' : 'publicado';
  return {
    titulo,
    slug: slugify(titulo),
    resumo: `${titulo}: um conteúdo de ${ctx.clientName} para você.`,
    corpo: `${titulo}.\n\nNeste conteúdo, a equipe de ${ctx.clientName} reúne orientações práticas, exemplos do dia a dia e os próximos passos.\n\nFicou com dúvidas? Fale com a gente pelo aplicativo.`,
    imagem: algumasFotos(ctx, 3),
    autor: ctx.pick(ctx.users, 1),
    status,
    publicado_em: status === 'rascunho' ? null : ctx.day(-2 - ctx.n * 5),
    etiquetas: [ctx.pick(['novidades', 'dicas', 'institucional', 'agenda'], 2)],
  };
};

const PAGINAS: readonly (readonly [string, string])[] = [
  ['Sobre nós', 'institucional'],
  ['Nossa história', 'institucional'],
  ['Trabalhe conosco', 'institucional'],
  ['Fale conosco', 'institucional'],
  ['Política de privacidade', 'institucional'],
  ['Termos de uso', 'institucional'],
  ['Transparência', 'institucional'],
  ['Parceiros', 'institucional'],
  ['Campanha de fim de ano', 'campanha'],
  ['Programa de indicação', 'campanha'],
  ['Semana da saúde', 'evento'],
  ['Encontro anual', 'evento'],
  ['Conheça o aplicativo', 'produto'],
  ['Planos e serviços', 'produto'],
  ['Cursos abertos à comunidade', 'produto'],
];

const paginas = (ctx: DemoContext) => {
  const [base, tipo] = PAGINAS[ctx.n % PAGINAS.length];
  const titulo = unico([base], Math.floor(ctx.n / PAGINAS.length));
  return {
    titulo,
    slug: slugify(titulo),
    tipo,
    imagem_topo: ctx.n % 4 === 0 ? ctx.picture() : null,
    conteudo: `${titulo} - ${ctx.clientName}.\n\nEsta página aparece no aplicativo e no site. Atualize o texto sempre que algo mudar.`,
    botao_texto: tipo === 'institucional' ? null : 'Saiba mais',
    botao_link: tipo === 'institucional' ? null : `https://www.${dominio(ctx)}/${slugify(titulo)}`,
    seo_descricao: `${titulo} - ${ctx.clientName}`.slice(0, 160),
    status: ctx.n % 6 === 5 ? 'rascunho' : 'publicado',
    publicado_em: ctx.n % 6 === 5 ? null : ctx.day(-30 - ctx.n * 7),
  };
};

/** [label, icon, target, screen] of the app's menu. */
const MENU: readonly (readonly [string, string, string, string | null])[] = [
  ['Início', 'Home', 'tela', 'inicio'],
  ['Feed', 'DynamicFeed', 'tela', 'feed'],
  ['Cursos', 'School', 'tela', 'cursos'],
  ['Eventos', 'Event', 'tela', 'eventos'],
  ['Comunidades', 'Groups', 'tela', 'comunidades'],
  ['Certificados', 'WorkspacePremium', 'tela', 'certificados'],
  ['Notificações', 'Notifications', 'tela', 'notificacoes'],
  ['Meu perfil', 'Person', 'tela', 'perfil'],
  ['Sobre nós', 'Info', 'pagina', null],
  ['Ajuda', 'HelpOutline', 'tela', 'ajuda'],
  ['Nosso site', 'Language', 'link', null],
  ['Sair', 'Logout', 'tela', 'sair'],
];

const menusApp = (ctx: DemoContext) => {
  const [rotulo, icone, destino, tela] = MENU[ctx.n % MENU.length];
  return {
    rotulo,
    icone,
    destino,
    tela,
    pagina_id: destino === 'pagina' ? (ctx.ids('paginas')[0] ?? null) : null,
    link: destino === 'link' ? `https://www.${dominio(ctx)}` : null,
    publico:
      rotulo === 'Nosso site'
        ? 'visitantes'
        : ['Certificados', 'Meu perfil', 'Sair'].includes(rotulo)
          ? 'membros'
          : 'todos',
    ordem: ctx.n + 1,
    visivel: rotulo !== 'Comunidades' || ctx.clientId % 2 === 0,
  };
};

/** [type, code prefix, titles] of the official documents. */
const DOCUMENTOS: readonly (readonly [string, string, readonly string[]])[] = [
  [
    'politica',
    'POL',
    [
      'Política de privacidade',
      'Política de segurança da informação',
      'Política anticorrupção',
      'Política de uso de imagem',
      'Política de diversidade',
    ],
  ],
  ['regimento', 'REG', ['Regimento interno', 'Estatuto social', 'Regimento do comitê de ética']],
  [
    'procedimento',
    'PRO',
    [
      'Procedimento de compras',
      'Procedimento de reembolso de despesas',
      'Procedimento de atendimento a incidentes',
      'Procedimento de admissão',
    ],
  ],
  ['manual', 'MAN', ['Manual do colaborador', 'Manual de identidade visual', 'Manual de uso do aplicativo']],
  [
    'contrato',
    'CON',
    ['Contrato padrão de prestação de serviços', 'Termo de voluntariado', 'Acordo de confidencialidade'],
  ],
  [
    'relatorio',
    'REL',
    ['Relatório anual de atividades', 'Relatório de sustentabilidade', 'Relatório de auditoria independente'],
  ],
];

const documentos = (ctx: DemoContext) => {
  const [tipo, prefixo, titulos] = DOCUMENTOS[ctx.n % DOCUMENTOS.length];
  const rodada = Math.floor(ctx.n / DOCUMENTOS.length);
  const status =
    ctx.n % 10 === 9 ? 'revogado' : ctx.n % 7 === 6 ? 'em_revisao' : ctx.n % 11 === 10 ? 'rascunho' : 'vigente';
  const inicio = -400 + ctx.n * 9;
  return {
    titulo: unico(titulos, rodada),
    codigo: `${prefixo}-${pad(rodada + 1, 3)}`,
    tipo,
    versao: `${1 + (ctx.n % 3)}.${ctx.n % 4}`,
    arquivo: null,
    vigencia_inicio: ctx.day(inicio),
    vigencia_fim: status === 'revogado' ? ctx.day(inicio + 200) : tipo === 'contrato' ? ctx.day(inicio + 730) : null,
    responsavel: ctx.pick(ctx.users, 1),
    aprovado_por: status === 'vigente' || status === 'revogado' ? ctx.users[0] : null,
    status,
    descricao: `Documento oficial de ${ctx.clientName}. A versão vigente substitui as anteriores.`,
  };
};

export const CONTEUDO_PAGINAS_DEMO: DemoMakers = { editores, paginas, 'menus-app': menusApp, documentos };
