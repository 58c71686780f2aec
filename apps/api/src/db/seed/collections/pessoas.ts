import { ascii } from '../people.ts';
import { memberUnder } from './figuras-util.ts';
import type { DemoContext, DemoMakers } from './demo.ts';
import { byKind, kinds, nth, personName, ref, slug, user } from './painel-util.ts';
import { PESSOAS_DESENVOLVIMENTO_DEMO } from './pessoas-desenvolvimento.ts';

// The seed already gives every client the groups Coordenação, Equipe Norte and Equipe Sul and the regionals Sudeste,
// Nordeste and Sul (big clients also their units and the five regions): these names stay clear of them.
const GROUPS = kinds(
  [
    'Professores',
    'Recepção',
    'Gerentes de unidade',
    'Personal trainers',
    'Nutricionistas',
    'Consultores de vendas',
    'Manutenção',
    'Alunos embaixadores',
  ],
  [
    'Voluntários',
    'Doadores mensais',
    'Equipe de campo',
    'Conselho',
    'Captação de recursos',
    'Educadores sociais',
    'Comunicação',
    'Jovens lideranças',
  ],
  [
    'Diretoria',
    'Professores',
    'Secretaria',
    'Tecnologia',
    'Recursos Humanos',
    'Financeiro',
    'Estagiários',
    'Novos colaboradores',
  ],
  ['Suporte', 'Implantação', 'Produto', 'Engenharia', 'Comercial', 'Sucesso do cliente', 'Financeiro', 'Diretoria'],
);

const REGIONALS = [
  ['Regional São Paulo Capital', 'Unidades da capital paulista e do ABC.'],
  ['Regional Interior SP', 'Campinas, Ribeirão Preto, Sorocaba e região.'],
  ['Regional Rio e Espírito Santo', 'Capital fluminense, Niterói e Grande Vitória.'],
  ['Regional Minas Gerais', 'Belo Horizonte, Contagem e Juiz de Fora.'],
  ['Regional Sul', 'Curitiba, Porto Alegre, Florianópolis e Joinville.'],
  ['Regional Nordeste Litoral', 'Salvador, Recife, Fortaleza e Natal.'],
  ['Regional Centro-Oeste', 'Brasília, Goiânia e Campo Grande.'],
  ['Regional Norte', 'Manaus e Belém.'],
];

/** Cities with their area code, state, district, street and postal code prefix. */
const CITIES: readonly [string, string, string, string, string, string][] = [
  ['São Paulo', '11', 'SP', 'Pinheiros', 'Rua dos Pinheiros', '05422'],
  ['Campinas', '19', 'SP', 'Cambuí', 'Rua Coronel Quirino', '13025'],
  ['Rio de Janeiro', '21', 'RJ', 'Botafogo', 'Rua Voluntários da Pátria', '22270'],
  ['Belo Horizonte', '31', 'MG', 'Savassi', 'Rua Pernambuco', '30130'],
  ['Curitiba', '41', 'PR', 'Batel', 'Avenida do Batel', '80420'],
  ['Porto Alegre', '51', 'RS', 'Moinhos de Vento', 'Rua Padre Chagas', '90570'],
  ['Salvador', '71', 'BA', 'Pituba', 'Avenida Paulo VI', '41810'],
  ['Recife', '81', 'PE', 'Boa Viagem', 'Avenida Conselheiro Aguiar', '51021'],
  ['Fortaleza', '85', 'CE', 'Aldeota', 'Avenida Santos Dumont', '60150'],
  ['Brasília', '61', 'DF', 'Asa Norte', 'SCLN 310', '70756'],
  ['Goiânia', '62', 'GO', 'Setor Bueno', 'Avenida T-9', '74215'],
  ['Manaus', '92', 'AM', 'Adrianópolis', 'Rua Recife', '69057'],
];
const UNIT_PREFIX = kinds(['Academia'], ['Núcleo'], ['Escritório'], ['Base']);

