import type { Language } from './constants.ts';
import { collectionByEntity } from './collections/registry.ts';

/**
 * The audit log's actions in words (issue 27): an entry records a code (`permission.update`, `cursos.create`,
 * `feed.post.hidden`); the screens and reports that list entries name it in the reader's language. Codes of a
 * collection (`<entity>.<verb>`) are named from the collection's own labels; an unknown code is shown as it is.
 */

type Text = Record<Language, string>;
const t = (ptBr: string, en: string, es: string): Text => ({ 'pt-br': ptBr, en, es });

const ACTIONS: Record<string, Text> = {
  'permission.create': t('Módulo concedido', 'Module granted', 'Módulo concedido'),
  'permission.update': t('Módulo alterado', 'Module changed', 'Módulo cambiado'),
  'permission.delete': t('Módulo removido', 'Module removed', 'Módulo quitado'),
  'permission.sub': t('Subpermissão alterada', 'Sub-permission changed', 'Subpermiso cambiado'),
  'permission.folder.add': t('Pasta concedida', 'Folder granted', 'Carpeta concedida'),
  'permission.folder.remove': t('Pasta removida', 'Folder removed', 'Carpeta quitada'),
  'permission.bi.add': t('Painel de BI concedido', 'BI dashboard granted', 'Panel de BI concedido'),
  'permission.bi.remove': t('Painel de BI removido', 'BI dashboard removed', 'Panel de BI quitado'),
  'permission.copy': t('Permissões copiadas', 'Permissions copied', 'Permisos copiados'),
  'feed.post.published': t('Publicação publicada', 'Post published', 'Publicación publicada'),
  'feed.post.hidden': t('Publicação ocultada', 'Post hidden', 'Publicación ocultada'),
  'feed.post.pending': t(
    'Publicação devolvida à fila',
    'Post sent back to the queue',
    'Publicación devuelta a la cola',
  ),
  'feed.post.update': t('Publicação editada', 'Post edited', 'Publicación editada'),
  'feed.post.delete': t('Publicação excluída', 'Post deleted', 'Publicación eliminada'),
  'feed.comment.update': t('Comentário editado', 'Comment edited', 'Comentario editado'),
  'feed.comment.delete': t('Comentário excluído', 'Comment deleted', 'Comentario eliminado'),
  'feed.answer.update': t('Resposta editada', 'Reply edited', 'Respuesta editada'),
  'feed.answer.delete': t('Resposta excluída', 'Reply deleted', 'Respuesta eliminada'),
  'color.update': t('Marca salva', 'Brand saved', 'Marca guardada'),
  'user.password_reset': t('Senha redefinida', 'Password reset', 'Contraseña restablecida'),
  'user.password_setup': t('Senha definida', 'Password set', 'Contraseña definida'),
  'job.retry': t('Tarefa reenfileirada', 'Job retried', 'Tarea reintentada'),
  'job.cancel': t('Tarefa cancelada', 'Job cancelled', 'Tarea cancelada'),
  'inbox.read': t('Mensagem lida', 'Message read', 'Mensaje leído'),
  'inbox.confirm': t('Leitura confirmada', 'Read confirmed', 'Lectura confirmada'),
  'inbox.opened': t(
    'Notificação aberta no celular',
    'Notification opened on the phone',
    'Notificación abierta en el móvil',
  ),
  'push_device.register': t(
    'Dispositivo de notificações registrado',
    'Notification device registered',
    'Dispositivo de notificaciones registrado',
  ),
  'push_device.remove': t(
    'Dispositivo de notificações removido',
    'Notification device removed',
    'Dispositivo de notificaciones eliminado',
  ),
  'inbox.read_all': t('Todas as mensagens lidas', 'All messages read', 'Todos los mensajes leídos'),
  'project.submit': t('Projeto enviado', 'Project submitted', 'Proyecto enviado'),
  'project.analyse': t('Projeto em análise', 'Project under review', 'Proyecto en análisis'),
  'project.parecer': t('Parecer registrado', 'Review recorded', 'Dictamen registrado'),
  'project.forward': t('Projeto encaminhado', 'Project forwarded', 'Proyecto derivado'),
  'project.return': t(
    'Projeto devolvido para ajustes',
    'Project returned for changes',
    'Proyecto devuelto para ajustes',
  ),
  'project.devolutiva': t('Devolutiva enviada', 'Feedback sent', 'Devolución enviada'),
  'proponent_data.save': t('Dados do proponente salvos', 'Proponent data saved', 'Datos del proponente guardados'),
};

