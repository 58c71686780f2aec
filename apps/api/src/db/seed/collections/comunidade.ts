import type { DemoContext, DemoMakers } from './demo.ts';
import { demoAudience } from './audience-util.ts';
import { COMUNIDADE_GAMIFICACAO_DEMO } from './comunidade-gamificacao.ts';
import { COMUNIDADE_GRUPOS_DEMO } from './comunidade-grupos.ts';
import { COMUNIDADE_OPINIAO_DEMO } from './comunidade-opiniao.ts';
import { COMUNIDADE_PARTICIPACAO_DEMO } from './comunidade-participacao.ts';
import { amount, byKind, cycle, kinds, monthOf, nth, personName, ref, slug, someRows, user } from './painel-util.ts';
import { ascii } from '../people.ts';

const FORUM_CATEGORIES: readonly [string, string][] = [
  ['Boas-vindas', 'Apresente-se e conheça a comunidade.'],
  ['Dúvidas sobre o aplicativo', 'Perguntas sobre acesso, cadastro e funcionalidades.'],
  ['Dicas e boas práticas', 'O que funciona no dia a dia.'],
  ['Eventos e encontros', 'Combine caronas, tire dúvidas e compartilhe fotos.'],
  ['Sugestões', 'Ideias para melhorar a comunidade.'],
  ['Saúde e bem-estar', 'Sono, alimentação e qualidade de vida.'],
  ['Carreira e aprendizado', 'Cursos, leituras e oportunidades.'],
  ['Off-topic', 'Conversas livres, com respeito.'],
];

const TOPICS = kinds(
  [
    'Qual o melhor horário para treinar na unidade Paulista?',
    'Treino de pernas: quantas vezes por semana?',
    'Dicas para manter a constância nas férias',
    'Alguém para correr no parque no sábado?',
    'Aula de spinning lotada: como reservar?',
    'Suplementação para iniciantes vale a pena?',
  ],
  [
    'Como organizar um mutirão no bairro?',
    'Ideias para arrecadar alimentos no inverno',
    'Relato da visita às famílias do projeto',
    'Transporte para a ação de sábado',
    'Como engajar novos voluntários?',
    'Materiais para as oficinas de leitura',
  ],
  [
    'Como emitir o certificado do curso?',
    'Dicas de estudo para a prova de certificação',
    'Alguém fez o curso de Excel avançado?',
    'Sugestões de livros sobre liderança',
    'Home office: como organizar a rotina?',
    'Grupo de estudos de inglês às quintas',
  ],
  [
    'Boas práticas de implantação em novos clientes',
    'Como configurar as cores de um cliente?',
    'Relato: migração do banco de dados',
    'Checklist de publicação do aplicativo',
    'Dúvidas sobre permissões por grupo',
    'Monitoramento: quais alertas usar?',
  ],
);
const REPLIES = [
  'Também tenho essa dúvida, alguém sabe?',
  'No meu caso funcionou bem seguir as orientações da equipe.',
  'Obrigado pela dica! Vou testar nesta semana.',
  'Dá para ver isso no aplicativo, na aba de configurações.',
  'Concordo, e acrescentaria que vale conversar com o responsável da sua unidade.',
  'Fizemos isso no mês passado e deu muito certo.',
];

const EVENTS = kinds(
  [
    'Aulão de Verão',
    'Corrida da Unidade 5 km',
    'Workshop de Mobilidade',
    'Desafio Funcional em Equipes',
    'Palestra: Nutrição e Treino',
    'Maratona de Spinning',
    'Yoga no Parque',
    'Semana do Aluno',
  ],
  [
    'Bazar Solidário',
    'Mutirão de Plantio',
    'Roda de Conversa: Direitos das Mulheres',
    'Jantar Beneficente',
    'Oficina de Leitura para Crianças',
    'Encontro de Voluntários',
    'Corrida Solidária',
    'Prestação de Contas Anual',
  ],
  [
    'Semana de Integração',
    'Workshop de Comunicação',
    'Feira de Profissões',
    'Palestra: Saúde Mental no Trabalho',
    'Hackathon Interno',
    'Café com a Diretoria',
    'Formatura dos Cursos',
    'SIPAT',
  ],
  [
    'Encontro Anual de Clientes',
    'Webinar: Novidades da Plataforma',
    'Treinamento de Administradores',
    'Meetup de Produto',
    'Workshop de Gamificação',
    'Apresentação de Resultados',
    'Dia da Segurança da Informação',
    'Imersão de Implantação',
  ],
);
const VENUES: readonly [string, string][] = [
  ['Auditório da sede', 'São Paulo'],
  ['Parque Ibirapuera, portão 3', 'São Paulo'],
  ['Centro de Convenções', 'Belo Horizonte'],
  ['Espaço Cultural da Praia', 'Recife'],
  ['Salão Comunitário', 'Porto Alegre'],
];
const EVENT_STATUS = [
  'inscricoes_abertas',
  'encerrado',
  'inscricoes_abertas',
  'esgotado',
  'rascunho',
  'encerrado',
  'cancelado',
  'encerrado',
];

