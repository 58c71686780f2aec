import { ACTION_BATCH, type ActionDef } from '../actions.ts';
import type { CollectionDef } from '../define.ts';
import { f, t } from '../define.ts';
import { APRENDIZAGEM_ACTIONS } from './aprendizagem.ts';

/**
 * The shipped collections' declared actions, by entity (each with its server handler of the same name in the API's
 * collections/actions). An action that makes a workflow's move shares that move's sub-tag; the others have their own.
 */
const ACTIONS: Readonly<Record<string, readonly ActionDef[]>> = {
  ...APRENDIZAGEM_ACTIONS,
  // A template's preview and test send to oneself (issue 29): routes of their own below the record, a panel on its page.
  'templates-email': [
    { name: 'visualizar', label: t('Pré-visualizar', 'Preview', 'Vista previa'), icon: 'Preview', on: ['screen'] },
    {
      name: 'testar',
      label: t('Enviar teste para mim', 'Send a test to me', 'Enviarme una prueba'),
      icon: 'Send',
      on: ['screen'],
    },
  ],
  inscricoes: [
    {
      name: 'check_in',
      label: t('Fazer check-in', 'Check in', 'Hacer check-in'),
      icon: 'HowToReg',
      on: ['row', 'bulk'],
      when: { field: 'status', in: ['confirmada'] },
    },
  ],
  depoimentos: [
    {
      name: 'aprovar',
      label: t('Aprovar', 'Approve', 'Aprobar'),
      icon: 'CheckCircle',
      on: ['row', 'bulk'],
      when: { field: 'status', in: ['pendente', 'recusado'] },
    },
    {
      name: 'recusar',
      sub: 'aprovar',
      label: t('Recusar', 'Refuse', 'Rechazar'),
      icon: 'Block',
      on: ['row', 'bulk'],
      when: { field: 'status', in: ['pendente', 'aprovado'] },
      danger: true,
      confirm: t(
        'Recusar {{count}} depoimento(s)? Eles deixam de ser publicados.',
        'Refuse {{count}} testimonial(s)? They stop being published.',
        '¿Rechazar {{count}} testimonio(s)? Dejan de publicarse.',
      ),
    },
  ],
  'topicos-forum': [
    {
      name: 'fechar',
      sub: 'moderar',
      label: t('Fechar tópico', 'Close topic', 'Cerrar tema'),
      icon: 'Lock',
      on: ['row', 'bulk'],
    },
    {
      name: 'reabrir',
      sub: 'moderar',
      label: t('Reabrir tópico', 'Reopen topic', 'Reabrir tema'),
      icon: 'LockOpen',
      on: ['row'],
    },
    {
      name: 'fixar',
      sub: 'moderar',
      label: t('Fixar no topo', 'Pin to top', 'Fijar arriba'),
      icon: 'PushPin',
      on: ['row'],
    },
    { name: 'desafixar', sub: 'moderar', label: t('Desafixar', 'Unpin', 'Desfijar'), icon: 'PushPin', on: ['row'] },
  ],
  pedidos: [
    {
      name: 'estornar',
      label: t('Estornar pedido', 'Refund order', 'Reembolsar pedido'),
      icon: 'Undo',
      on: ['row'],
      when: { field: 'status_pagamento', in: ['pago'] },
      danger: true,
      confirm: t(
        'Estornar o pagamento deste pedido? A entrega ainda não feita é cancelada.',
        "Refund this order's payment? A delivery not yet made is cancelled.",
        '¿Reembolsar el pago de este pedido? La entrega aún no hecha se cancela.',
      ),
      input: [
        f.longtext('motivo', t('Motivo do estorno', 'Reason for the refund', 'Motivo del reembolso'), {
          required: true,
          max: 500,
        }),
        f.boolean(
          'repor_estoque',
          t('Devolver os itens ao estoque', 'Return the items to stock', 'Devolver los ítems al stock'),
          {
            default: true,
          },
        ),
      ],
    },
  ],
  comunicados: [
    {
      // Issue 29: those who have not confirmed an announcement that asks for it see it unread again.
      name: 'lembrar',
      label: t('Lembrar quem não confirmou', 'Remind those who have not confirmed', 'Recordar a quien no confirmó'),
      icon: 'NotificationsActive',
      on: ['row'],
      when: { field: 'status', in: ['enviado'] },
      confirm: t(
        'Voltar este comunicado a "não lido" na caixa de entrada de quem ainda não confirmou a leitura?',
        'Put this announcement back to "unread" in the inbox of those who have not confirmed reading it?',
        '¿Volver este comunicado a "no leído" en la bandeja de quien aún no confirmó la lectura?',
      ),
    },
  ],
  pontos: [
    {
      name: 'recalcular',
      label: t('Recalcular saldos', 'Recalculate balances', 'Recalcular saldos'),
      icon: 'Calculate',
      on: ['row'],
      confirm: t(
        'Refazer os saldos, níveis e conquistas de todos os membros a partir do extrato de pontos?',
        "Rebuild every member's balance, level and badges from the points ledger?",
        '¿Rehacer los saldos, niveles y logros de todos los miembros a partir del extracto de puntos?',
      ),
    },
  ],
  faturas: [
    {
      name: 'confirmar',
      label: t('Marcar como paga', 'Mark as paid', 'Marcar como pagada'),
      icon: 'Paid',
      on: ['row', 'bulk'],
      when: { field: 'status', in: ['aberta', 'vencida'] },
      confirm: t(
        'Marcar {{count}} fatura(s) como paga(s)?',
        'Mark {{count}} invoice(s) as paid?',
        '¿Marcar {{count}} factura(s) como pagada(s)?',
      ),
    },
  ],
  cursos: [
    {
      name: 'duplicar',
      label: t('Duplicar curso', 'Duplicate course', 'Duplicar curso'),
      icon: 'ContentCopy',
      on: ['row'],
      confirm: t(
        'Duplicar este curso com seus módulos, aulas e avaliações? A cópia começa como rascunho.',
        'Duplicate this course with its modules, lessons and assessments? The copy starts as a draft.',
        '¿Duplicar este curso con sus módulos, clases y evaluaciones? La copia empieza como borrador.',
      ),
    },
  ],
  treinos: [
    {
      name: 'copiar',
      label: t('Copiar para membros', 'Copy to members', 'Copiar a miembros'),
      icon: 'GroupAdd',
      on: ['row'],
      confirm: t(
        'Copiar este treino, com seus exercícios, para os membros escolhidos? Quem já tem este treino ativo é pulado.',
        'Copy this workout, with its exercises, to the chosen members? Those who already have it active are skipped.',
        '¿Copiar este entrenamiento, con sus ejercicios, a los miembros elegidos? Quien ya lo tiene activo se omite.',
      ),
      input: [
        f.user('membros', t('Membros', 'Members', 'Miembros'), { required: true, multiple: true, max: ACTION_BATCH }),
        f.date('inicio', t('Início', 'Start', 'Inicio'), {
          help: t(
            'Vazio: hoje. O fim mantém a duração do treino original.',
            "Empty: today. The end keeps the original workout's length.",
            'Vacío: hoy. El fin mantiene la duración del entrenamiento original.',
          ),
        }),
      ],
    },
  ],
  leads: [
    {
      name: 'converter',
      label: t('Converter em membro', 'Convert into member', 'Convertir en miembro'),
      icon: 'PersonAdd',
      on: ['row'],
      when: { field: 'status', in: ['novo', 'contatado', 'qualificado'] },
      confirm: t(
        'Criar um membro com o nome, e-mail e telefone deste lead e marcá-lo como convertido?',
        "Create a member with this lead's name, e-mail and phone and mark it converted?",
        '¿Crear un miembro con el nombre, correo y teléfono de este lead y marcarlo como convertido?',
      ),
      input: [
        f.boolean(
          'enviar_convite',
          t(
            'Enviar o convite para definir a senha',
            'Send the invitation to set a password',
            'Enviar la invitación para definir la contraseña',
          ),
          { default: true },
        ),
      ],
    },
  ],
};

/** The definitions with their actions; actions for an entity that does not exist stop the start. */
export function withActions(defs: readonly CollectionDef[]): CollectionDef[] {
  const unknown = Object.keys(ACTIONS).filter((entity) => !defs.some((def) => def.entity === entity));
  if (unknown.length) throw new Error(`Actions of collections that do not exist: ${unknown.join(', ')}`);
  return defs.map((def) => (ACTIONS[def.entity] && !def.actions ? { ...def, actions: ACTIONS[def.entity] } : def));
}