const DEPARTMENTS = kinds(
  [
    ['Operações', 'OPE'],
    ['Comercial', 'COM'],
    ['Técnico Fitness', 'TEC'],
    ['Marketing', 'MKT'],
    ['Financeiro', 'FIN'],
    ['Recursos Humanos', 'RH'],
    ['Tecnologia', 'TI'],
    ['Jurídico', 'JUR'],
    ['Manutenção', 'MAN'],
    ['Atendimento', 'ATD'],
    ['Expansão', 'EXP'],
    ['Compras', 'CPR'],
  ],
  [
    ['Programas', 'PRG'],
    ['Captação de Recursos', 'CAP'],
    ['Comunicação', 'COM'],
    ['Financeiro', 'FIN'],
    ['Pessoas', 'PES'],
    ['Monitoramento e Avaliação', 'MEA'],
    ['Advocacy', 'ADV'],
    ['Voluntariado', 'VOL'],
    ['Jurídico', 'JUR'],
    ['Tecnologia', 'TI'],
    ['Parcerias', 'PAR'],
    ['Administrativo', 'ADM'],
  ],
  [
    ['Pedagógico', 'PED'],
    ['Secretaria Acadêmica', 'SEC'],
    ['Recursos Humanos', 'RH'],
    ['Financeiro', 'FIN'],
    ['Tecnologia', 'TI'],
    ['Marketing', 'MKT'],
    ['Comercial', 'COM'],
    ['Jurídico', 'JUR'],
    ['Operações', 'OPE'],
    ['Qualidade', 'QLD'],
    ['Compras', 'CPR'],
    ['Diretoria', 'DIR'],
  ],
  [
    ['Engenharia', 'ENG'],
    ['Produto', 'PRD'],
    ['Suporte', 'SUP'],
    ['Implantação', 'IMP'],
    ['Comercial', 'COM'],
    ['Sucesso do Cliente', 'CS'],
    ['Financeiro', 'FIN'],
    ['Pessoas', 'PES'],
    ['Infraestrutura', 'INF'],
    ['Segurança da Informação', 'SEG'],
    ['Jurídico', 'JUR'],
    ['Marketing', 'MKT'],
  ],
);

/** Job roles: name, level, minimum and maximum salary. */
const ROLES: readonly [string, string, number, number][] = [
  ['Analista de Recursos Humanos', 'pleno', 4200, 6500],
  ['Assistente Administrativo', 'junior', 2300, 3200],
  ['Coordenador de Operações', 'gestao', 8500, 12500],
  ['Estagiário de Marketing', 'estagio', 1400, 1800],
  ['Analista Financeiro', 'pleno', 4800, 7200],
  ['Desenvolvedor de Software', 'senior', 9000, 15000],
  ['Gerente de Unidade', 'gestao', 7500, 11000],
  ['Recepcionista', 'junior', 1900, 2500],
  ['Especialista em Dados', 'especialista', 10500, 16000],
  ['Analista de Comunicação', 'pleno', 4000, 6200],
  ['Consultor Comercial', 'junior', 2500, 4500],
  ['Supervisor de Atendimento', 'gestao', 5200, 7800],
  ['Designer Instrucional', 'pleno', 4500, 6800],
  ['Advogado', 'senior', 9500, 14000],
  ['Técnico de Manutenção', 'junior', 2600, 3600],
];
const KIND_ROLE = kinds(
  ['Professor de Educação Física'],
  ['Educador Social'],
  ['Professor'],
  ['Engenheiro de Confiabilidade'],
);