const BLOG_CATEGORIES: readonly [string, string][] = [
  ['Novidades', 'O que mudou na organização e no aplicativo.'],
  ['Histórias', 'Pessoas e conquistas da nossa comunidade.'],
  ['Saúde e bem-estar', 'Corpo e mente em equilíbrio.'],
  ['Carreira', 'Desenvolvimento profissional.'],
  ['Tutoriais', 'Passo a passo para aproveitar a plataforma.'],
  ['Bastidores', 'Como trabalhamos por dentro.'],
  ['Impacto', 'Resultados que fazem diferença.'],
  ['Opinião', 'Artigos de convidados.'],
];
const ARTICLES = [
  '5 hábitos para começar o ano com energia',
  'Como aproveitar melhor o aplicativo',
  'Conheça a história de quem faz a diferença',
  'O que aprendemos com a última pesquisa de clima',
  'Guia rápido para novos membros',
  'Por que a constância vale mais que a intensidade',
  'Os bastidores do nosso maior evento',
  'Resultados do semestre em números',
  'Dicas para estudar com foco',
  'Como dar e receber feedback',
];
const NEWS = [
  'Nova funcionalidade no aplicativo: reservas de aulas',
  'Resultados do trimestre superam a meta',
  'Inscrições abertas para o próximo evento',
  'Mudança no horário de atendimento no feriado',
  'Parceria nova traz descontos para membros',
  'Campanha de vacinação na sede',
  'Prêmio reconhece o trabalho da equipe',
  'Atualização da política de privacidade',
];
const NOTICES = [
  ['Manutenção programada do aplicativo', 'O aplicativo ficará fora do ar no domingo, das 2h às 4h, para manutenção.'],
  ['Novo procedimento de reembolso', 'A partir do próximo mês, os pedidos de reembolso serão feitos pelo aplicativo.'],
  ['Feriado municipal', 'Não haverá atendimento na segunda-feira por causa do feriado municipal.'],
  ['Atualize seus dados cadastrais', 'Pedimos que todos confiram e-mail e telefone no perfil até o fim do mês.'],
  ['Resultado da pesquisa de satisfação', 'Obrigado a todos que responderam. Os resultados estão no blog.'],
  ['Campanha do agasalho', 'Traga roupas e cobertores em bom estado até o dia 30.'],
];

/** A quick category row: name, description, a banner on the first two. */
const category = (ctx: DemoContext, list: readonly [string, string][]) => ({
  nome: nth(
    list.map((c) => c[0]),
    ctx.n,
  ),
  imagem: ctx.n < 2 ? ctx.picture() : null,
  descricao: list[ctx.n % list.length][1],
});

