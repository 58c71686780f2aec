import type { Criterion } from '@console/contract';

/** The demo texts of projects and sessions (seed/projects.ts), one theme per kind of client. */

export interface ProjectIdea {
  title: string;
  summary: string;
  objectives: string;
  audience: string;
  /** In reais. */
  budget: number;
}

interface SessionTheme {
  title: (year: number) => string;
  description: string;
  criteria: Criterion[];
}

export interface ProjectTheme {
  /** The session open for submissions now, and the one under review. */
  open: SessionTheme;
  review: SessionTheme;
  /** Three ideas for the open session, five for the one under review. */
  openIdeas: readonly ProjectIdea[];
  reviewIdeas: readonly ProjectIdea[];
  /** The review stage an encaminhamento names. */
  stage: string;
}

export type ClientKind = 'ong' | 'escola' | 'academia' | 'plataforma';

const idea = (title: string, summary: string, objectives: string, audience: string, budget: number): ProjectIdea => ({
  title,
  summary,
  objectives,
  audience,
  budget,
});

export const THEMES: Record<ClientKind, ProjectTheme> = {
  ong: {
    open: {
      title: (y) => `Edital ${y} — Educação e Cidadania`,
      description:
        'Apoio a projetos comunitários de leitura, reforço escolar e formação cidadã em territórios periféricos. Até R$ 80 mil por projeto, execução em até 12 meses.',
      criteria: [
        { id: 'impacto', name: 'Impacto social', weight: 4 },
        { id: 'viabilidade', name: 'Viabilidade', weight: 3 },
        { id: 'orcamento', name: 'Coerência do orçamento', weight: 2 },
        { id: 'participacao', name: 'Participação comunitária', weight: 1 },
      ],
    },
    review: {
      title: (y) => `Chamada ${y} — Segurança Alimentar`,
      description:
        'Hortas comunitárias, cozinhas solidárias e formação em agroecologia. A comissão avalia as propostas recebidas e divulga o resultado ao fim do prazo de avaliação.',
      criteria: [
        { id: 'impacto', name: 'Impacto social', weight: 4 },
        { id: 'viabilidade', name: 'Viabilidade técnica', weight: 3 },
        { id: 'sustentabilidade', name: 'Sustentabilidade', weight: 3 },
      ],
    },
    openIdeas: [
      idea(
        'Biblioteca Comunitária Ler é Viver',
        'Uma biblioteca aberta na associação de moradores, com rodas de leitura semanais e empréstimo de livros.',
        'Formar 40 mediadores de leitura e atender 300 crianças e adolescentes em um ano.',
        'Crianças e adolescentes de 6 a 17 anos',
        42_500,
      ),
      idea(
        'Cursinho Popular Pré-Vestibular',
        'Aulas gratuitas à noite para jovens que terminam o ensino médio na rede pública.',
        'Preparar 80 estudantes para o ENEM e acompanhar sua inscrição no Sisu e no Prouni.',
        'Jovens de 16 a 24 anos da rede pública',
        68_000,
      ),
      idea(
        'Reforço Escolar na Associação',
        'Aulas de reforço de português e matemática no contraturno, com lanche e acompanhamento das famílias.',
        'Atender 90 crianças por semestre e reduzir a reprovação nas escolas do bairro.',
        'Crianças do 1º ao 5º ano',
        47_300,
      ),
    ],
    reviewIdeas: [
      idea(
        'Horta Comunitária Vila Esperança',
        'Implantação de uma horta em terreno cedido pela prefeitura, cuidada por 25 famílias do bairro.',
        'Produzir hortaliças para 25 famílias e doar o excedente à cozinha solidária local.',
        'Famílias em situação de insegurança alimentar',
        36_800,
      ),
      idea(
        'Cozinha Solidária do Jardim Ângela',
        'Reforma e equipamentos para a cozinha que serve 200 refeições por dia no bairro.',
        'Ampliar de 200 para 350 refeições diárias e formar 12 cozinheiras comunitárias.',
        'Pessoas em situação de rua e famílias de baixa renda',
        79_900,
      ),
      idea(
        'Formação em Agroecologia para Jovens',
        'Curso de seis meses sobre cultivo agroecológico, compostagem e comercialização.',
        'Formar 30 jovens e apoiar 5 deles a iniciar sua própria produção.',
        'Jovens de 18 a 29 anos da zona rural',
        54_300,
      ),
      idea(
        'Banco de Sementes Crioulas',
        'Um banco comunitário que guarda, multiplica e troca sementes tradicionais da região.',
        'Catalogar 60 variedades e distribuir sementes a 120 agricultores familiares.',
        'Agricultoras e agricultores familiares',
        28_750,
      ),
      idea(
        'Feira Agroecológica no Bairro',
        'Feira quinzenal que liga produtores agroecológicos aos moradores, com preço justo.',
        'Realizar 24 feiras no ano e garantir renda a 15 produtores da região.',
        'Produtores locais e moradores do bairro',
        31_200,
      ),
    ],
    stage: 'Comissão técnica',
  },
  escola: {
    open: {
      title: (y) => `Edital ${y} — Projetos Pedagógicos`,
      description:
        'Professores e estudantes propõem projetos para o próximo semestre. Os aprovados recebem verba para materiais e horário na grade.',
      criteria: [
        { id: 'pedagogico', name: 'Valor pedagógico', weight: 4 },
        { id: 'protagonismo', name: 'Protagonismo dos estudantes', weight: 3 },
        { id: 'viabilidade', name: 'Viabilidade', weight: 2 },
      ],
    },
    review: {
      title: (y) => `Chamada ${y} — Inovação em Sala de Aula`,
      description:
        'Propostas de metodologias ativas, tecnologia e interdisciplinaridade. A coordenação avalia cada projeto com a rubrica abaixo.',
      criteria: [
        { id: 'inovacao', name: 'Inovação', weight: 3 },
        { id: 'pedagogico', name: 'Valor pedagógico', weight: 4 },
        { id: 'interdisciplinar', name: 'Interdisciplinaridade', weight: 2 },
        { id: 'custo', name: 'Custo-benefício', weight: 1 },
      ],
    },
    openIdeas: [
      idea(
        'Laboratório Maker',
        'Um espaço com impressora 3D, ferramentas e eletrônica básica para projetos dos estudantes.',
        'Atender 8 turmas por semana e expor os protótipos na feira de ciências.',
        'Estudantes do 6º ao 9º ano',
        18_900,
      ),
      idea(
        'Jornal Digital dos Alunos',
        'Um jornal on-line escrito, editado e fotografado pelos estudantes.',
        'Publicar uma edição por mês e formar uma equipe de 15 repórteres mirins.',
        'Estudantes do ensino fundamental II',
        4_200,
      ),
      idea(
        'Teatro na Escola',
        'Montagem de uma peça com cenário, figurino e trilha feitos pelos estudantes.',
        'Apresentar a peça à comunidade e trabalhar expressão, cooperação e leitura dramática.',
        'Estudantes do 7º ao 9º ano',
        6_700,
      ),
    ],
    reviewIdeas: [
      idea(
        'Robótica com Sucata',
        'Oficinas de robótica com material reciclado e placas de baixo custo.',
        'Montar 10 robôs e participar da Olimpíada Brasileira de Robótica.',
        'Estudantes do 8º e 9º ano',
        7_850,
      ),
      idea(
        'Horta Escolar e Alimentação Saudável',
        'Horta cuidada pelas turmas, com aulas de ciências e nutrição ao ar livre.',
        'Levar hortaliças à merenda e trabalhar ciências e matemática na prática.',
        'Estudantes do 1º ao 5º ano',
        3_600,
      ),
      idea(
        'Rádio da Escola',
        'Programa de rádio no intervalo, com notícias, entrevistas e músicas escolhidas pelos alunos.',
        'Desenvolver a oralidade e a escrita e dar voz às turmas no dia a dia da escola.',
        'Toda a comunidade escolar',
        5_400,
      ),
      idea(
        'Clube de Leitura Entre Páginas',
        'Encontros semanais de leitura e conversa sobre literatura brasileira contemporânea.',
        'Ler 8 livros no semestre e publicar resenhas no mural e no site da escola.',
        'Estudantes do ensino médio',
        2_300,
      ),
      idea(
        'Olimpíada Interna de Matemática',
        'Competição por equipes com desafios de lógica e resolução de problemas.',
        'Preparar os estudantes para a OBMEP e despertar o gosto pela matemática.',
        'Estudantes do 6º ano ao ensino médio',
        1_950,
      ),
    ],
    stage: 'Coordenação pedagógica',
  },
  academia: {
    open: {
      title: (y) => `Programa Movimento ${y} — Esporte na Comunidade`,
      description:
        'A rede apoia projetos de atividade física gratuita nos bairros das unidades. Até R$ 30 mil por projeto, com apoio dos professores da unidade mais próxima.',
      criteria: [
        { id: 'alcance', name: 'Alcance na comunidade', weight: 4 },
        { id: 'saude', name: 'Benefício à saúde', weight: 3 },
        { id: 'viabilidade', name: 'Viabilidade', weight: 2 },
      ],
    },
    review: {
      title: (y) => `Edital ${y} — Saúde e Bem-estar nas Unidades`,
      description:
        'Propostas de alunos e professores para ações de saúde nas unidades e arredores. A diretoria avalia e escolhe as que entram no calendário.',
      criteria: [
        { id: 'saude', name: 'Benefício à saúde', weight: 4 },
        { id: 'engajamento', name: 'Engajamento dos alunos', weight: 3 },
        { id: 'custo', name: 'Custo-benefício', weight: 2 },
        { id: 'seguranca', name: 'Segurança', weight: 1 },
      ],
    },
    openIdeas: [
      idea(
        'Futebol Feminino na Comunidade',
        'Treinos gratuitos de futebol para meninas duas vezes por semana na quadra do bairro.',
        'Formar duas equipes e disputar a liga municipal de base.',
        'Meninas de 10 a 17 anos',
        21_400,
      ),
      idea(
        'Caminhada Orientada para Hipertensos',
        'Grupos de caminhada com aferição de pressão e orientação de um educador físico.',
        'Acompanhar 60 pessoas por 6 meses e reduzir sua pressão arterial média.',
        'Adultos e idosos com hipertensão',
        9_800,
      ),
      idea(
        'Yoga no Parque',
        'Sessões de yoga ao ar livre aos domingos, com tapetes emprestados pela unidade.',
        'Realizar 40 sessões e reunir 50 participantes por encontro.',
        'Público geral, todas as idades',
        4_750,
      ),
    ],
    reviewIdeas: [
      idea(
        'Corrida de Rua Solidária',
        'Corrida de 5 km aberta ao público, com inscrição trocada por alimentos.',
        'Reunir 800 corredores e arrecadar 2 toneladas de alimentos para instituições locais.',
        'Alunos das unidades e moradores da cidade',
        27_500,
      ),
      idea(
        'Treino Funcional na Praça',
        'Aulas gratuitas de treino funcional aos sábados na praça em frente à unidade.',
        'Atender 120 pessoas por mês e apresentar a academia à vizinhança.',
        'Moradores do entorno da unidade',
        8_600,
      ),
      idea(
        'Ginástica para a Melhor Idade',
        'Turmas de ginástica adaptada com foco em equilíbrio, força e prevenção de quedas.',
        'Atender 90 idosos por semana e medir ganhos de força e equilíbrio.',
        'Pessoas com mais de 60 anos',
        14_300,
      ),
      idea(
        'Desafio 30 Dias Sem Sedentarismo',
        'Desafio com metas diárias de movimento acompanhado pelo aplicativo da rede.',
        'Engajar 2 mil alunos e aumentar a frequência média às unidades.',
        'Alunos matriculados nas unidades',
        5_900,
      ),
      idea(
        'Aulas de Dança para Adolescentes',
        'Aulas de dança urbana no contraturno escolar, em parceria com escolas públicas.',
        'Formar 3 turmas de 25 adolescentes e apresentar um espetáculo no fim do ano.',
        'Adolescentes de 12 a 17 anos',
        16_200,
      ),
    ],
    stage: 'Diretoria de unidades',
  },
  plataforma: {
    open: {
      title: (y) => `Edital ${y} — Inovação e Tecnologia Social`,
      description:
        'Apoio a soluções digitais de impacto social desenvolvidas por coletivos e organizações da sociedade civil. Até R$ 120 mil por projeto.',
      criteria: [
        { id: 'inovacao', name: 'Inovação', weight: 3 },
        { id: 'impacto', name: 'Impacto social', weight: 4 },
        { id: 'equipe', name: 'Capacidade da equipe', weight: 2 },
        { id: 'escala', name: 'Potencial de escala', weight: 1 },
      ],
    },
    review: {
      title: (y) => `Chamada ${y} — Inclusão Digital`,
      description:
        'Projetos de acesso à internet, equipamentos e formação digital. O comitê avalia as propostas pela rubrica e encaminha as finalistas à análise técnica.',
      criteria: [
        { id: 'impacto', name: 'Impacto social', weight: 4 },
        { id: 'viabilidade', name: 'Viabilidade', weight: 3 },
        { id: 'orcamento', name: 'Coerência do orçamento', weight: 2 },
      ],
    },
    openIdeas: [
      idea(
        'Hackathon de Soluções Urbanas',
        'Maratona de 48 horas para criar soluções de mobilidade e zeladoria com dados abertos da cidade.',
        'Reunir 120 participantes e acelerar as 3 melhores soluções por 3 meses.',
        'Estudantes e desenvolvedores da região',
        58_000,
      ),
      idea(
        'Podcast de Empreendedoras da Periferia',
        'Uma série de 20 episódios com histórias e dicas de empreendedoras das periferias.',
        'Alcançar 10 mil ouvintes e criar uma rede de mentoria entre as entrevistadas.',
        'Mulheres empreendedoras',
        12_400,
      ),
      idea(
        'Mapa Colaborativo de Acessibilidade',
        'Plataforma em que moradores registram calçadas, rampas e obstáculos do bairro.',
        'Mapear 500 pontos e entregar um relatório de prioridades à prefeitura.',
        'Pessoas com deficiência e mobilidade reduzida',
        29_300,
      ),
    ],
    reviewIdeas: [
      idea(
        'Oficinas de Programação para Jovens',
        'Curso de programação web de 4 meses em laboratório comunitário.',
        'Formar 60 jovens e encaminhar 20 para estágios em empresas parceiras.',
        'Jovens de 15 a 24 anos',
        73_500,
      ),
      idea(
        'Computadores Recondicionados para Escolas',
        'Recondicionamento de computadores doados por empresas para laboratórios escolares.',
        'Entregar 150 computadores a 10 escolas públicas e formar os professores.',
        'Escolas públicas e seus estudantes',
        46_900,
      ),
      idea(
        'Letramento Digital para Idosos',
        'Aulas práticas de celular e internet: aplicativos de banco, saúde e conversa com a família.',
        'Atender 200 idosos e produzir uma cartilha de segurança digital.',
        'Pessoas com mais de 60 anos',
        22_600,
      ),
      idea(
        'Aplicativo de Caronas Solidárias',
        'Aplicativo que liga motoristas voluntários a pacientes que precisam ir a consultas.',
        'Realizar 1.500 caronas no primeiro ano em parceria com as unidades de saúde.',
        'Pacientes de baixa renda em tratamento',
        110_000,
      ),
      idea(
        'Telecentro Comunitário',
        'Sala com 12 computadores e internet gratuita na associação de moradores.',
        'Oferecer 40 horas semanais de acesso e cursos básicos de informática.',
        'Moradores sem acesso à internet em casa',
        38_200,
      ),
    ],
    stage: 'Comitê de avaliação',
  },
};

