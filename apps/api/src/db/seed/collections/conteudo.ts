import { isMailTemplateKey } from '@console/contract';
import { algumasFotos, doPerfil, dominio, unico, type Perfil } from './aprendizagem-perfil.ts';
import { CONTEUDO_FORMULARIOS_DEMO } from './conteudo-formularios.ts';
import { CONTEUDO_PAGINAS_DEMO } from './conteudo-paginas.ts';
import type { DemoContext, DemoMakers } from './demo.ts';

const BANNERS: Readonly<Record<Perfil, readonly string[]>> = {
  academia: [
    'Matrícula sem taxa de adesão',
    'Novas aulas de bike indoor',
    'Desafio de 30 dias',
    'Traga um amigo para treinar',
    'Avaliação física gratuita',
    'Horário estendido no verão',
  ],
  ong: [
    'Doe e transforme vidas',
    'Seja voluntário',
    'Campanha do agasalho',
    'Relatório anual publicado',
    'Apadrinhe um projeto',
    'Mutirão na comunidade',
  ],
  empresa: [
    'Semana de integração',
    'Novo programa de mentoria',
    'Pesquisa de clima aberta',
    'Trilha de liderança',
    'Campanha de vacinação',
    'Festa de fim de ano',
  ],
  plataforma: [
    'Nova versão do console',
    'Webinar para administradores',
    'Integrações disponíveis',
    'Central de ajuda renovada',
    'Pesquisa com clientes',
    'Manutenção programada',
  ],
};

const banners = (ctx: DemoContext) => {
  const titulo = unico(doPerfil(ctx, BANNERS), ctx.n);
  return {
    titulo,
    imagem: algumasFotos(ctx, 2),
    descricao: `${titulo} - ${ctx.clientName}.`,
    link: ctx.n % 3 === 2 ? null : `https://www.${dominio(ctx)}/campanhas/${ctx.n + 1}`,
    posicao: ctx.pick(['home', 'home', 'feed', 'loja']),
    inicio: ctx.day(-20 + ctx.n * 4),
    fim: ctx.day(10 + ctx.n * 6),
    ordem: ctx.n + 1,
    ativo: ctx.n % 5 !== 4,
  };
};

type Idioma = 'pt-br' | 'en' | 'es';
const IDIOMAS: readonly [Idioma, string][] = [
  ['pt-br', 'Português'],
  ['en', 'Inglês'],
  ['es', 'Espanhol'],
];

/** [key, name, category, variables, subject and greeting by language]. */
const EMAILS: readonly (readonly [
  string,
  string,
  string,
  readonly string[],
  Readonly<Record<Idioma, readonly [string, string]>>,
])[] = [
  [
    'boas-vindas',
    'Boas-vindas',
    'transacional',
    ['nome', 'cliente', 'link', 'validade_horas'],
    {
      'pt-br': ['Boas-vindas, {{nome}}!', 'Sua conta em {{cliente}} está pronta.'],
      en: ['Welcome to {{cliente}}!', 'Hi {{nome}}! Your account is ready.'],
      es: ['¡Bienvenida a {{cliente}}!', '¡Hola, {{nome}}! Tu cuenta está lista.'],
    },
  ],
  [
    'redefinir-senha',
    'Redefinição de senha',
    'sistema',
    ['nome', 'cliente', 'link', 'validade_minutos'],
    {
      'pt-br': ['Redefina sua senha', 'Olá, {{nome}}. Recebemos um pedido para redefinir sua senha.'],
      en: ['Reset your password', 'Hi {{nome}}. We received a request to reset your password.'],
      es: ['Restablece tu contraseña', 'Hola, {{nome}}. Recibimos una solicitud para restablecer tu contraseña.'],
    },
  ],
  [
    'convite',
    'Convite para a plataforma',
    'transacional',
    ['nome', 'cliente', 'link_convite'],
    {
      'pt-br': ['Você foi convidado para {{cliente}}', 'Olá, {{nome}}! Aceite o convite para começar.'],
      en: ["You're invited to {{cliente}}", 'Hi {{nome}}! Accept the invitation to get started.'],
      es: ['Te invitaron a {{cliente}}', '¡Hola, {{nome}}! Acepta la invitación para empezar.'],
    },
  ],
  [
    'certificado-emitido',
    'Certificado emitido',
    'transacional',
    ['nome', 'curso', 'link_certificado', 'codigo'],
    {
      'pt-br': ['Seu certificado de {{curso}} está pronto', 'Parabéns, {{nome}}! Baixe seu certificado.'],
      en: ['Your {{curso}} certificate is ready', 'Congratulations, {{nome}}! Download your certificate.'],
      es: ['Tu certificado de {{curso}} está listo', '¡Felicidades, {{nome}}! Descarga tu certificado.'],
    },
  ],
  [
    'lembrete-evento',
    'Lembrete de evento',
    'comunicacao',
    ['nome', 'evento', 'data', 'link'],
    {
      'pt-br': ['Amanhã: {{evento}}', 'Olá, {{nome}}! Não esqueça: {{evento}} em {{data}}.'],
      en: ['Tomorrow: {{evento}}', "Hi {{nome}}! Don't forget: {{evento}} on {{data}}."],
      es: ['Mañana: {{evento}}', '¡Hola, {{nome}}! No lo olvides: {{evento}} el {{data}}.'],
    },
  ],
];

