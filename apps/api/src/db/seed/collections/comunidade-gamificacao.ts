import type { DemoMakers } from './demo.ts';
import { byKind, cycle, kinds, monthOf, nth, ref, user } from './painel-util.ts';

/** Levels: name, minimum points, colour. */
const LEVELS: readonly [string, number, string][] = [
  ['Iniciante', 0, '#9E9E9E'],
  ['Bronze', 500, '#CD7F32'],
  ['Prata', 1500, '#C0C0C0'],
  ['Ouro', 4000, '#FFD700'],
  ['Platina', 8000, '#6FA8DC'],
  ['Diamante', 15000, '#4FC3F7'],
  ['Mestre', 25000, '#8E24AA'],
  ['Lenda', 40000, '#E53935'],
];

/**
 * Badges: name, criterion (the text members read), rarity, points, and the typed criterion the platform checks
 * (issue 29: [kind, action, minimum]); the others are awarded by hand.
 */
type Criterion = readonly ['pontos' | 'acao' | 'nivel', string | null, number | null] | null;
const BADGES: readonly [string, string, string, number, Criterion][] = [
  ['Primeiro passo', 'Completar o perfil com foto.', 'comum', 50, null],
  ['Comunicador', 'Publicar 10 vezes no feed.', 'comum', 100, ['acao', 'publicar', 10]],
  ['Maratonista', 'Concluir 5 cursos.', 'rara', 300, ['acao', 'concluir_curso', 5]],
  ['Presença de ouro', 'Fazer 30 check-ins.', 'epica', 600, ['acao', 'checkin', 30]],
  ['Mentor da galera', 'Ter 20 respostas marcadas como melhor resposta.', 'epica', 500, null],
  ['Voz ativa', 'Responder 5 pesquisas.', 'comum', 80, ['acao', 'responder_pesquisa', 5]],
  ['Inovador', 'Ter uma ideia implementada.', 'lendaria', 1000, null],
  ['Embaixador', 'Indicar 3 amigos que entraram na plataforma.', 'rara', 400, null],
  ['Pontual', 'Participar de 10 eventos com check-in.', 'rara', 250, ['acao', 'participar_evento', 10]],
  ['Reconhecido', 'Receber 15 reconhecimentos.', 'rara', 300, null],
  ['Madrugador', 'Acessar antes das 7h em 20 dias.', 'comum', 60, null],
  ['Colecionador', 'Ganhar 10 conquistas.', 'epica', 700, null],
  ['Lenda da comunidade', 'Chegar ao nível Lenda.', 'lendaria', 2000, ['nivel', null, null]],
  ['Curioso', 'Ler 25 artigos do blog.', 'comum', 70, null],
  ['Solidário', 'Acumular 1.000 pontos.', 'rara', 350, ['pontos', null, 1000]],
];

const MISSIONS = kinds(
  [
    'Desafio 30 dias de treino',
    'Complete 12 aulas coletivas no mês',
    'Traga um amigo para treinar',
    'Semana da hidratação',
    'Desafio dos 10 mil passos',
    'Avaliação física em dia',
  ],
  [
    'Arrecade 50 kg de alimentos',
    'Participe de duas ações voluntárias',
    'Indique um novo doador',
    'Compartilhe a campanha nas redes',
    'Mutirão do mês',
    'Conheça um projeto de perto',
  ],
  [
    'Conclua a trilha de boas-vindas',
    'Responda a pesquisa de clima',
    'Faça 3 cursos no trimestre',
    'Compartilhe uma boa prática no fórum',
    'Reconheça 5 colegas',
    'Participe do hackathon',
  ],
  [
    'Publique o aplicativo de um cliente',
    'Zere a fila de chamados',
    'Documente uma integração',
    'Faça o treinamento de segurança',
    'Escreva um tutorial',
    'Revise as permissões de um cliente',
  ],
);

/** Points rules: name, action, points, daily limit. */
const RULES: readonly [string, string, number, number][] = [
  ['Acesso diário ao aplicativo', 'acesso', 5, 1],
  ['Publicação no feed', 'publicar', 20, 3],
  ['Comentário', 'comentar', 5, 10],
  ['Curtida', 'curtir', 1, 20],
  ['Aula concluída', 'concluir_aula', 10, 0],
  ['Curso concluído', 'concluir_curso', 100, 0],
  ['Check-in', 'checkin', 15, 1],
  ['Participação em evento', 'participar_evento', 50, 0],
  ['Pesquisa respondida', 'responder_pesquisa', 30, 0],
  ['Indicação de amigo', 'indicar_amigo', 200, 0],
  ['Comentário removido pela moderação', 'comentar', -20, 0],
  ['Publicação em destaque', 'publicar', 50, 1],
];

const REDEMPTIONS = ['Resgate: camiseta da comunidade', 'Resgate: vale-presente', 'Resgate: garrafa térmica'];

