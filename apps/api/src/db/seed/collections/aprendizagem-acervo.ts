import { FAQ, termosDe, TUTORIAIS } from './aprendizagem-ajuda.ts';
import { nomeDoCurso } from './aprendizagem-cursos.ts';
import {
  algumasFotos,
  doPerfil,
  dominio,
  paiDe,
  pessoa,
  slugify,
  umDe,
  unico,
  valor,
  type Perfil,
} from './aprendizagem-perfil.ts';
import type { DemoContext, DemoMakers } from './demo.ts';

/** Demo rows of the library, the help content and the media collections. */

const CATEGORIAS_BIBLIOTECA = [
  'Manuais',
  'Políticas internas',
  'Apresentações',
  'Vídeos de treinamento',
  'Modelos e planilhas',
  'Artigos e leituras',
  'Podcasts e áudios',
  'Legislação',
];

const categoriasBiblioteca = (ctx: DemoContext) => ({
  nome: unico(CATEGORIAS_BIBLIOTECA, ctx.n),
  imagem: ctx.n < 2 ? ctx.picture() : null,
  descricao: `Materiais de ${CATEGORIAS_BIBLIOTECA[ctx.n % CATEGORIAS_BIBLIOTECA.length].toLowerCase()} para consulta de toda a equipe.`,
});

const MATERIAIS: Readonly<Record<Perfil, readonly string[]>> = {
  academia: [
    'Manual do professor de sala',
    'Protocolo de atendimento a emergências',
    'Tabela de cargas por nível',
    'Guia de higienização dos aparelhos',
    'Roteiro de aula experimental',
    'Script de vendas de planos',
  ],
  ong: [
    'Guia de boas-vindas ao voluntário',
    'Modelo de relatório para financiadores',
    'Cartilha de direitos da criança',
    'Manual de prestação de contas',
    'Roteiro de visita domiciliar',
    'Política de proteção infantil',
  ],
  empresa: [
    'Código de conduta',
    'Manual do colaborador',
    'Modelo de PDI',
    'Guia de reuniões eficazes',
    'Política de segurança da informação',
    'Apresentação institucional',
  ],
  plataforma: [
    'Manual de implantação',
    'Checklist de go-live',
    'Guia de permissões',
    'Documentação da API',
    'Roteiro de treinamento de clientes',
    'Política de suporte',
  ],
};

const TIPOS_MATERIAL = ['documento', 'link', 'video', 'audio', 'apresentacao'];

const biblioteca = (ctx: DemoContext) => {
  const tipo = ctx.pick(TIPOS_MATERIAL);
  return {
    titulo: unico(doPerfil(ctx, MATERIAIS), ctx.n),
    tipo,
    categoria_id: umDe(ctx, 'categorias-biblioteca'),
    arquivo: null,
    link:
      tipo === 'documento'
        ? null
        : `https://materiais.${dominio(ctx)}/${slugify(unico(doPerfil(ctx, MATERIAIS), ctx.n))}`,
    autor: pessoa(ctx.n + 3),
    descricao: `Material de apoio de ${ctx.clientName}. Atualize sempre que o processo mudar.`,
    etiquetas: [tipo, ctx.pick(['essencial', 'consulta', 'novo', 'treinamento'], 2)],
    destaque: ctx.n % 7 === 0,
    status: ctx.n % 9 === 8 ? 'arquivado' : ctx.n % 6 === 5 ? 'rascunho' : 'publicado',
    publicado_em: ctx.n % 6 === 5 ? null : ctx.day(-3 - ctx.n * 4),
  };
};

const tutoriais = (ctx: DemoContext) => {
  const [titulo, assunto, nivel] = TUTORIAIS[ctx.n % TUTORIAIS.length];
  return {
    titulo: unico(
      TUTORIAIS.map(([name]) => name),
      ctx.n,
    ),
    resumo: `Passo a passo: ${titulo.toLowerCase()}.`,
    conteudo: `1. Entre no console de ${ctx.clientName}.\n2. Abra a área indicada no menu.\n3. Siga as instruções da tela e salve.\n\nDúvidas? Fale com o suporte.`,
    assunto,
    nivel,
    video_url: ctx.n % 3 === 0 ? `https://videos.${dominio(ctx)}/tutoriais/${slugify(titulo)}` : null,
    ordem: ctx.n + 1,
    revisado_em: ctx.day(-10 - ctx.n * 3),
    status: ctx.n % 8 === 7 ? 'rascunho' : 'publicado',
  };
};

const faq = (ctx: DemoContext) => {
  const [pergunta, resposta, categoria] = FAQ[ctx.n % FAQ.length];
  return {
    pergunta: unico([pergunta], Math.floor(ctx.n / FAQ.length)),
    resposta,
    categoria,
    ordem: ctx.n + 1,
    destaque: ctx.n < 3,
    publicada: ctx.n % 10 !== 9,
  };
};

const glossario = (ctx: DemoContext) => {
  const termos = termosDe(ctx);
  const [termo, definicao, area] = termos[ctx.n % termos.length];
  return {
    termo: unico([termo], Math.floor(ctx.n / termos.length)),
    definicao,
    area,
    sinonimos: [],
    exemplo: null,
    fonte: ctx.n % 5 === 0 ? `https://wiki.${dominio(ctx)}/glossario/${slugify(termo)}` : null,
  };
};