const templatesEmail = (ctx: DemoContext) => {
  const [chave, nome, categoria, variaveis, textos] = EMAILS[Math.floor(ctx.n / IDIOMAS.length) % EMAILS.length];
  const [idioma, idiomaNome] = IDIOMAS[ctx.n % IDIOMAS.length];
  const [assunto, saudacao] = textos[idioma];
  return {
    nome: unico([`${nome} (${idiomaNome})`], Math.floor(ctx.n / (IDIOMAS.length * EMAILS.length))),
    chave,
    idioma,
    assunto,
    corpo: `${saudacao}\n\n{{link}}\n\n${ctx.clientName}`,
    remetente_nome: ctx.clientName,
    remetente_email: `nao-responda@${dominio(ctx)}`,
    variaveis: [...variaveis],
    categoria,
    // The platform's own mails (boas-vindas, redefinir-senha) keep their built-in texts until an administrator turns
    // the client's template on: a demo never changes the mails people receive.
    ativo: !isMailTemplateKey(chave) && !(chave === 'lembrete-evento' && idioma === 'es'),
  };
};

const POPUPS = [
  'Atualize o aplicativo',
  'Complete seu perfil',
  'Ative as notificações',
  'Pesquisa rápida',
  'Evento ao vivo hoje',
  'Novos termos de uso',
  'Nova trilha disponível',
  'Conheça as novidades',
];
const PUBLICOS = ['todos', 'novos', 'membros', 'inativos'];

const popups = (ctx: DemoContext) => {
  const titulo = unico(POPUPS, ctx.n);
  const status = ctx.n % 5 === 3 ? 'pausado' : ctx.n % 4 === 2 ? 'encerrado' : 'ativo';
  const exibicoes = status === 'ativo' && ctx.n % 3 === 0 ? 0 : 500 + ((ctx.n * 733) % 9000);
  return {
    titulo,
    mensagem: `${titulo}: um recado de ${ctx.clientName} para você.`,
    imagem: algumasFotos(ctx, 4),
    botao_texto: ctx.n % 3 === 1 ? null : 'Ver agora',
    botao_link: ctx.n % 3 === 1 ? null : `https://app.${dominio(ctx)}/avisos/${ctx.n + 1}`,
    publico: ctx.pick(PUBLICOS),
    inicio: ctx.day(status === 'encerrado' ? -60 - ctx.n : -ctx.n),
    fim: ctx.day(status === 'encerrado' ? -30 - ctx.n : 15 + ctx.n),
    frequencia: ctx.pick(['uma_vez', 'uma_vez', 'diaria', 'sempre'], 1),
    exibicoes,
    cliques: Math.floor(exibicoes * (0.05 + (ctx.n % 5) / 100)),
    status,
  };
};

/** Demo rows of the conteudo hub's collections. */
export const CONTEUDO_DEMO: DemoMakers = {
  ...CONTEUDO_PAGINAS_DEMO,
  banners,
  ...CONTEUDO_FORMULARIOS_DEMO,
  'templates-email': templatesEmail,
  popups,
};
