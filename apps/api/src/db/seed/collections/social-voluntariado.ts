import { personAt, phoneMask, unitsOf } from './comercial-util.ts';
import type { DemoContext, DemoMakers } from './demo.ts';
import { someRows, user } from './painel-util.ts';

/** An action: title and cause. */
const ACTIONS: readonly [string, string][] = [
  ['Mutirão de limpeza do parque', 'meio_ambiente'],
  ['Reforço escolar de matemática', 'educacao'],
  ['Contação de histórias na creche', 'educacao'],
  ['Plantio de mudas nativas', 'meio_ambiente'],
  ['Distribuição de cestas básicas', 'assistencia'],
  ['Campanha de vacinação', 'saude'],
  ['Oficina de currículo para jovens', 'educacao'],
  ['Festa de Natal das crianças', 'assistencia'],
  ['Torneio de futsal comunitário', 'cultura'],
  ['Feira de saúde no bairro', 'saude'],
  ['Reforma da biblioteca comunitária', 'cultura'],
  ['Sopão solidário', 'assistencia'],
];
const SKILLS = [
  'Educação',
  'Comunicação',
  'Fotografia',
  'Cozinha',
  'Saúde',
  'Construção',
  'Tecnologia',
  'Esportes',
  'Música',
  'Jurídico',
  'Contabilidade',
  'Recreação infantil',
];

/** The volunteer the k-th voluntarios row is, so a sign-up can repeat their name and e-mail. */
const volunteerAt = (ctx: DemoContext, k: number) => personAt(ctx.clientId, k * 3 + 5);

/** Volunteers, volunteer actions and their sign-ups. */
export const SOCIAL_VOLUNTARIADO_DEMO: DemoMakers = {
  voluntarios: (ctx) => {
    const someone = volunteerAt(ctx, ctx.n);
    return {
      nome: someone.name,
      email: `${someone.emailLocal}@gmail.com`,
      telefone: phoneMask(someone.phone),
      usuario: ctx.n % 3 === 0 ? user(ctx, 6) : null,
      habilidades: [ctx.pick(SKILLS), ctx.pick(SKILLS, 5), ...(ctx.n % 2 ? [ctx.pick(SKILLS, 9)] : [])],
      disponibilidade: ctx.pick(['manha', 'tarde', 'noite', 'fins_de_semana', 'flexivel'], 1),
      cidade: someone.address.city,
      horas_doadas: (ctx.n * 17) % 320,
      desde: ctx.day(-((ctx.n * 31) % 1_200) - 5),
      status: ctx.n % 8 === 7 ? 'inativo' : ctx.n % 5 === 4 ? 'triagem' : 'ativo',
    };
  },
  'acoes-voluntarias': (ctx) => {
    const [titulo, causa] = ACTIONS[ctx.n % ACTIONS.length];
    const day = 30 - 7 * ctx.n;
    const status = day > 0 ? (ctx.n % 3 === 1 ? 'lotada' : 'aberta') : ctx.n % 13 === 12 ? 'cancelada' : 'realizada';
    return {
      titulo,
      causa,
      local: ctx.pick(unitsOf(ctx), 2),
      inicio: ctx.at(day, 12),
      fim: ctx.at(day, 16 + (ctx.n % 3)),
      vagas: 10 + 5 * (ctx.n % 7),
      coordenador: user(ctx, 2),
      imagem: someRows(ctx, 4),
      descricao: `${titulo} com a equipe ${ctx.clientName}. Traga água e use roupas confortáveis; lanche e camiseta por nossa conta.`,
      status,
    };
  },
  'inscricoes-acao': (ctx) => {
    const ids = ctx.ids('voluntarios');
    const k = (ctx.n * 7) % Math.max(ids.length, 1);
    const someone = volunteerAt(ctx, k);
    return {
      nome: someone.name,
      voluntario_id: ids.length ? ids[k] : null,
      email: `${someone.emailLocal}@gmail.com`,
      inscrito_em: ctx.at(-ctx.n, 13 + (ctx.n % 9)),
      status: ctx.pick(['inscrito', 'confirmado', 'presente', 'presente', 'faltou', 'cancelado', 'presente'], 3),
      horas: ctx.n % 5 === 0 ? null : 2 + (ctx.n % 4) * 1.5,
    };
  },
};
