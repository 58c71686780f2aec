import { code, personOf, rowOf } from './comercial-util.ts';
import type { DemoContext, DemoMakers } from './demo.ts';
import { clientKind, slug, user, type ClientKind } from './painel-util.ts';
import { ARTICLES } from './atendimento-artigos.ts';

const SPECIFIC: Record<ClientKind, [categoria: string, assuntos: [string, string]]> = {
  academia: ['Treinos e aulas', ['Treino não aparece no aplicativo', 'Não consigo reservar a aula de spinning']],
  ong: ['Doações e recibos', ['Recibo de doação para o imposto de renda', 'Quero cancelar a doação mensal']],
  empresa: ['Cursos e certificados', ['Certificado do curso não foi emitido', 'Progresso do curso não atualiza']],
  plataforma: ['Relatórios e integrações', ['Relatório de BI não carrega', 'Integração com o ERP retornando erro']],
};

/** The support categories (the fifth depends on the client) and two usual subjects of each. */
const categories = (ctx: DemoContext): [string, [string, string]][] => [
  ['Acesso e login', ['Não consigo entrar no aplicativo', 'Não recebi o e-mail de redefinição de senha']],
  ['Pagamentos e cobranças', ['Cobrança em duplicidade no cartão', 'Boleto pago não foi compensado']],
  ['Aplicativo', ['Aplicativo fecha ao abrir o feed', 'Notificações não chegam no celular']],
  ['Cadastro e dados pessoais', ['Preciso corrigir meu CPF', 'Atualizar endereço de entrega']],
  SPECIFIC[clientKind(ctx)],
  ['Loja e pedidos', ['Pedido não chegou', 'Troca de tamanho de camiseta']],
  ['Sugestões', ['Sugestão: modo escuro no aplicativo', 'Sugestão: mais horários no fim de semana']],
  ['Outros assuntos', ['Dúvida sobre a política de privacidade', 'Elogio ao atendimento da equipe']],
];

const WHOSE: Record<ClientKind, string> = {
  academia: 'da academia',
  ong: 'da organização',
  empresa: 'da escola',
  plataforma: 'da plataforma',
};
const TICKET = [
  'aberto',
  'em_andamento',
  'aguardando',
  'resolvido',
  'fechado',
  'fechado',
  'resolvido',
  'em_andamento',
] as const;
const MESSAGES: readonly [texto: string, interna: boolean, anexo: boolean][] = [
  ['Olá! Segue o print da tela com o erro que aparece.', false, true],
  ['Obrigado pelo contato. Já estamos verificando e retornamos em breve.', false, false],
  ['Pode informar o modelo do celular e a versão do aplicativo?', false, false],
  ['Nota interna: reproduzido no Android 14; encaminhado à equipe técnica.', true, false],
  ['Uso um Galaxy A54, aplicativo na versão mais recente.', false, false],
  ['Corrigimos o problema. Pode testar de novo, por favor?', false, false],
  ['Funcionou! Muito obrigado pela ajuda.', false, false],
  ['Nota interna: cliente com histórico de cobrança duplicada; verificar com o financeiro.', true, false],
  ['Segue o comprovante de pagamento em anexo.', false, true],
];
const REPORT_SUBJECTS: Record<string, readonly string[]> = {
  denuncia: ['Conduta inadequada de um colaborador', 'Uso indevido de recursos', 'Assédio em uma unidade'],
  reclamacao: ['Demora no atendimento', 'Cobrança indevida', 'Equipamento quebrado há semanas'],
  sugestao: ['Ampliar o horário de funcionamento', 'Mais opções de pagamento', 'Canal de atendimento por WhatsApp'],
  elogio: ['Atendimento excelente da equipe', 'Organização do evento'],
  solicitacao: ['Cópia do contrato', 'Informações sobre prestação de contas'],
};
const REPORT_KINDS = ['reclamacao', 'sugestao', 'denuncia', 'elogio', 'reclamacao', 'solicitacao'] as const;

