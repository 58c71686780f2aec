import { t } from '../define.ts';
import type { Timer } from '../timers.ts';

/**
 * The shipped collections' timers, by entity (timers.ts; kept apart from the fields like the workflows): the
 * registry puts each on its definition, where the start check verifies it.
 */
const published = (at: string, edge?: 'start'): Timer => ({
  at,
  edge,
  when: ['agendado'],
  to: 'publicado',
  label: t('Publicação agendada', 'Scheduled publication', 'Publicación programada'),
});

export const TIMERS: Readonly<Record<string, readonly Timer[]>> = {
  noticias: [
    published('publicada_em'),
    { at: 'expira_em', when: ['publicado'], to: 'arquivado', label: t('Saída do ar', 'Expiry', 'Retirada') },
  ],
  blog: [published('publicado_em', 'start')],
  editores: [published('publicado_em', 'start')],
  paginas: [published('publicado_em', 'start')],
  popups: [
    {
      at: 'fim',
      when: ['ativo', 'pausado'],
      to: 'encerrado',
      label: t('Fim do período', 'Period end', 'Fin del período'),
    },
  ],
  // A scheduled message goes out at its moment: the status entered starts the send (modules/messages).
  notificacoes: [
    {
      at: 'agendada_para',
      when: ['agendada'],
      to: 'enviada',
      label: t('Envio agendado', 'Scheduled send', 'Envío programado'),
    },
  ],
  comunicados: [
    {
      at: 'agendado_para',
      when: ['agendado'],
      to: 'enviado',
      label: t('Envio agendado', 'Scheduled send', 'Envío programado'),
    },
  ],
  convites: [
    {
      at: 'expira_em',
      when: ['pendente', 'enviado'],
      to: 'expirado',
      label: t('Convite expirado', 'Invitation expired', 'Invitación vencida'),
    },
  ],
  certificados: [
    {
      at: 'valido_ate',
      when: ['valido'],
      to: 'expirado',
      label: t('Certificado expirado', 'Certificate expired', 'Certificado vencido'),
    },
  ],
  vouchers: [
    {
      at: 'valido_ate',
      when: ['valido'],
      to: 'expirado',
      label: t('Voucher expirado', 'Voucher expired', 'Cupón vencido'),
    },
  ],
  faturas: [
    {
      at: 'vencimento',
      when: ['aberta'],
      to: 'vencida',
      notify: 'usuario',
      label: t('Fatura vencida', 'Invoice overdue', 'Factura vencida'),
    },
  ],
  lgpd: [
    {
      at: 'prazo',
      when: ['recebida', 'em_andamento'],
      mark: 'atrasada',
      notify: 'responsavel',
      label: t('Prazo da LGPD vencido', 'LGPD deadline missed', 'Plazo de la LGPD vencido'),
    },
  ],
  ouvidoria: [
    {
      at: 'prazo',
      when: ['recebida', 'em_analise'],
      mark: 'atrasada',
      notify: 'responsavel',
      label: t('Prazo da ouvidoria vencido', 'Ombudsman deadline missed', 'Plazo de la defensoría vencido'),
    },
  ],
  suporte: [
    {
      at: 'prazo_sla',
      when: ['aberto', 'em_andamento', 'aguardando'],
      mark: 'sla_violado',
      notify: 'responsavel',
      label: t('SLA do chamado violado', 'Ticket SLA breached', 'SLA del ticket incumplido'),
    },
  ],
};