const TEMAS_AO_VIVO: Readonly<Record<Perfil, readonly string[]>> = {
  academia: [
    'Aulão de lançamento da temporada',
    'Treino ao vivo: HIIT em 30 minutos',
    'Reunião geral de professores',
    'Bate-papo com nutricionista',
    'Alongamento para o dia a dia',
  ],
  ong: [
    'Encontro mensal de voluntários',
    'Prestação de contas aberta',
    'Roda de conversa: juventudes',
    'Lançamento da campanha anual',
    'Formação de educadores',
  ],
  empresa: [
    'Reunião geral com a diretoria',
    'Resultados do trimestre',
    'Café com o CEO',
    'Semana de segurança do trabalho',
    'Boas-vindas aos novos colaboradores',
  ],
  plataforma: [
    'Novidades da versão',
    'Treinamento de administradores',
    'Plantão de dúvidas',
    'Apresentação do roteiro do produto',
    'Boas práticas de engajamento',
  ],
};

const PLATAFORMAS = ['youtube', 'vimeo', 'zoom', 'teams', 'meet'];

const streaming = (ctx: DemoContext) => {
  const dias = ctx.n % 4 === 0 ? 3 + ctx.n : -2 - ctx.n * 3;
  const status = dias > 0 ? 'agendada' : ctx.n % 11 === 10 ? 'cancelada' : 'encerrada';
  const plataforma = ctx.pick(PLATAFORMAS, 1);
  return {
    titulo: unico(doPerfil(ctx, TEMAS_AO_VIVO), ctx.n),
    inicio: ctx.at(dias, 12 + (ctx.n % 8)),
    duracao_min: ctx.pick([30, 45, 60, 90]),
    apresentador: ctx.pick(ctx.users, 2),
    plataforma,
    link: `https://ao-vivo.${dominio(ctx)}/${plataforma}/${ctx.n + 1}`,
    status,
    gravacao:
      status === 'encerrada' && ctx.n % 2 === 1 ? `https://videos.${dominio(ctx)}/gravacoes/${ctx.n + 1}` : null,
    capa: algumasFotos(ctx, 5),
    descricao: 'Transmissão ao vivo com espaço para perguntas no chat.',
  };
};

const TEMAS_WEBINAR = [
  'Tendências de aprendizagem corporativa',
  'Saúde mental no trabalho',
  'Como medir impacto social',
  'Dados para tomar decisões',
  'Liderança em tempos de mudança',
  'Diversidade e inclusão na prática',
  'Bem-estar e atividade física',
  'Comunicação com as novas gerações',
];

const webinars = (ctx: DemoContext) => {
  const futuro = ctx.n % 3 === 0;
  const status = futuro
    ? ctx.pick(['agendado', 'inscricoes_abertas'], 1)
    : ctx.n % 13 === 12
      ? 'cancelado'
      : 'realizado';
  const vagas = ctx.pick([100, 200, 300, 500]);
  return {
    titulo: unico(TEMAS_WEBINAR, ctx.n),
    palestrante: pessoa(ctx.n * 5 + ctx.clientId),
    palestrante_bio: 'Especialista com mais de dez anos de experiência em organizações de diferentes setores.',
    moderador: ctx.pick(ctx.users, 1),
    inicio: ctx.at(futuro ? 5 + ctx.n : -7 - ctx.n * 2, 19),
    duracao_min: ctx.pick([60, 90]),
    vagas,
    valor: ctx.n % 4 === 1 ? valor(ctx, 29.9, 99.9, 10) : 0,
    link_inscricao: `https://eventos.${dominio(ctx)}/webinars/${ctx.n + 1}`,
    link_sala: futuro ? null : `https://sala.${dominio(ctx)}/${ctx.n + 1}`,
    status,
    gravacao: status === 'realizado' ? `https://videos.${dominio(ctx)}/webinars/${ctx.n + 1}` : null,
    capa: algumasFotos(ctx, 4),
    descricao: 'Webinar aberto a membros e convidados, com certificado de participação.',
  };
};

const PODCASTS = [
  'Café com Liderança',
  'Conversas que Transformam',
  'Em Movimento',
  'Aprender Juntos',
  'Bastidores',
  'Vozes da Rede',
  'Ponto de Virada',
  'Minuto do Conhecimento',
];

const podcasts = (ctx: DemoContext) => ({
  titulo: unico(PODCASTS, ctx.n),
  capa: algumasFotos(ctx, 2),
  apresentacao: `${pessoa(ctx.n + 7)} e ${pessoa(ctx.n + 11)}`,
  periodicidade: ctx.pick(['semanal', 'quinzenal', 'mensal']),
  feed_rss: `https://podcasts.${dominio(ctx)}/${slugify(unico(PODCASTS, ctx.n))}/rss.xml`,
  descricao: `O podcast de ${ctx.clientName}: histórias, aprendizados e convidados.`,
  status: ctx.n === 7 ? 'rascunho' : 'publicado',
});

const EPISODIOS = 6;

const episodiosPodcast = (ctx: DemoContext) => {
  const numero = EPISODIOS - (ctx.n % EPISODIOS);
  return {
    podcast_id: paiDe(ctx, 'podcasts', EPISODIOS),
    titulo: `Ep. ${numero} - ${nomeDoCurso(ctx, ctx.n)}: o que aprendemos`,
    numero,
    temporada: 1,
    audio: null,
    duracao_min: ctx.pick([18, 25, 32, 40, 47]),
    convidados: pessoa(ctx.n * 3 + 1),
    resumo: 'Conversa sobre desafios reais, com dicas práticas para aplicar na semana.',
    status: numero === EPISODIOS && ctx.n % 2 === 0 ? 'rascunho' : 'publicado',
    publicado_em: numero === EPISODIOS && ctx.n % 2 === 0 ? null : ctx.day(-7 * (ctx.n % EPISODIOS) - 1),
  };
};

export const APRENDIZAGEM_ACERVO_DEMO: DemoMakers = {
  'categorias-biblioteca': categoriasBiblioteca,
  biblioteca,
  tutoriais,
  faq,
  glossario,
  streaming,
  webinars,
  podcasts,
  'episodios-podcast': episodiosPodcast,
};
