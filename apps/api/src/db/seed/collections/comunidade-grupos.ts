import type { DemoMakers } from './demo.ts';
import { demoAudience } from './audience-util.ts';
import { memberUnder } from './figuras-util.ts';
import { FIRST } from '../people.ts';
import { byKind, cycle, kinds, monthOf, nth, personName, ref, someRows, user } from './painel-util.ts';

const KUDOS: readonly [string, string, string][] = [
  [
    'Obrigado pela ajuda no fechamento!',
    'colaboracao',
    'Você ficou até mais tarde para fecharmos o relatório no prazo. Valeu demais!',
  ],
  ['Ideia que fez a diferença', 'inovacao', 'A sua sugestão de agendamento pelo aplicativo acabou com as filas.'],
  ['Atendimento nota 10', 'excelencia', 'Os membros elogiaram muito o seu atendimento nesta semana.'],
  ['Cuidado com quem chega', 'cuidado', 'Você recebeu os novos colegas com muito carinho e paciência.'],
  ['Coragem para mudar', 'coragem', 'Obrigado por levantar o problema na reunião e propor a solução.'],
  ['Parceria no evento', 'colaboracao', 'O evento de sábado só deu certo porque você segurou a organização.'],
];

const GALLERIES = kinds(
  [
    'Aulão de Verão',
    'Inauguração da nova unidade',
    'Corrida da Unidade',
    'Yoga no Parque',
    'Festa junina fitness',
    'Desafio Funcional',
  ],
  [
    'Mutirão de Plantio',
    'Bazar Solidário',
    'Visita às comunidades',
    'Oficina de Leitura',
    'Jantar Beneficente',
    'Encontro de Voluntários',
  ],
  [
    'Semana de Integração',
    'Formatura dos Cursos',
    'Hackathon Interno',
    'Confraternização de fim de ano',
    'Feira de Profissões',
    'SIPAT',
  ],
  [
    'Encontro Anual de Clientes',
    'Treinamento de Administradores',
    'Meetup de Produto',
    'Time reunido na sede',
    'Imersão de Implantação',
    'Dia da Segurança',
  ],
);
const CAPTIONS = [
  'Abertura do evento',
  'Equipe reunida',
  'Momento de integração',
  'Bastidores',
  'Encerramento',
  'Participantes em ação',
  'Foto oficial',
  'Premiação',
];

const PUSHES: readonly [string, string][] = [
  ['Seu treino de hoje está pronto', 'Abra o aplicativo e confira a ficha que o professor preparou.'],
  ['Inscrições abertas!', 'Garanta sua vaga no próximo evento antes que acabe.'],
  ['Novo curso disponível', 'Comece agora e ganhe pontos na gamificação.'],
  ['Você tem um novo reconhecimento', 'Alguém da equipe reconheceu o seu trabalho. Veja no feed.'],
  ['Responda a pesquisa', 'Leva menos de cinco minutos e ajuda a melhorar a comunidade.'],
  ['Lembrete: evento amanhã', 'Não esqueça de fazer o check-in na entrada.'],
];

const COMMUNITIES: readonly [string, string][] = [
  ['Corredores de Rua', 'esporte'],
  ['Clube do Livro', 'cultura'],
  ['Mães e Pais', 'bem_estar'],
  ['Tecnologia e Inovação', 'tecnologia'],
  ['Voluntários em Ação', 'voluntariado'],
  ['Mulheres na Liderança', 'carreira'],
  ['Ciclistas', 'esporte'],
  ['Culinária Saudável', 'bem_estar'],
  ['Fotografia', 'cultura'],
  ['Meditação e Mindfulness', 'bem_estar'],
  ['Primeiro Emprego', 'carreira'],
  ['Games e E-sports', 'tecnologia'],
  ['Trilhas e Montanhismo', 'esporte'],
  ['Cinema e Séries', 'cultura'],
  ['Finanças Pessoais', 'carreira'],
  ['Sustentabilidade no Dia a Dia', 'voluntariado'],
  ['Música', 'cultura'],
  ['Pets', 'bem_estar'],
  ['Idiomas', 'carreira'],
  ['Futebol de Quinta', 'esporte'],
  ['Dados e Inteligência Artificial', 'tecnologia'],
  ['Horta Comunitária', 'voluntariado'],
  ['Viagens', 'cultura'],
  ['Saúde Mental', 'bem_estar'],
];

