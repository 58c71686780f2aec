import { doPerfil, type Perfil } from './aprendizagem-perfil.ts';
import type { DemoContext } from './demo.ts';

/** Texts of the help collections' demo rows: tutorials, frequently asked questions and the glossary. */

/** [title, subject, level] of how-to articles on the platform itself. */
export const TUTORIAIS: readonly (readonly [string, string, string])[] = [
  ['Primeiro acesso ao aplicativo', 'primeiros_passos', 'basico'],
  ['Como completar o seu perfil', 'primeiros_passos', 'basico'],
  ['Navegando pelo menu do aplicativo', 'primeiros_passos', 'basico'],
  ['Como trocar o idioma da interface', 'primeiros_passos', 'basico'],
  ['Convidando novos usuários', 'usuarios', 'basico'],
  ['Importando usuários por planilha', 'usuarios', 'intermediario'],
  ['Criando grupos de permissão', 'usuarios', 'intermediario'],
  ['Dando acesso a uma única funcionalidade', 'usuarios', 'avancado'],
  ['Publicando um banner na tela inicial', 'conteudo', 'basico'],
  ['Escrevendo e agendando um conteúdo', 'conteudo', 'basico'],
  ['Montando um formulário de inscrição', 'conteudo', 'intermediario'],
  ['Organizando o menu do aplicativo', 'conteudo', 'intermediario'],
  ['Criando um curso com módulos e aulas', 'aprendizagem', 'basico'],
  ['Abrindo uma turma e matriculando participantes', 'aprendizagem', 'intermediario'],
  ['Montando uma trilha de aprendizagem', 'aprendizagem', 'intermediario'],
  ['Cadastrando questões no banco de questões', 'aprendizagem', 'intermediario'],
  ['Emitindo certificados em lote', 'aprendizagem', 'avancado'],
  ['Filtrando e exportando uma lista para Excel', 'relatorios', 'basico'],
  ['Acompanhando a frequência das turmas', 'relatorios', 'intermediario'],
  ['Lendo os indicadores do painel', 'relatorios', 'avancado'],
  ['Instalando o aplicativo no celular', 'aplicativo', 'basico'],
  ['Ativando as notificações do aplicativo', 'aplicativo', 'basico'],
  ['Recuperando a senha de acesso', 'conta', 'basico'],
  ['Baixando os seus dados pessoais (LGPD)', 'conta', 'intermediario'],
];

/** [question, answer, category] of the app's FAQ. */
export const FAQ: readonly (readonly [string, string, string])[] = [
  [
    'Como acesso o aplicativo pela primeira vez?',
    'Use o e-mail cadastrado e a senha enviada no convite. No primeiro acesso você cria uma senha nova.',
    'primeiros_passos',
  ],
  [
    'Posso usar o aplicativo no computador?',
    'Sim. O mesmo acesso funciona no navegador do computador e no aplicativo do celular.',
    'primeiros_passos',
  ],
  [
    'Onde encontro as novidades da organização?',
    'Na tela inicial: os banners e o feed mostram os comunicados mais recentes.',
    'primeiros_passos',
  ],
  [
    'Esqueci minha senha. E agora?',
    'Na tela de entrada, toque em "Esqueci minha senha" e siga o link enviado para o seu e-mail.',
    'conta',
  ],
  [
    'Como altero meu e-mail de acesso?',
    'Peça ao administrador da sua organização: por segurança, o e-mail de acesso só é alterado por ele.',
    'conta',
  ],
  [
    'Como excluo minha conta?',
    'Em Perfil > Privacidade você pode pedir a exclusão dos seus dados, conforme a LGPD.',
    'conta',
  ],
  [
    'Quem pode ver meus dados pessoais?',
    'Apenas os administradores com permissão para a área de usuários da sua organização.',
    'conta',
  ],
  [
    'Como me inscrevo em um curso?',
    'Abra o curso e toque em "Inscrever-se". Cursos com turma pedem a escolha de uma turma com vagas.',
    'aprendizagem',
  ],
  [
    'Onde vejo meu progresso nos cursos?',
    'Em Meus cursos: cada curso mostra a porcentagem concluída e as aulas que faltam.',
    'aprendizagem',
  ],
  [
    'Como recebo o certificado?',
    'Ao concluir o curso com a nota mínima, o certificado fica disponível em PDF no próprio curso.',
    'aprendizagem',
  ],
  [
    'Como alguém confere se um certificado é verdadeiro?',
    'Pelo código de verificação impresso no certificado, na página de validação.',
    'aprendizagem',
  ],
  [
    'Posso refazer uma avaliação?',
    'Sim, até o número de tentativas que a avaliação permite. Vale a maior nota.',
    'aprendizagem',
  ],
  [
    'Perdi uma aula ao vivo. Existe gravação?',
    'Quando a transmissão é gravada, o link da gravação aparece na própria transmissão em até 24 horas.',
    'aprendizagem',
  ],
  [
    'Como entrego uma tarefa?',
    'Abra a tarefa, anexe o arquivo ou informe um link e toque em "Enviar" antes do prazo.',
    'aprendizagem',
  ],
  [
    'Como ativo as notificações?',
    'Em Perfil > Notificações, ligue os avisos que deseja receber no celular.',
    'aplicativo',
  ],
  [
    'O aplicativo funciona sem internet?',
    'Os conteúdos já abertos ficam disponíveis; envios e inscrições esperam a conexão voltar.',
    'aplicativo',
  ],
  ['Qual versão do celular é necessária?', 'Android 9 ou mais recente, e iOS 15 ou mais recente.', 'aplicativo'],
  [
    'Como convido um colega?',
    'Administradores convidam pela área de usuários; os demais podem pedir o convite ao administrador.',
    'usuarios',
  ],
  [
    'Por que não vejo algumas áreas do menu?',
    'Cada área depende das permissões do seu grupo. Fale com o administrador se precisar de acesso.',
    'usuarios',
  ],
  [
    'Como publico um conteúdo?',
    'Quem tem permissão de conteúdo escreve o texto no console, escolhe a data e muda o status para publicado.',
    'conteudo',
  ],
  [
    'Como respondo a um formulário?',
    'Abra o link do formulário, preencha os campos obrigatórios e toque em "Enviar".',
    'conteudo',
  ],
  [
    'Consigo exportar uma lista para Excel?',
    'Sim. As listas do console têm o botão "Exportar" com os filtros que estiverem aplicados.',
    'relatorios',
  ],
  [
    'Com que frequência os relatórios são atualizados?',
    'Os números do painel são atualizados a cada hora; as listas mostram os dados em tempo real.',
    'relatorios',
  ],
  [
    'Com quem falo se algo não funcionar?',
    'Use o canal de suporte no menu do aplicativo; a equipe responde em até um dia útil.',
    'primeiros_passos',
  ],
];