/** Demo rows of the comunidade hub's collections. */
export const COMUNIDADE_DEMO: DemoMakers = {
  'categorias-forum': (ctx) => category(ctx, FORUM_CATEGORIES),
  'topicos-forum': (ctx) => {
    const topics = byKind(ctx, TOPICS);
    const status = ctx.n % 11 === 10 ? 'em_moderacao' : ctx.n % 17 === 16 ? 'oculto' : 'publicado';
    return {
      titulo: cycle(topics, ctx.n),
      categoria_id: ref(ctx, 'categorias-forum'),
      autor: user(ctx, 7),
      conteudo: `${topics[ctx.n % topics.length]} Gostaria de ouvir a experiência de vocês.`,
      fixado: ctx.n < 2,
      fechado: ctx.n % 9 === 8,
      status,
      visualizacoes: 15 + ((ctx.n * 97) % 1400),
      ultima_atividade: ctx.at(-ctx.n, 9 + (ctx.n % 12)),
      etiquetas: ctx.n % 3 === 0 ? ['dúvida'] : ['dica', 'comunidade'],
    };
  },
  'respostas-forum': (ctx) => ({
    conteudo: ctx.pick(REPLIES, 2),
    autor: user(ctx, 11),
    respondida_em: ctx.at(-Math.floor(ctx.n / 2), 8 + (ctx.n % 14)),
    melhor_resposta: ctx.n % 8 === 3,
    status: ctx.n % 19 === 18 ? 'removido' : 'publicado',
  }),
  eventos: (ctx) => {
    const status = ctx.pick(EVENT_STATUS);
    const past = status === 'encerrado';
    const start = past ? -15 - ctx.n * 6 : 10 + ctx.n * 4;
    const modalidade = ctx.n % 4 === 1 ? 'online' : ctx.n % 7 === 3 ? 'hibrido' : 'presencial';
    const [local, cidade] = ctx.pick(VENUES, 1);
    const name = cycle(byKind(ctx, EVENTS), ctx.n);
    const titulo = ctx.n < EVENTS.academia.length ? name : `${name} - ${monthOf(ctx.day(start))}`;
    return {
      titulo,
      descricao: `${titulo}: programação completa, com inscrições pelo aplicativo da ${ctx.clientName}.`,
      capa: someRows(ctx, 4),
      modalidade,
      local: modalidade === 'online' ? null : local,
      cidade: modalidade === 'online' ? null : cidade,
      link: modalidade === 'presencial' ? null : `https://www.youtube.com/live/${slug(titulo).slice(0, 11)}`,
      inicio: ctx.at(start, 12 + (ctx.n % 9)),
      fim: ctx.at(start, 15 + (ctx.n % 9)),
      inscricoes_ate: ctx.day(start - 1),
      capacidade: modalidade === 'online' ? 500 : 30 + (ctx.n % 6) * 20,
      preco: ctx.n % 3 === 0 ? amount(ctx, 20, 180) : 0,
      responsavel: user(ctx, 2),
      status,
      etiquetas: [modalidade === 'online' ? 'online' : 'presencial'],
    };
  },
  inscricoes: (ctx) => {
    const nome = personName(ctx.n, 13);
    const status = ctx.pick(['confirmada', 'confirmada', 'pendente', 'confirmada', 'lista_espera', 'cancelada'], 1);
    const paid = ctx.n % 3 === 0 && status === 'confirmada';
    return {
      nome,
      email: `${ascii(nome).replace(' ', '.')}${ctx.n % 5 === 0 ? '' : ctx.n}@${ctx.pick(['gmail.com', 'hotmail.com', 'outlook.com'], 2)}`,
      participante: ctx.n % 4 === 3 ? null : user(ctx, 21),
      codigo: `ING-${String(ctx.clientId).padStart(2, '0')}${String(ctx.n + 1).padStart(5, '0')}`,
      status,
      pagamento: paid ? ctx.pick(['pix', 'cartao', 'boleto'], 3) : 'gratuito',
      valor_pago: paid ? amount(ctx, 20, 180) : null,
      check_in: status === 'confirmada' && ctx.n % 2 === 0 ? ctx.at(-ctx.n, 13) : null,
      observacoes: ctx.n % 10 === 7 ? 'Precisa de acessibilidade para cadeira de rodas.' : null,
    };
  },
  'categorias-blog': (ctx) => category(ctx, BLOG_CATEGORIES),
  blog: (ctx) => {
    const round = Math.floor(ctx.n / ARTICLES.length);
    const titulo = round ? `${cycle(ARTICLES, ctx.n)} (parte ${round + 1})` : cycle(ARTICLES, ctx.n);
    const status = ctx.n % 8 === 5 ? 'rascunho' : ctx.n % 13 === 12 ? 'arquivado' : 'publicado';
    return {
      titulo,
      slug: slug(titulo),
      resumo: `${titulo}: o que você precisa saber, em poucos minutos.`,
      conteudo: `${titulo}.\n\nNeste artigo a equipe da ${ctx.clientName} reúne orientações práticas, exemplos reais e os próximos passos.`,
      capa: someRows(ctx, 3),
      categoria_id: ref(ctx, 'categorias-blog'),
      autor: user(ctx, 3),
      status,
      publicado_em: status === 'rascunho' ? null : ctx.day(-ctx.n * 5),
      destaque: ctx.n % 10 === 0,
      leitura_min: 3 + (ctx.n % 8),
      etiquetas: [ctx.pick(['dicas', 'novidades', 'comunidade', 'histórias'])],
    };
  },
  noticias: (ctx) => {
    const titulo = cycle(NEWS, ctx.n);
    return {
      titulo,
      resumo: `${titulo}. Saiba mais no aplicativo.`,
      conteudo: `${titulo}. A ${ctx.clientName} informa os detalhes e os próximos passos aos membros.`,
      imagem: someRows(ctx, 4),
      link: ctx.n % 6 === 2 ? 'https://www.gov.br/saude/pt-br' : null,
      fonte: ctx.n % 6 === 2 ? 'Ministério da Saúde' : 'Comunicação interna',
      autor: user(ctx, 3),
      publicada_em: ctx.at(-ctx.n * 3, 11),
      expira_em: ctx.day(30 - ctx.n * 3),
      destaque: ctx.n < 3,
      status: ctx.n % 9 === 4 ? 'rascunho' : 'publicado',
    };
  },
  comunicados: (ctx) => {
    const [titulo, mensagem] = NOTICES[ctx.n % NOTICES.length];
    const status = ctx.n % 10 === 1 ? 'agendado' : ctx.n % 10 === 6 ? 'rascunho' : 'enviado';
    return {
      titulo,
      mensagem,
      publico: demoAudience(ctx, ['todos', 'todos', 'grupos', 'regionais', 'regra']),
      prioridade: titulo.startsWith('Manutenção') ? 'importante' : ctx.n % 12 === 7 ? 'urgente' : 'normal',
      exige_confirmacao: ctx.n % 5 === 0,
      agendado_para: status === 'agendado' ? ctx.at(2 + ctx.n, 10) : null,
      enviado_em: status === 'enviado' ? ctx.at(-ctx.n * 2, 10) : null,
      autor: user(ctx),
      status,
    };
  },
  ...COMUNIDADE_GAMIFICACAO_DEMO,
  ...COMUNIDADE_OPINIAO_DEMO,
  ...COMUNIDADE_GRUPOS_DEMO,
  ...COMUNIDADE_PARTICIPACAO_DEMO,
};
