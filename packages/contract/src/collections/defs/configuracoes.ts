import { WEBHOOK_EVENTS } from '../../webhooks.ts';
import { API_KEY_SCOPES } from '../../api-keys.ts';
import { f, opt, t, type CollectionDef } from '../define.ts';
import { CONFIGURACOES_PRIVACIDADE } from './configuracoes-privacidade.ts';

const LANGUAGE_OPTIONS = [
  opt('pt-br', t('Português (Brasil)', 'Portuguese (Brazil)', 'Portugués (Brasil)'), 'success'),
  opt('en', t('Inglês', 'English', 'Inglés'), 'primary'),
  opt('es', t('Espanhol', 'Spanish', 'Español'), 'warning'),
];

/** The configuracoes hub's collections (AREAS.md): the audit log, integrations, translations, terms, LGPD and the app's pages. */
export const CONFIGURACOES: readonly CollectionDef[] = [
  {
    // A read-only view of the audit log the API writes on every administrator write (no demo rows of its own).
    entity: 'auditoria',
    tag: 'auditoria',
    hub: 'configuracoes',
    icon: 'History',
    label: t('Auditoria', 'Audit log', 'Auditoría'),
    item: t('Registro de auditoria', 'Audit entry', 'Registro de auditoría'),
    description: t(
      'O registro de cada alteração feita por um administrador: quem, quando, o quê, antes e depois.',
      'The record of every change an administrator made: who, when, what, before and after.',
      'El registro de cada cambio hecho por un administrador: quién, cuándo, qué, antes y después.',
    ),
    title: 'action',
    sort: { field: 'created_at', order: 'desc' },
    readOnly: true,
    fields: [
      f.datetime('created_at', t('Data e hora', 'Date and time', 'Fecha y hora'), {
        list: true,
        sortable: true,
        filterable: true,
      }),
      f.user('actor_user_id', t('Autor', 'Actor', 'Autor'), { list: true, filterable: true }),
      f.text('action', t('Ação', 'Action', 'Acción'), { list: true, filterable: true, searchable: true }),
      f.text('entity', t('Entidade', 'Entity', 'Entidad'), { list: true, filterable: true, searchable: true }),
      f.text('entity_id', t('Registro', 'Record', 'Registro'), { list: true }),
      f.longtext('before', t('Antes', 'Before', 'Antes')),
      f.longtext('after', t('Depois', 'After', 'Después')),
      f.text('request_id', t('Requisição', 'Request', 'Solicitud')),
    ],
  },
  {
    entity: 'integracoes',
    tag: 'integracoes',
    hub: 'configuracoes',
    icon: 'Webhook',
    label: t('Integrações', 'Integrations', 'Integraciones'),
    item: t('Webhook', 'Webhook', 'Webhook'),
    description: t(
      'Webhooks: o endereço que recebe os eventos escolhidos, o segredo da assinatura e a última entrega.',
      'Webhooks: the address that receives the chosen events, the signing secret and the last delivery.',
      'Webhooks: la dirección que recibe los eventos elegidos, el secreto de la firma y la última entrega.',
    ),
    title: 'nome',
    sort: { field: 'nome', order: 'asc' },
    demoRows: 10,
    fields: [
      f.text('nome', t('Nome', 'Name', 'Nombre'), {
        required: true,
        unique: true,
        list: true,
        searchable: true,
        sortable: true,
        max: 80,
      }),
      f.url('url', t('URL de destino', 'Target URL', 'URL de destino'), {
        required: true,
        list: true,
        searchable: true,
      }),
      f.tags('eventos', t('Eventos', 'Events', 'Eventos'), {
        required: true,
        list: true,
        options: WEBHOOK_EVENTS,
        help: t(
          'Os eventos entregues a este endereço, assinados com o segredo.',
          'The events delivered to this address, signed with the secret.',
          'Los eventos entregados a esta dirección, firmados con el secreto.',
        ),
      }),
      // The signing secret is made with the webhook and shown once (platform/webhooks): it is not a field of the row.
      f.boolean('ativo', t('Ativo', 'Active', 'Activo'), { default: true, list: true, filterable: true }),
      // Kept by the delivery job (platform/webhooks), never typed.
      f.datetime('ultima_entrega', t('Última entrega', 'Last delivery', 'Última entrega'), {
        list: true,
        sortable: true,
        filterable: true,
        system: true,
      }),
      f.enum(
        'ultimo_status',
        t('Resultado da última entrega', 'Last delivery result', 'Resultado de la última entrega'),
        [
          opt('sucesso', t('Sucesso', 'Success', 'Éxito'), 'success'),
          opt('falha', t('Falha', 'Failed', 'Fallo'), 'error'),
          opt('pendente', t('Pendente', 'Pending', 'Pendiente'), 'warning'),
        ],
        { list: true, filterable: true, system: true },
      ),
      f.integer('falhas_seguidas', t('Falhas seguidas', 'Consecutive failures', 'Fallos seguidos'), {
        min: 0,
        max: 100_000,
        default: 0,
        sortable: true,
        system: true,
        help: t(
          'Com 10 falhas seguidas o webhook é pausado (Ativo desligado); ao reativá-lo a contagem recomeça.',
          'After 10 failures in a row the webhook is paused (Active off); turning it on again restarts the count.',
          'Con 10 fallos seguidos el webhook se pausa (Activo apagado); al reactivarlo el conteo reinicia.',
        ),
      }),
      f.user('responsavel', t('Responsável', 'Owner', 'Responsable'), { filterable: true }),
    ],
  },
  {
    // A read-only view of the webhook deliveries the delivery job writes (platform/webhooks), one row per attempt.
    entity: 'entregas-webhook',
    tag: 'entregas-webhook',
    hub: 'configuracoes',
    icon: 'SendTimeExtension',
    label: t('Entregas de webhooks', 'Webhook deliveries', 'Entregas de webhooks'),
    item: t('Entrega de webhook', 'Webhook delivery', 'Entrega de webhook'),
    description: t(
      'Cada tentativa de entregar um evento a um webhook: resposta, duração e erro.',
      'Every attempt to deliver an event to a webhook: response, duration and error.',
      'Cada intento de entregar un evento a un webhook: respuesta, duración y error.',
    ),
    title: 'evento',
    sort: { field: 'created_at', order: 'desc' },
    readOnly: true,
    fields: [
      f.datetime('created_at', t('Data e hora', 'Date and time', 'Fecha y hora'), {
        list: true,
        sortable: true,
        filterable: true,
      }),
      f.reference('integracao_id', t('Webhook', 'Webhook', 'Webhook'), 'integracoes', {
        list: true,
        filterable: true,
        onDelete: 'cascade',
      }),
      f.text('evento', t('Evento', 'Event', 'Evento'), { list: true, filterable: true }),
      f.text('entrega', t('Entrega', 'Delivery', 'Entrega')),
      f.integer('tentativa', t('Tentativa', 'Attempt', 'Intento'), { list: true }),
      f.integer('status_http', t('Resposta HTTP', 'HTTP response', 'Respuesta HTTP'), { list: true }),
      f.boolean('sucesso', t('Sucesso', 'Success', 'Éxito'), { list: true, filterable: true }),
      f.integer('duracao_ms', t('Duração (ms)', 'Duration (ms)', 'Duración (ms)'), { list: true }),
      f.longtext('erro', t('Erro', 'Error', 'Error')),
    ],
  },
  {
    entity: 'chaves-api',
    tag: 'chaves-api',
    hub: 'configuracoes',
    icon: 'Key',
    label: t('Chaves de API', 'API keys', 'Claves de API'),
    item: t('Chave de API', 'API key', 'Clave de API'),
    description: t(
      'As chaves de acesso à API dos sistemas integrados: escopos, validade e último uso.',
      'Access keys of the integrated systems: scopes, expiry and last use.',
      'Las claves de acceso a la API de los sistemas integrados: alcances, validez y último uso.',
    ),
    title: 'nome',
    sort: { field: 'nome', order: 'asc' },
    demoRows: 8,
    fields: [
      f.text('nome', t('Nome', 'Name', 'Nombre'), {
        required: true,
        unique: true,
        list: true,
        searchable: true,
        sortable: true,
        max: 80,
      }),
      // Made with the key (the key is shown once, on creation; only its SHA-256 is stored, outside this table).
      f.text('prefixo', t('Prefixo', 'Prefix', 'Prefijo'), {
        generated: { code: 8 },
        unique: true,
        list: true,
        searchable: true,
        max: 16,
        help: t(
          'Só o início da chave é guardado à vista.',
          'Only the start of the key is kept in clear.',
          'Solo el inicio de la clave se guarda a la vista.',
        ),
      }),
      f.tags('escopos', t('Escopos', 'Scopes', 'Alcances'), {
        required: true,
        list: true,
        options: [
          opt(
            API_KEY_SCOPES.checkins,
            t('Check-ins da catraca', 'Turnstile check-ins', 'Registros de entrada del torniquete'),
          ),
          opt(API_KEY_SCOPES.occupancy, t('Ocupação das unidades', "Units' occupancy", 'Ocupación de las unidades')),
        ],
      }),
      f.date('expira_em', t('Expira em', 'Expires on', 'Expira el'), { list: true, sortable: true, filterable: true }),
      // Stamped by the platform when the key is used (at most once a minute), never typed.
      f.datetime('ultimo_uso', t('Último uso', 'Last used', 'Último uso'), { list: true, sortable: true }),
      f.boolean('ativa', t('Ativa', 'Active', 'Activa'), {
        default: true,
        list: true,
        filterable: true,
        help: t(
          'Desative para revogar a chave: ela deixa de ser aceita na hora.',
          'Turn off to revoke the key: it stops being accepted at once.',
          'Desactive para revocar la clave: deja de aceptarse en el acto.',
        ),
      }),
      f.user('responsavel', t('Responsável', 'Owner', 'Responsable'), { filterable: true }),
    ],
  },
  {
    entity: 'traducoes',
    tag: 'traducoes',
    hub: 'configuracoes',
    icon: 'Translate',
    label: t('Traduções', 'Translations', 'Traducciones'),
    item: t('Tradução', 'Translation', 'Traducción'),
    description: t(
      'Textos da interface que este cliente muda, por idioma.',
      'Interface texts this client overrides, per language.',
      'Textos de la interfaz que este cliente cambia, por idioma.',
    ),
    title: 'chave',
    uniqueTogether: [['chave', 'idioma']],
    sort: { field: 'chave', order: 'asc' },
    demoRows: 12,
    fields: [
      f.text('chave', t('Chave', 'Key', 'Clave'), {
        required: true,
        list: true,
        searchable: true,
        filterable: true,
        sortable: true,
        max: 160,
        help: t('Ex.: menu.cursos', 'E.g. menu.cursos', 'Ej.: menu.cursos'),
      }),
      f.enum('idioma', t('Idioma', 'Language', 'Idioma'), LANGUAGE_OPTIONS, {
        required: true,
        default: 'pt-br',
        list: true,
        filterable: true,
      }),
      f.text('texto', t('Texto', 'Text', 'Texto'), { required: true, list: true, searchable: true, max: 1000 }),
      f.text('observacao', t('Observação', 'Note', 'Observación'), { max: 200 }),
      f.boolean('ativo', t('Ativo', 'Active', 'Activo'), {
        default: true,
        list: true,
        filterable: true,
        help: t(
          'Desative para voltar ao texto padrão.',
          'Turn off to go back to the default text.',
          'Desactive para volver al texto predeterminado.',
        ),
      }),
    ],
  },
  ...CONFIGURACOES_PRIVACIDADE,
  {
    entity: 'app-mobile',
    tag: 'app-mobile',
    hub: 'configuracoes',
    icon: 'PhoneIphone',
    label: t('Aplicativo móvel', 'Mobile app', 'Aplicación móvil'),
    item: t('Página do aplicativo', 'App page', 'Página de la aplicación'),
    description: t(
      'As páginas que o aplicativo móvel abre em webview: caminho, endereço, ordem e se está ativa.',
      'The pages the mobile app opens in a webview: path, address, order and whether it is active.',
      'Las páginas que la aplicación móvil abre en webview: ruta, dirección, orden y si está activa.',
    ),
    title: 'titulo',
    sort: { field: 'ordem', order: 'asc' },
    demoRows: 10,
    fields: [
      f.text('titulo', t('Título', 'Title', 'Título'), {
        required: true,
        list: true,
        searchable: true,
        sortable: true,
        max: 80,
      }),
      f.text('caminho', t('Caminho', 'Path', 'Ruta'), {
        required: true,
        unique: true,
        list: true,
        searchable: true,
        max: 120,
        help: t('Ex.: /beneficios', 'E.g. /beneficios', 'Ej.: /beneficios'),
      }),
      f.url('url', t('Endereço', 'Address', 'Dirección'), { required: true, list: true }),
      f.text('icone', t('Ícone', 'Icon', 'Ícono'), { max: 60 }),
      f.integer('ordem', t('Ordem', 'Order', 'Orden'), {
        required: true,
        min: 1,
        max: 1000,
        default: 1,
        list: true,
        sortable: true,
      }),
      f.boolean('exige_login', t('Exige login', 'Sign-in required', 'Requiere inicio de sesión'), {
        default: true,
        filterable: true,
      }),
      f.boolean('ativo', t('Ativo', 'Active', 'Activo'), { default: true, list: true, filterable: true }),
    ],
  },
];
