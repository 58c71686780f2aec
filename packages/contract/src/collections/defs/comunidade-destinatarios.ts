import { f, opt, t, type CollectionDef } from '../define.ts';

/** A channel's delivery to one recipient; absent (null) when the message did not use that channel. */
const PUSH = [
  opt('pendente', t('Pendente', 'Pending', 'Pendiente'), 'default'),
  opt('entregue', t('Entregue', 'Delivered', 'Entregada'), 'primary'),
  opt('aberta', t('Aberta', 'Opened', 'Abierta'), 'success'),
  opt('sem_dispositivo', t('Sem dispositivo', 'No device', 'Sin dispositivo'), 'warning'),
  opt('falhou', t('Falhou', 'Failed', 'Falló'), 'error'),
] as const;
const EMAIL = [
  opt('pendente', t('Pendente', 'Pending', 'Pendiente'), 'default'),
  opt('enviado', t('Enviado', 'Sent', 'Enviado'), 'success'),
  opt('falhou', t('Falhou', 'Failed', 'Falló'), 'error'),
] as const;

/**
 * The recipients of notifications and announcements (issue 29), one row per member and message, written by the send
 * (platform table `message_recipients`) and read here: the member's in-app inbox item (read, confirmed) and each
 * channel's delivery. The messages' figures are counted from these rows; nobody types them.
 */
export const DESTINATARIOS: CollectionDef = {
  entity: 'destinatarios',
  tag: 'destinatarios',
  hub: 'comunidade',
  icon: 'MarkEmailRead',
  label: t('Destinatários das mensagens', 'Message recipients', 'Destinatarios de los mensajes'),
  item: t('Destinatário', 'Recipient', 'Destinatario'),
  description: t(
    'Quem recebeu cada notificação e comunicado: leitura no aplicativo, confirmação, entrega no celular e e-mail.',
    'Who received each notification and announcement: read in the app, confirmation, phone delivery and e-mail.',
    'Quién recibió cada notificación y comunicado: lectura en la aplicación, confirmación, entrega en el móvil y correo.',
  ),
  title: 'titulo',
  sort: { field: 'created_at', order: 'desc' },
  readOnly: true,
  fields: [
    f.datetime('created_at', t('Recebida em', 'Received at', 'Recibida el'), {
      list: true,
      sortable: true,
      filterable: true,
    }),
    f.text('titulo', t('Mensagem', 'Message', 'Mensaje'), { list: true, max: 200 }),
    f.user('usuario', t('Membro', 'Member', 'Miembro'), { list: true, filterable: true }),
    f.reference('notificacao_id', t('Notificação', 'Notification', 'Notificación'), 'notificacoes', {
      list: true,
      filterable: true,
      onDelete: 'cascade',
    }),
    f.reference('comunicado_id', t('Comunicado', 'Announcement', 'Comunicado'), 'comunicados', {
      list: true,
      filterable: true,
      onDelete: 'cascade',
    }),
    f.datetime('lida_em', t('Lida em', 'Read at', 'Leída el'), { list: true, sortable: true, filterable: true }),
    f.datetime('confirmada_em', t('Confirmada em', 'Confirmed at', 'Confirmada el'), {
      sortable: true,
      filterable: true,
    }),
    f.enum('status_push', t('Celular', 'Phone', 'Móvil'), PUSH, { list: true, filterable: true }),
    f.datetime('aberta_em', t('Aberta no celular em', 'Opened on the phone at', 'Abierta en el móvil el'), {
      sortable: true,
    }),
    f.enum('status_email', t('E-mail', 'E-mail', 'Correo'), EMAIL, { list: true, filterable: true }),
    f.longtext('erro', t('Erro', 'Error', 'Error')),
  ],
};
