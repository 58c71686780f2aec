import { WEBHOOK_EVENTS } from '@console/contract';
import { API_KEY_SCOPES } from '@console/contract';
import { code, personOf } from './comercial-util.ts';
import type { DemoContext, DemoMakers } from './demo.ts';
import { clientKind, slug, user, type ClientKind } from './painel-util.ts';

const WEBHOOKS = [
  'ERP financeiro',
  'CRM de vendas',
  'Catracas das unidades',
  'Gateway de pagamento',
  'Slack da equipe',
  'Data warehouse',
  'Envio de e-mails',
  'Folha de pagamento',
  'Automação de marketing',
  'Sistema de doações',
];
const EVENTS = WEBHOOK_EVENTS.map((event) => event.value);
const KEYS = [
  'Integração ERP',
  'Aplicativo das catracas',
  'BI corporativo',
  'Site institucional',
  'Automação de marketing',
  'Parceiro de benefícios',
  'Backup noturno',
  'Ambiente de testes',
];

/** The clients the end-to-end suite walks by their menus (Asta, Action Aid): their overrides are seeded switched off. */
const WALKED = new Set([3, 9]);

/** What the client calls its members, in the three languages. */
const MEMBERS: Record<ClientKind, [string, string, string]> = {
  academia: ['Alunos', 'Members', 'Alumnos'],
  ong: ['Apoiadores', 'Supporters', 'Simpatizantes'],
  empresa: ['Colaboradores', 'Employees', 'Colaboradores'],
  plataforma: ['Usuários da plataforma', 'Platform users', 'Usuarios de la plataforma'],
};
const OVERRIDES: readonly [chave: string, idioma: string, texto: string][] = [
  ['menu.feed', 'pt-br', 'Mural'],
  ['menu.feed', 'en', 'Wall'],
  ['menu.loja-pontos', 'pt-br', 'Clube de vantagens'],
  ['menu.suporte', 'pt-br', 'Central de ajuda'],
  ['menu.suporte', 'es', 'Centro de ayuda'],
  ['hub.comunidade', 'pt-br', 'Nossa comunidade'],
  ['menu.cursos', 'pt-br', 'Universidade corporativa'],
  ['menu.ranking', 'es', 'Clasificación'],
  ['menu.beneficios', 'pt-br', 'Vantagens'],
];

/** Terms versions: kind, version, year published; the last is a draft. */
const TERMS: readonly [tipo: string, versao: string, ano: number][] = [
  ['termos_uso', '1.0', 3],
  ['privacidade', '1.0', 3],
  ['termos_uso', '2.0', 2],
  ['privacidade', '2.0', 2],
  ['cookies', '1.0', 1],
  ['imagem', '1.0', 1],
  ['termos_uso', '3.0', 0],
  ['privacidade', '3.0', -1],
];
const TERM_NAMES: Record<string, string> = {
  termos_uso: 'Termos de uso',
  privacidade: 'Política de privacidade',
  cookies: 'Política de cookies',
  imagem: 'Autorização de uso de imagem',
};
/** Whether a terms version is the newest published one of its kind. */
const isCurrent = (k: number): boolean =>
  TERMS[k][2] >= 0 &&
  !TERMS.some(([tipo, , ano], j) => j !== k && tipo === TERMS[k][0] && ano >= 0 && ano < TERMS[k][2]);

const PAGES: readonly [titulo: string, caminho: string, icone: string][] = [
  ['Início', '/inicio', 'Home'],
  ['Feed', '/feed', 'DynamicFeed'],
  ['Cursos', '/cursos', 'School'],
  ['Benefícios', '/beneficios', 'Redeem'],
  ['Loja de pontos', '/loja', 'Storefront'],
  ['Eventos', '/eventos', 'Event'],
  ['Meu perfil', '/perfil', 'Person'],
  ['Ajuda', '/ajuda', 'HelpOutline'],
  ['Privacidade', '/privacidade', 'PrivacyTip'],
  ['Fale conosco', '/contato', 'Chat'],
];
const DEVICES = [
  'iPhone 14 – iOS 17',
  'Galaxy S23 – Android 14',
  'Chrome 126 – Windows 11',
  'Safari – macOS 14',
  'Moto G84 – Android 14',
  'Redmi Note 13 – Android 14',
];

const domain = (ctx: DemoContext): string => `${slug(ctx.clientName).replace(/-/g, '')}.com.br`;