const TEAMS = [
  'Squad Aplicativo',
  'Time de Implantação',
  'Comitê de Eventos',
  'Grupo de Trabalho LGPD',
  'Time de Vendas Sul',
  'Brigada de Incêndio',
  'Comitê de Diversidade',
  'Time de Retenção',
  'Equipe de Integração',
  'CIPA',
  'Comitê de Inovação',
  'Time de Dados',
];
const FUNCTIONS = [
  'Analista',
  'Coordenação',
  'Desenvolvimento',
  'Comunicação',
  'Relatórios',
  'Apoio operacional',
  'Facilitação',
  'Qualidade',
];
const IMPORT_FILES = [
  'alunos-novos',
  'colaboradores',
  'voluntarios',
  'desligamentos',
  'atualizacao-cadastral',
  'turma',
];

const INVITE_STATUS = ['enviado', 'aceito', 'aceito', 'pendente', 'expirado', 'enviado', 'cancelado', 'aceito'];
const IMPORT_STATUS = [
  'concluida',
  'concluida',
  'concluida_com_erros',
  'concluida',
  'falhou',
  'processando',
  'concluida_com_erros',
  'pendente',
];

const domain = (ctx: DemoContext) => `${slug(ctx.clientName).replace(/-/g, '')}.com.br`;