/** Demo rows of the comunidade hub's kudos, galleries, notifications and interest groups. */
export const COMUNIDADE_GRUPOS_DEMO: DemoMakers = {
  reconhecimentos: (ctx) => {
    const [titulo, valor, mensagem] = ctx.pick(KUDOS);
    return {
      titulo,
      remetente: user(ctx, 3),
      destinatario: user(ctx, 17),
      valor_organizacional: valor,
      mensagem,
      pontos: ctx.pick([10, 20, 50], 1),
      publico: ctx.n % 7 !== 3,
      data: ctx.day(-ctx.n * 2),
    };
  },
  galerias: (ctx) => {
    const data = ctx.day(-10 - ctx.n * 8);
    const name = cycle(byKind(ctx, GALLERIES), ctx.n);
    const titulo = ctx.n < GALLERIES.academia.length ? name : `${name} - ${monthOf(data)}`;
    return {
      titulo,
      descricao: `Fotos de ${titulo.toLowerCase()}.`,
      capa: someRows(ctx, 3),
      data,
      evento_id: ctx.n % 2 === 0 ? ref(ctx, 'eventos') : null,
      autor: user(ctx, 2),
      status: ctx.n % 10 === 9 ? 'rascunho' : 'publicado',
    };
  },
  'fotos-galeria': (ctx) => ({
    imagem: ctx.picture(),
    legenda: ctx.pick(CAPTIONS),
    credito: `Foto: ${personName(ctx.n % 6, 19)}`,
    ordem: 1 + (ctx.n % 12),
    destaque: ctx.n % 12 === 0,
  }),
  notificacoes: (ctx) => {
    const [titulo, mensagem] = ctx.pick(PUSHES);
    const status =
      ctx.n % 9 === 1 ? 'agendada' : ctx.n % 9 === 5 ? 'rascunho' : ctx.n % 23 === 22 ? 'falhou' : 'enviada';
    const publico = demoAudience(ctx, ['todos', 'todos', 'grupos', 'regionais', 'membros']);
    const when = status === 'agendada' ? 1 + ctx.n : -ctx.n * 2;
    const sent = status === 'enviada';
    return {
      titulo,
      mensagem,
      link: null,
      imagem: null,
      publico,
      agendada_para: status === 'rascunho' ? null : ctx.at(when, 12 + (ctx.n % 8)),
      enviada_em: sent ? ctx.at(when, 12 + (ctx.n % 8)) : null,
      status,
    };
  },
  comunidades: (ctx) => {
    const [nome, tema] = COMMUNITIES[ctx.n % COMMUNITIES.length];
    return {
      nome: nth(
        COMMUNITIES.map((c) => c[0]),
        ctx.n,
      ),
      descricao: `Comunidade ${nome} da ${ctx.clientName}: encontros, dicas e conversas entre quem gosta do assunto.`,
      capa: ctx.n < 3 ? ctx.picture() : null,
      tema,
      privacidade: ctx.n % 6 === 5 ? 'privada' : ctx.n % 11 === 10 ? 'secreta' : 'publica',
      moderador: user(ctx, 4),
      regras: 'Respeito acima de tudo. Sem propaganda. Dúvidas vão para a moderação.',
      status: ctx.n === 23 ? 'arquivada' : 'ativa',
    };
  },
  'membros-comunidade': (ctx) => {
    // One membership per member and community: a community's members go round the users.
    const { parent, member: usuario } = memberUnder(ctx, 'comunidades', 6);
    const moderador = ctx.n % 10 === 0;
    return {
      comunidade_id: parent,
      apelido: `${FIRST[(ctx.n * 7 + 3) % FIRST.length]}${ctx.n % 3 === 0 ? '' : `_${ctx.n}`}`,
      usuario,
      papel: moderador ? 'moderador' : 'membro',
      entrada: ctx.day(-400 + ctx.n * 4),
      saida: null,
      status: ctx.n % 13 === 6 ? 'pendente' : ctx.n % 29 === 28 ? 'bloqueado' : 'ativo',
    };
  },
};