/** Demo rows of the comunidade hub's gamification collections. */
export const COMUNIDADE_GAMIFICACAO_DEMO: DemoMakers = {
  niveis: (ctx) => {
    const [nome, pontos, cor] = LEVELS[ctx.n % LEVELS.length];
    return {
      nome: nth(
        LEVELS.map((l) => l[0]),
        ctx.n,
      ),
      ordem: ctx.n + 1,
      pontos_minimos: pontos + Math.floor(ctx.n / LEVELS.length) * 50_000,
      icone: ctx.n < 3 ? ctx.picture() : null,
      cor,
      beneficios: ctx.n === 0 ? null : `Membros ${nome} ganham destaque no ranking e acesso a recompensas exclusivas.`,
    };
  },
  conquistas: (ctx) => {
    const [nome, criterio, raridade, pontos, typed] = BADGES[ctx.n % BADGES.length];
    return {
      nome: nth(
        BADGES.map((b) => b[0]),
        ctx.n,
      ),
      icone: ctx.n < 4 ? ctx.picture() : null,
      descricao: `Conquista "${nome}" da ${ctx.clientName}.`,
      tipo_criterio: typed?.[0] ?? 'manual',
      acao: typed?.[1] ?? null,
      minimo: typed?.[2] ?? null,
      criterio,
      pontos,
      raridade,
      nivel_id: raridade === 'lendaria' || typed?.[0] === 'nivel' ? ref(ctx, 'niveis') : null,
      ativo: ctx.n !== 14,
    };
  },
  missoes: (ctx) => {
    const start = -150 + ctx.n * 5;
    const titulo = `${cycle(byKind(ctx, MISSIONS), ctx.n)} - ${monthOf(ctx.day(start))}`;
    const status = start + 30 < 0 ? 'encerrada' : ctx.n % 9 === 8 ? 'rascunho' : 'aberta';
    return {
      titulo,
      descricao: `${titulo}: acompanhe seu progresso pelo aplicativo.`,
      regras: 'Vale uma conclusão por membro. A equipe confere as evidências antes de creditar os pontos.',
      imagem: ctx.n % 6 === 0 ? ctx.picture() : null,
      pontos: ctx.pick([100, 150, 200, 300, 500]),
      conquista_id: ctx.n % 4 === 0 ? ref(ctx, 'conquistas') : null,
      tipo: ctx.n % 5 === 2 ? 'equipe' : 'individual',
      dificuldade: ctx.pick(['facil', 'media', 'dificil'], 1),
      inicio: ctx.day(start),
      fim: ctx.day(start + 30),
      status,
    };
  },
  'regras-pontos': (ctx) => {
    const [nome, acao, pontos, limite] = RULES[ctx.n % RULES.length];
    return {
      nome: nth(
        RULES.map((r) => r[0]),
        ctx.n,
      ),
      acao,
      pontos,
      limite_diario: limite,
      descricao:
        pontos < 0
          ? 'Desconta pontos quando a moderação remove um conteúdo.'
          : `Credita ${pontos} pontos a cada ${nome.toLowerCase()}.`,
      inicio: ctx.day(-365),
      fim: null,
      // The last two name no event the platform tells (a moderator's removal, a highlight): kept, inactive.
      ativo: ctx.n % RULES.length < 10,
    };
  },
  pontos: (ctx) => {
    const kind = ctx.n % 10;
    const [nome, , valor] = RULES[ctx.n % RULES.length];
    const missao = kind === 4 || kind === 8;
    const resgate = kind === 7;
    const rule = ctx.ids('regras-pontos')[ctx.n % RULES.length] ?? null;
    return {
      // The ledger of a community: a few dozen active members earn most of the points, so the ranking has a shape.
      usuario: ctx.users.length
        ? ctx.users[(ctx.n * 7 + Math.floor(ctx.n / 25)) % Math.min(ctx.users.length, 24)]
        : null,
      pontos: resgate ? -(200 + (ctx.n % 5) * 100) : missao ? 200 : kind === 9 ? 25 : valor,
      motivo: resgate
        ? ctx.pick(REDEMPTIONS)
        : missao
          ? 'Missão concluída'
          : kind === 9
            ? 'Ajuste: pontos da ação presencial'
            : nome,
      // A rule's points name their rule (rules seed in RULES order); without one seeded yet they are an adjustment.
      origem: resgate ? 'resgate' : missao ? 'missao' : kind === 9 || !rule ? 'ajuste' : 'regra',
      regra_id: resgate || missao || kind === 9 ? null : rule,
      missao_id: missao ? ref(ctx, 'missoes') : null,
      data: ctx.day(-Math.floor(ctx.n / 2)),
      lancado_por: kind === 9 ? user(ctx) : null,
    };
  },
};