/** Demo rows of the configuracoes hub's collections (the audit log is a view of rows the API writes: no maker). */
export const CONFIGURACOES_DEMO: DemoMakers = {
  integracoes: (ctx) => {
    const nome = WEBHOOKS[ctx.n % WEBHOOKS.length];
    const failing = ctx.n % 5 === 3;
    return {
      nome,
      url: `https://integracoes.${domain(ctx)}/webhooks/${slug(nome)}`,
      eventos: [ctx.pick(EVENTS), ctx.pick(EVENTS, 3)],
      ativo: ctx.n !== 9,
      ultima_entrega: ctx.n === 9 ? null : ctx.at(-(ctx.n % 4), 10 + ctx.n),
      ultimo_status: ctx.n === 9 ? null : failing ? 'falha' : ctx.n % 7 === 6 ? 'pendente' : 'sucesso',
      falhas_seguidas: failing ? 3 + ctx.n : 0,
      responsavel: user(ctx),
    };
  },
  'chaves-api': (ctx) => ({
    nome: KEYS[ctx.n % KEYS.length],
    // Demo keys have no key behind them (none was ever shown): a usable one is made in the console.
    prefixo: `DEMO${String(ctx.clientId).padStart(2, '0')}${String.fromCharCode(65 + ctx.n)}Z`.slice(0, 8),
    escopos: [API_KEY_SCOPES.checkins],
    expira_em: ctx.day(90 + 60 * ctx.n),
    ultimo_uso: ctx.n === 6 ? null : ctx.at(-ctx.n, 3 + ctx.n),
    ativa: ctx.n !== 5,
    responsavel: user(ctx),
  }),
  traducoes: (ctx) => {
    const members = MEMBERS[clientKind(ctx)];
    const [chave, idioma, texto] =
      ctx.n < 3
        ? ['menu.usuarios', ['pt-br', 'en', 'es'][ctx.n], members[ctx.n]]
        : OVERRIDES[(ctx.n - 3) % OVERRIDES.length];
    return {
      chave,
      idioma,
      texto,
      observacao: ctx.n < 3 ? `Como a ${ctx.clientName} chama os seus membros.` : null,
      // Asta and Action Aid keep the specification's own words (the e2e suite walks their menus and reads their pages'
      // headings, which bespoke screens do not take from the menu yet): their overrides are seeded switched off,
      // ready to turn on; the other clients show them applied.
      ativo: !WALKED.has(ctx.clientId) && ctx.n !== 10,
    };
  },
  termos: (ctx) => {
    const k = ctx.n % TERMS.length;
    const [tipo, versao, ago] = TERMS[k];
    const nome = TERM_NAMES[tipo];
    return {
      titulo: `${nome} – versão ${versao}`,
      tipo,
      versao,
      conteudo: `${nome} da ${ctx.clientName}, versão ${versao}.\n\n1. Quem somos e como falar conosco.\n2. Quais dados tratamos e para quê.\n3. Com quem compartilhamos.\n4. Seus direitos como titular (LGPD, art. 18).\n5. Por quanto tempo guardamos os dados.`,
      publicado_em: ago < 0 ? null : ctx.day(-365 * ago - 20 * k - 10),
      exige_aceite: tipo !== 'cookies',
      status: ago < 0 ? 'rascunho' : isCurrent(k) ? 'publicado' : 'arquivado',
    };
  },
  'aceites-termos': (ctx) => {
    const terms = ctx.ids('termos');
    const published = terms.filter((_, k) => TERMS[k % TERMS.length][2] >= 0);
    // One acceptance per member and version: a version's members go round the users.
    const round = Math.floor(ctx.n / Math.max(published.length, 1));
    return {
      termo_id: published.length ? published[ctx.n % published.length] : undefined,
      usuario: ctx.users.length
        ? ctx.users[(round + (ctx.n % Math.max(published.length, 1)) * 3 + 17) % ctx.users.length]
        : null,
      aceito_em: ctx.at(-ctx.n * 4, 11 + (ctx.n % 11)),
      canal: ctx.pick(['app', 'app', 'web', 'console'], 1),
      dispositivo: ctx.pick(DEVICES, 2),
      ip: `189.${40 + (ctx.n % 60)}.${(ctx.n * 37) % 256}.${((ctx.n * 91) % 254) + 1}`,
    };
  },
  lgpd: (ctx) => {
    const someone = personOf(ctx, 5);
    const received = -4 * ctx.n - 1;
    const status =
      received > -8 ? 'recebida' : received > -20 ? 'em_andamento' : ctx.n % 7 === 6 ? 'negada' : 'concluida';
    const done = status === 'concluida' || status === 'negada';
    return {
      protocolo: code('LGPD', ctx.n),
      titular: someone.name,
      email: `${someone.emailLocal}@gmail.com`,
      usuario: ctx.n % 4 === 3 ? null : user(ctx, 19),
      tipo: ctx.pick(['acesso', 'correcao', 'exclusao', 'acesso', 'portabilidade', 'revogacao'], 1),
      recebida_em: ctx.day(received),
      prazo: ctx.day(received + 15),
      status,
      responsavel: status === 'recebida' ? null : user(ctx),
      concluida_em: done ? ctx.day(received + 5 + (ctx.n % 9)) : null,
      resposta:
        status === 'negada'
          ? 'Pedido negado: os dados são guardados por obrigação legal (art. 16, I, da LGPD).'
          : done
            ? 'Pedido atendido; o titular recebeu a resposta por e-mail.'
            : null,
    };
  },
  'app-mobile': (ctx) => {
    const [titulo, caminho, icone] = PAGES[ctx.n % PAGES.length];
    return {
      titulo,
      caminho,
      url: `https://app.${domain(ctx)}${caminho}`,
      icone,
      ordem: ctx.n + 1,
      exige_login: !['/ajuda', '/privacidade', '/contato'].includes(caminho),
      ativo: ctx.n !== 5 || clientKind(ctx) === 'empresa',
    };
  },
};