/** Pareceres, devolutivas and notes of the demo timelines. */
export const TEXTS = {
  parecerGood:
    'Proposta consistente, com objetivos claros e público bem definido. O cronograma é realista; sugiro apenas detalhar os indicadores de resultado.',
  parecerAdjust:
    'O mérito é evidente, mas o orçamento está acima do que as atividades justificam: revise os itens de material e detalhe a contrapartida da organização.',
  parecerReject:
    'A proposta não demonstra viabilidade: faltam parceiros locais e o orçamento não cobre as atividades previstas no cronograma.',
  parecerSecond:
    'Concordo com o primeiro parecer. A equipe tem experiência comprovada e a execução em etapas reduz o risco.',
  analysis: 'Documentação conferida, proposta admitida para análise.',
  forward: 'Peço a análise técnica do orçamento e do cronograma antes da decisão.',
  back: 'Análise técnica concluída: o orçamento pode ser ajustado. Recomendo devolver ao proponente.',
  adjust:
    'Seu projeto tem mérito, mas precisa de ajustes antes da aprovação: 1) detalhe o cronograma mês a mês; 2) reduza o item de equipamentos ou justifique-o; 3) informe os parceiros locais. Reenvie a proposta ajustada pelo sistema.',
  approved:
    'Parabéns! Seu projeto foi aprovado pela comissão. Em breve entraremos em contato para assinar o termo de compromisso e liberar a primeira parcela.',
  rejected:
    'Agradecemos a participação. Nesta chamada o projeto não foi selecionado: a comissão considerou que a proposta não demonstra viabilidade com o orçamento apresentado. Esperamos sua proposta nos próximos editais.',
} as const;

/** Organisations of the proponents, by their place in the seed (the demo member first). */
export const ORGANIZATIONS: readonly { name: string; kind: 'cpf' | 'cnpj' }[] = [
  { name: 'Associação Amigos do Bairro', kind: 'cnpj' },
  { name: 'Coletivo Mãos que Plantam', kind: 'cpf' },
  { name: 'Instituto Semear Futuro', kind: 'cnpj' },
  { name: 'Grupo Jovens em Ação', kind: 'cpf' },
  { name: 'Cooperativa Raízes do Campo', kind: 'cnpj' },
];