/** Demo rows of the pessoas hub's collections. */
export const PESSOAS_DEMO: DemoMakers = {
  grupos: (ctx) => ({
    name: nth(byKind(ctx, GROUPS), ctx.n),
    descricao: `Grupo de ${nth(byKind(ctx, GROUPS), ctx.n).toLowerCase()} da ${ctx.clientName}.`,
  }),
  regional: (ctx) => ({
    name: nth(
      REGIONALS.map((r) => r[0]),
      ctx.n,
    ),
    descricao: REGIONALS[ctx.n % REGIONALS.length][1],
  }),
  unidades: (ctx) => {
    const [cidade, ddd, uf, bairro, rua, cep] = CITIES[ctx.n % CITIES.length];
    const round = Math.floor(ctx.n / CITIES.length);
    const place =
      round === 0 ? bairro : `${bairro} ${['Norte', 'Sul', 'Centro'][round % 3]}${round > 2 ? ` ${round}` : ''}`;
    return {
      nome: `${byKind(ctx, UNIT_PREFIX)[0]} ${cidade} ${place}`,
      codigo: `UN-${String(ctx.n + 1).padStart(3, '0')}`,
      endereco: `${rua}, ${100 + ((ctx.n * 137) % 1800)}`,
      bairro,
      cep: `${cep}-${String(100 + ctx.n * 7).slice(-3)}`,
      cidade,
      uf,
      regional_id: ref(ctx, 'regional'),
      gerente: user(ctx, 3),
      telefone: `(${ddd}) 3${String(100 + ((ctx.n * 7919) % 900))}-${String(1000 + ((ctx.n * 37) % 9000))}`,
      email: `unidade${ctx.n + 1}@${domain(ctx)}`,
      horario: ctx.n % 3 === 0 ? 'Seg a sex 6h às 23h; sáb e dom 8h às 18h' : 'Seg a sex 8h às 18h',
      capacidade: 80 + ((ctx.n * 53) % 900),
      inauguracao: ctx.day(-3650 + ctx.n * 71),
      status: ctx.n % 9 === 8 ? 'em_implantacao' : ctx.n % 13 === 12 ? 'inativa' : 'ativa',
    };
  },
  departamentos: (ctx) => {
    const [nome, sigla] = byKind(ctx, DEPARTMENTS)[ctx.n % 12];
    return {
      nome,
      sigla,
      descricao: `Responsável pelas rotinas de ${nome.toLowerCase()} da ${ctx.clientName}.`,
      responsavel: user(ctx, 1),
      unidade_id: ref(ctx, 'unidades'),
      centro_custo: `CC-${1000 + ctx.n * 10}`,
      ativo: true,
    };
  },
  cargos: (ctx) => {
    const [nome, nivel, min, max] =
      ctx.n === 0 ? [byKind(ctx, KIND_ROLE)[0], 'pleno', 3200, 5200] : ROLES[ctx.n % ROLES.length];
    return {
      nome,
      codigo: `CBO-${String(ctx.n + 1).padStart(3, '0')}`,
      departamento_id: ref(ctx, 'departamentos'),
      nivel,
      salario_min: min,
      salario_max: max,
      atribuicoes: `Atuar como ${nome.toLowerCase()}, com metas e rotinas definidas pela liderança.`,
      requisitos:
        nivel === 'estagio' ? 'Cursando ensino superior.' : 'Ensino superior completo e experiência na função.',
      ativo: ctx.n !== 14,
    };
  },
  equipes: (ctx) => ({
    nome: nth(TEAMS, ctx.n),
    descricao: `${nth(TEAMS, ctx.n)}: reuniões quinzenais e metas trimestrais.`,
    lider: user(ctx, 2),
    departamento_id: ref(ctx, 'departamentos'),
    unidade_id: ref(ctx, 'unidades', 1),
    formada_em: ctx.day(-700 + ctx.n * 40),
    status: ctx.n === 11 ? 'inativa' : 'ativa',
  }),
  'membros-equipe': (ctx) => {
    const joined = Math.min(-600 + ctx.n * 9, -120);
    // One membership per member and team: a team's members go round the users.
    const { parent, member } = memberUnder(ctx, 'equipes', 5);
    return {
      equipe_id: parent,
      funcao: ctx.pick(FUNCTIONS, 1),
      usuario: member,
      papel: ctx.n % 4 === 0 ? 'lider' : ctx.n % 7 === 3 ? 'apoio' : 'membro',
      entrada: ctx.day(joined),
      // One member in ten has left, some months after joining and never after today.
      saida: ctx.n % 10 === 9 ? ctx.day(Math.min(joined + 90, -30)) : null,
      dedicacao: ctx.pick([100, 50, 25, 100], 2),
    };
  },
  convites: (ctx) => {
    const nome = personName(ctx.n, 5);
    const status = ctx.pick(INVITE_STATUS);
    const sent = -40 + ctx.n;
    return {
      email: `${ascii(nome).replace(' ', '.')}.${ctx.n + 1}@${ctx.n % 2 ? 'gmail.com' : domain(ctx)}`,
      nome,
      perfil: ctx.n % 9 === 0 ? 'gestor' : ctx.n % 17 === 5 ? 'administrador' : 'membro',
      grupo_id: ref(ctx, 'grupos'),
      regional_id: ref(ctx, 'regional', 2),
      mensagem:
        ctx.n % 3 === 0
          ? `Olá, ${nome.split(' ')[0]}! Você foi convidado para a plataforma da ${ctx.clientName}.`
          : null,
      status,
      enviado_em: status === 'pendente' ? null : ctx.at(sent, 10 + (ctx.n % 8)),
      expira_em: ctx.day(sent + 15),
      aceito_em: status === 'aceito' ? ctx.at(sent + 2, 14) : null,
      convidado_por: user(ctx),
    };
  },
  importacoes: (ctx) => {
    const status = ctx.pick(IMPORT_STATUS);
    const total = 20 + ((ctx.n * 379) % 4800);
    const erros = status === 'concluida_com_erros' ? 1 + (ctx.n % 37) : status === 'falhou' ? total : 0;
    const done = !['pendente', 'processando'].includes(status);
    const file = `${ctx.pick(IMPORT_FILES, 2)}-${ctx.day(-200 + ctx.n * 5)}`;
    return {
      titulo: `${file}.xlsx`,
      operacao: ctx.n % 6 === 3 ? 'desativar' : ctx.n % 4 === 1 ? 'atualizar' : 'criar',
      grupo_id: ref(ctx, 'grupos'),
      status,
      total_linhas: total,
      importados: done ? total - erros : 0,
      erros,
      iniciada_em: ctx.at(-200 + ctx.n * 5, 9),
      concluida_em: done ? ctx.at(-200 + ctx.n * 5, 10) : null,
      responsavel: user(ctx),
    };
  },
  ...PESSOAS_DESENVOLVIMENTO_DEMO,
};