/** [term, definition, field] of the glossary: the client's own words, then learning words every client uses. */
const TERMOS: Readonly<Record<Perfil, readonly (readonly [string, string, string])[]>> = {
  academia: [
    [
      'Anamnese',
      'Entrevista inicial sobre saúde, histórico e objetivos do aluno antes da prescrição do treino.',
      'Avaliação',
    ],
    [
      'Bioimpedância',
      'Exame que estima a composição corporal pela resistência do corpo a uma corrente elétrica fraca.',
      'Avaliação',
    ],
    ['Check-in', 'Registro da entrada do aluno na unidade pelo aplicativo ou pela catraca.', 'Operação'],
    ['Drop-in', 'Acesso avulso de um aluno a uma unidade fora do seu plano.', 'Comercial'],
    ['Ficha de treino', 'Sequência de exercícios, séries e cargas prescrita para o aluno.', 'Treinamento'],
    ['Hipertrofia', 'Aumento do volume das fibras musculares em resposta ao treino de força.', 'Treinamento'],
    ['Periodização', 'Organização do treino em ciclos com objetivos e cargas diferentes.', 'Treinamento'],
    ['Retenção', 'Capacidade de manter os alunos ativos na academia mês a mês.', 'Comercial'],
  ],
  ong: [
    ['Beneficiário', 'Pessoa ou família atendida diretamente por um projeto da organização.', 'Projetos'],
    [
      'Contrapartida',
      'Recursos próprios que a organização se compromete a aplicar junto ao financiamento.',
      'Captação',
    ],
    ['Edital', 'Chamada pública de um financiador com regras para a seleção de projetos.', 'Captação'],
    ['Marco lógico', 'Matriz que liga objetivos, resultados, atividades e indicadores de um projeto.', 'Projetos'],
    ['MROSC', 'Marco Regulatório das Organizações da Sociedade Civil (Lei 13.019/2014).', 'Jurídico'],
    [
      'Prestação de contas',
      'Relatório financeiro e de atividades entregue ao financiador ao fim de cada etapa.',
      'Gestão',
    ],
    ['Teoria da mudança', 'Descrição de como e por que as ações do projeto levam ao impacto esperado.', 'Impacto'],
    [
      'Termo de voluntariado',
      'Documento que formaliza o trabalho voluntário, conforme a Lei 9.608/1998.',
      'Voluntariado',
    ],
  ],
  empresa: [
    ['Onboarding', 'Processo de integração de um novo colaborador nos primeiros meses.', 'Pessoas'],
    ['PDI', 'Plano de Desenvolvimento Individual: metas e ações de crescimento de cada colaborador.', 'Pessoas'],
    ['Feedback', 'Retorno estruturado sobre comportamentos e resultados, com exemplos e combinados.', 'Liderança'],
    ['OKR', 'Objetivos e Resultados-chave: metodologia de metas trimestrais mensuráveis.', 'Gestão'],
    ['Compliance', 'Conjunto de práticas para cumprir leis, normas internas e o código de conduta.', 'Jurídico'],
    ['Sprint', 'Ciclo curto de trabalho, de uma a quatro semanas, no Scrum.', 'Métodos ágeis'],
    ['KPI', 'Indicador-chave de desempenho acompanhado periodicamente.', 'Gestão'],
    ['Turnover', 'Rotatividade: proporção de colaboradores que deixam a empresa em um período.', 'Pessoas'],
  ],
  plataforma: [
    ['Cliente', 'Organização que usa a plataforma, com seus usuários, cores e aplicativo.', 'Plataforma'],
    ['Tag de recurso', 'Nome de uma funcionalidade usado nas permissões dos grupos.', 'Permissões'],
    [
      'Sub-recurso',
      'Ação dentro de uma funcionalidade (criar, editar, excluir, exportar) liberada à parte.',
      'Permissões',
    ],
    ['White label', 'Aplicativo publicado com a marca e as cores do cliente.', 'Aplicativo'],
    ['Implantação', 'Período entre a assinatura do contrato e o uso pleno da plataforma pelo cliente.', 'Operação'],
    ['Token de acesso', 'Credencial temporária que identifica o usuário nas chamadas da API.', 'Integrações'],
    ['Webhook', 'Aviso que a plataforma envia a outro sistema quando algo acontece.', 'Integrações'],
    ['Auditoria', 'Registro de quem alterou o quê, quando e como era antes.', 'Segurança'],
  ],
};

