/** Knowledge-base articles: title and the index of their support category (atendimento.ts). */
export const ARTICLES: readonly [titulo: string, categoria: number][] = [
  ['Como redefinir sua senha', 0], ['Como entrar com o código enviado por e-mail', 0], ['Conta bloqueada após várias tentativas', 0], ['Como sair de todos os dispositivos', 0],
  ['Formas de pagamento aceitas', 1], ['Como emitir a segunda via do boleto', 1], ['Cobrança em duplicidade: o que fazer', 1], ['Como trocar o cartão de crédito', 1], ['Prazo de compensação do Pix e do boleto', 1],
  ['Como ativar as notificações do aplicativo', 2], ['O aplicativo não abre: o que fazer', 2], ['Requisitos mínimos do aplicativo', 2], ['Como alterar o idioma do aplicativo', 2], ['Como limpar o cache do aplicativo', 2],
  ['Como atualizar seus dados cadastrais', 3], ['Como trocar a foto do perfil', 3], ['Como corrigir nome ou CPF', 3], ['Como solicitar seus dados (LGPD)', 3], ['Como excluir sua conta', 3],
  ['Primeiros passos na plataforma', 4], ['Perguntas frequentes do seu programa', 4], ['Como acompanhar seu progresso', 4], ['Como baixar seu comprovante', 4], ['Calendário e horários', 4],
  ['Como acompanhar seu pedido', 5], ['Política de trocas e devoluções', 5], ['Prazos e valores de frete', 5], ['Como usar um cupom de desconto', 5], ['Como trocar pontos por recompensas', 5],
  ['Como enviar uma sugestão', 6], ['Como votar nas ideias da comunidade', 6], ['Como participar das pesquisas', 6],
  ['Como falar com a ouvidoria', 7], ['Política de privacidade em linguagem simples', 7], ['Termos de uso: o que mudou', 7], ['Como participar do clube de benefícios', 7],
  ['Como se inscrever em uma ação voluntária', 7], ['Como indicar um amigo', 7], ['Canais de atendimento e horários', 7], ['Acessibilidade no aplicativo', 2],
];