/** Demo rows of the atendimento hub's collections. */
export const ATENDIMENTO_DEMO: DemoMakers = {
  'categorias-atendimento': (ctx) => {
    const [nome, assuntos] = categories(ctx)[ctx.n % 8];
    return { nome, descricao: `Chamados e artigos sobre ${nome.toLowerCase()}, como "${assuntos[0]}".` };
  },
  suporte: (ctx) => {
    const { id, k } = rowOf(ctx, 'categorias-atendimento');
    const assunto = categories(ctx)[k % 8][1][ctx.n % 2];
    const status = ctx.pick(TICKET);
    const opened = -Math.floor(ctx.n * 1.5);
    const done = status === 'resolvido' || status === 'fechado';
    return {
      protocolo: code('SUP', 24_000 + ctx.n, 6),
      assunto,
      solicitante: user(ctx, 13),
      categoria_id: id,
      prioridade: ctx.pick(['media', 'baixa', 'alta', 'media', 'urgente'], 1),
      status,
      responsavel: status === 'aberto' ? null : user(ctx, 1),
      canal: ctx.pick(['app', 'email', 'chat', 'telefone', 'app'], 2),
      descricao: `${assunto}. Já tentei de novo mais tarde e o problema continua. Podem me ajudar?`,
      aberto_em: ctx.at(opened, 11 + (ctx.n % 10)),
      resolvido_em: done ? ctx.at(opened + 1 + (ctx.n % 3), 15) : null,
      satisfacao: status === 'fechado' ? 3 + (ctx.n % 3) : null,
    };
  },
  'mensagens-suporte': (ctx) => {
    const [mensagem, interna, anexo] = MESSAGES[ctx.n % MESSAGES.length];
    return {
      mensagem,
      autor: user(ctx, interna ? 1 : 13),
      anexo: anexo && ctx.n % 2 === 0 ? ctx.picture() : null,
      interna,
      enviada_em: ctx.at(-Math.floor(ctx.n / 3), 11 + (ctx.n % 10)),
    };
  },
  ouvidoria: (ctx) => {
    const tipo = ctx.pick(REPORT_KINDS);
    const assunto = REPORT_SUBJECTS[tipo][ctx.n % REPORT_SUBJECTS[tipo].length];
    const anonimo = tipo === 'denuncia' || ctx.n % 4 === 1;
    const someone = personOf(ctx, 2);
    const received = -2 * ctx.n;
    const status =
      received > -3 ? 'recebida' : received > -20 ? 'em_analise' : ctx.n % 5 === 0 ? 'encerrada' : 'respondida';
    return {
      protocolo: code('OUV', 3_100 + ctx.n, 6),
      tipo,
      assunto,
      anonimo,
      manifestante: anonimo ? null : someone.name,
      email: anonimo ? null : `${someone.emailLocal}@gmail.com`,
      relato:
        tipo === 'denuncia' || tipo === 'reclamacao'
          ? `${assunto}. Aconteceu em ${ctx
              .day(received - 3)
              .split('-')
              .reverse()
              .join('/')} e gostaria que a ${ctx.clientName} tomasse providências.`
          : `${assunto}. ${tipo === 'elogio' ? 'Quero registrar meu agradecimento' : `Peço que a ${ctx.clientName} avalie este pedido`}.`,
      recebida_em: ctx.at(received, 14),
      prazo: ctx.day(received + 30),
      status,
      responsavel: status === 'recebida' ? null : user(ctx, 1),
      resposta:
        status === 'respondida' || status === 'encerrada'
          ? 'Agradecemos a manifestação. O caso foi apurado e as medidas cabíveis foram tomadas.'
          : null,
    };
  },
  'base-conhecimento': (ctx) => {
    const [titulo, categoria] = ARTICLES[ctx.n % ARTICLES.length];
    const ids = ctx.ids('categorias-atendimento');
    const status = ctx.n % 10 === 9 ? 'rascunho' : ctx.n % 17 === 16 ? 'arquivado' : 'publicado';
    return {
      titulo,
      slug: slug(titulo),
      categoria_id: ids.length ? ids[categoria % ids.length] : null,
      resumo: `${titulo}: o passo a passo no aplicativo e no site ${WHOSE[clientKind(ctx)]}.`,
      conteudo: `1. Abra o aplicativo ${ctx.clientName} e entre com seu e-mail.\n2. Toque em Menu > Ajuda.\n3. Procure por "${titulo.toLowerCase()}" e siga as instruções.\n\nSe o problema continuar, abra um chamado em Suporte.`,
      autor: user(ctx, 1),
      status,
      publicado_em: status === 'rascunho' ? null : ctx.day(-9 * ctx.n - 3),
      visualizacoes: status === 'rascunho' ? 0 : (ctx.n * 397) % 5_000,
      etiquetas: [slug(categories(ctx)[categoria][0]).split('-')[0], 'ajuda'],
    };
  },
};