/** What the bespoke areas' entities are called (a collection names itself). */
const SUBJECTS: Record<string, { one: Text; many: Text }> = {
  user: { one: t('Usuário', 'User', 'Usuario'), many: t('Usuários', 'Users', 'Usuarios') },
  users: { one: t('Usuário', 'User', 'Usuario'), many: t('Usuários', 'Users', 'Usuarios') },
  client: { one: t('Cliente', 'Client', 'Cliente'), many: t('Clientes', 'Clients', 'Clientes') },
  file: { one: t('Arquivo', 'File', 'Archivo'), many: t('Arquivos', 'Files', 'Archivos') },
  files: { one: t('Arquivo', 'File', 'Archivo'), many: t('Arquivos', 'Files', 'Archivos') },
  project: { one: t('Projeto', 'Project', 'Proyecto'), many: t('Projetos', 'Projects', 'Proyectos') },
  projects: { one: t('Projeto', 'Project', 'Proyecto'), many: t('Projetos', 'Projects', 'Proyectos') },
  project_session: {
    one: t('Sessão de projetos', 'Project session', 'Sesión de proyectos'),
    many: t('Sessões de projetos', 'Project sessions', 'Sesiones de proyectos'),
  },
  user_form: {
    one: t('Formulário de usuários', 'User form', 'Formulario de usuarios'),
    many: t('Formulário de usuários', 'User form', 'Formulario de usuarios'),
  },
  relatorios: { one: t('Relatório', 'Report', 'Informe'), many: t('Relatórios', 'Reports', 'Informes') },
  jobs: {
    one: t('Tarefa agendada', 'Scheduled job', 'Tarea programada'),
    many: t('Tarefas agendadas', 'Scheduled jobs', 'Tareas programadas'),
  },
  outbox: {
    one: t('Caixa de saída', 'Outbox', 'Bandeja de salida'),
    many: t('Caixa de saída', 'Outbox', 'Bandeja de salida'),
  },
  permissions: { one: t('Permissões', 'Permissions', 'Permisos'), many: t('Permissões', 'Permissions', 'Permisos') },
  feed: { one: t('Feed', 'Feed', 'Feed'), many: t('Feed', 'Feed', 'Feed') },
};

/** What was done, and whether it reads the subject as one record or as the list. */
const VERBS: Record<string, { text: Text; many: boolean }> = {
  create: { text: t('Criação', 'Created', 'Creación'), many: false },
  update: { text: t('Edição', 'Edited', 'Edición'), many: false },
  delete: { text: t('Exclusão', 'Deleted', 'Eliminación'), many: false },
  transition: { text: t('Mudança de status', 'Status changed', 'Cambio de estado'), many: false },
  save: { text: t('Gravação', 'Saved', 'Guardado'), many: false },
  draft: { text: t('Rascunho salvo', 'Draft saved', 'Borrador guardado'), many: false },
  export: { text: t('Exportação', 'Exported', 'Exportación'), many: true },
  import: { text: t('Importação', 'Imported', 'Importación'), many: true },
  seed: { text: t('Dados de demonstração', 'Demo data', 'Datos de demostración'), many: true },
};

/** An audit action in words: 'permission.update' → 'Módulo alterado'; 'cursos.create' → 'Criação: Curso'. */
export function auditActionLabel(action: string, lang: Language): string {
  const known = ACTIONS[action];
  if (known) return known[lang];
  const dot = action.lastIndexOf('.');
  const verb = dot > 0 ? VERBS[action.slice(dot + 1)] : undefined;
  if (!verb) return action;
  const entity = action.slice(0, dot);
  const def = collectionByEntity(entity);
  const subject = def ? (verb.many ? def.label : def.item) : SUBJECTS[entity]?.[verb.many ? 'many' : 'one'];
  return subject ? `${verb.text[lang]}: ${subject[lang]}` : action;
}