const TERMOS_COMUNS: readonly (readonly [string, string, string])[] = [
  ['Aprendizagem assíncrona', 'Estudo no ritmo de cada pessoa, sem horário marcado com o instrutor.', 'Educação'],
  ['Aprendizagem síncrona', 'Encontro ao vivo, presencial ou online, com horário marcado.', 'Educação'],
  ['Avaliação diagnóstica', 'Avaliação no início do curso para conhecer o que a turma já sabe.', 'Educação'],
  ['Avaliação somativa', 'Avaliação ao fim de uma etapa que compõe a nota final.', 'Educação'],
  ['Blended learning', 'Formato híbrido que combina aulas online e encontros presenciais.', 'Educação'],
  ['Carga horária', 'Total de horas de estudo previstas para concluir um curso.', 'Educação'],
  ['Certificado', 'Documento que comprova a conclusão de um curso, com código de verificação.', 'Educação'],
  ['Gamificação', 'Uso de pontos, níveis e conquistas para estimular a participação.', 'Engajamento'],
  ['LGPD', 'Lei Geral de Proteção de Dados Pessoais (Lei 13.709/2018).', 'Jurídico'],
  ['Microlearning', 'Conteúdos curtos, de poucos minutos, focados em um único objetivo.', 'Educação'],
  ['Mentoria', 'Acompanhamento de uma pessoa por outra mais experiente, com encontros periódicos.', 'Pessoas'],
  ['Nota de corte', 'Nota mínima para ser aprovado em uma avaliação.', 'Educação'],
  ['Podcast', 'Programa em áudio publicado em episódios.', 'Comunicação'],
  ['Trilha de aprendizagem', 'Sequência de cursos e atividades organizada para um objetivo.', 'Educação'],
  ['Turma', 'Grupo de participantes que faz um curso no mesmo período, com um instrutor.', 'Educação'],
  ['Webinar', 'Palestra online ao vivo, com inscrição e espaço para perguntas.', 'Comunicação'],
  ['Engajamento', 'Participação ativa dos membros nas ações e conteúdos da organização.', 'Engajamento'],
  ['Taxa de conclusão', 'Proporção de matriculados que concluíram o curso.', 'Indicadores'],
  ['Net Promoter Score', 'Indicador de satisfação baseado na pergunta "Você nos recomendaria?".', 'Indicadores'],
  ['Feed', 'Linha do tempo de publicações da organização no aplicativo.', 'Comunicação'],
  ['Push', 'Notificação que aparece no celular mesmo com o aplicativo fechado.', 'Comunicação'],
  ['Banco de questões', 'Acervo de questões reutilizáveis em diferentes avaliações.', 'Educação'],
];

/** The client's glossary: its own terms first, then the common ones. */
export const termosDe = (ctx: DemoContext): readonly (readonly [string, string, string])[] => [
  ...doPerfil(ctx, TERMOS),
  ...TERMOS_COMUNS,
];
