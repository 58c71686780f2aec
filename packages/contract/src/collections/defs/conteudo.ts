import { f, opt, t, type CollectionDef } from '../define.ts';
import { botao, STATUS, titulo } from './aprendizagem-campos.ts';
import { CONTEUDO_FORMULARIOS } from './conteudo-formularios.ts';
import { CONTEUDO_PAGINAS } from './conteudo-paginas.ts';

const LANGUAGE_OPTIONS = [
  opt('pt-br', t('Português', 'Portuguese', 'Portugués'), 'success'),
  opt('en', t('Inglês', 'English', 'Inglés'), 'info'),
  opt('es', t('Espanhol', 'Spanish', 'Español'), 'warning'),
];

/** The conteudo hub's collections (AREAS.md). */
export const CONTEUDO: readonly CollectionDef[] = [
  ...CONTEUDO_PAGINAS,
  {
    entity: 'banners',
    tag: 'banners',
    hub: 'conteudo',
    icon: 'ViewCarousel',
    label: t('Banners', 'Banners', 'Banners'),
    item: t('Banner', 'Banner', 'Banner'),
    description: t(
      'Banners do aplicativo com imagem, link, posição e período.',
      "The app's banners with image, link, position and period.",
      'Banners de la aplicación con imagen, enlace, posición y período.',
    ),
    title: 'titulo',
    periods: [{ start: 'inicio', end: 'fim' }],
    quick: true,
    sort: { field: 'ordem', order: 'asc' },
    demoRows: 12,
    fields: [
      f.text('titulo', t('Título', 'Title', 'Título'), {
        required: true,
        list: true,
        searchable: true,
        sortable: true,
        max: 120,
      }),
      f.image('imagem', t('Imagem', 'Image', 'Imagen'), { list: true, aspect: 110 / 33 }),
      f.longtext('descricao', t('Descrição', 'Description', 'Descripción'), { max: 1000 }),
      f.url('link', t('Link', 'Link', 'Enlace')),
      f.enum(
        'posicao',
        t('Posição', 'Position', 'Posición'),
        [
          opt('home', t('Início', 'Home', 'Inicio'), 'primary'),
          opt('feed', t('Feed', 'Feed', 'Feed'), 'info'),
          opt('loja', t('Loja', 'Store', 'Tienda'), 'secondary'),
        ],
        { default: 'home', list: true, filterable: true },
      ),
      f.date('inicio', t('Início', 'Start', 'Inicio'), { list: true, sortable: true, filterable: true }),
      f.date('fim', t('Fim', 'End', 'Fin'), { list: true, sortable: true }),
      f.integer('ordem', t('Ordem', 'Order', 'Orden'), { min: 1, max: 1000, default: 1, list: true, sortable: true }),
      f.boolean('ativo', t('Ativo', 'Active', 'Activo'), { default: true, list: true, filterable: true }),
    ],
  },
  ...CONTEUDO_FORMULARIOS,
  {
    entity: 'templates-email',
    tag: 'templates-email',
    hub: 'conteudo',
    icon: 'ForwardToInbox',
    label: t('Modelos de e-mail', 'E-mail templates', 'Plantillas de correo'),
    item: t('Modelo de e-mail', 'E-mail template', 'Plantilla de correo'),
    description: t(
      'Os e-mails que a plataforma envia, um modelo por idioma: assunto, texto, remetente e variáveis.',
      'The e-mails the platform sends, one template per language: subject, body, sender and variables.',
      'Los correos que envía la plataforma, una plantilla por idioma: asunto, texto, remitente y variables.',
    ),
    title: 'nome',
    sort: { field: 'nome', order: 'asc' },
    demoRows: 15,
    fields: [
      f.text('nome', t('Nome', 'Name', 'Nombre'), {
        required: true,
        unique: true,
        list: true,
        searchable: true,
        sortable: true,
        max: 120,
      }),
      f.text('chave', t('Chave do envio', 'Sending key', 'Clave del envío'), {
        required: true,
        list: true,
        searchable: true,
        sortable: true,
        max: 60,
        help: t(
          'O evento que dispara o e-mail, como boas-vindas ou redefinir-senha.',
          'The event that sends the e-mail, such as boas-vindas or redefinir-senha.',
          'El evento que envía el correo, como boas-vindas o redefinir-senha.',
        ),
      }),
      f.enum('idioma', t('Idioma', 'Language', 'Idioma'), LANGUAGE_OPTIONS, {
        required: true,
        default: 'pt-br',
        list: true,
        filterable: true,
      }),
      f.text('assunto', t('Assunto', 'Subject', 'Asunto'), { required: true, list: true, searchable: true, max: 160 }),
      f.longtext('corpo', t('Texto', 'Body', 'Texto'), { required: true, searchable: true, max: 50_000 }),
      f.text('remetente_nome', t('Nome do remetente', 'Sender name', 'Nombre del remitente'), { max: 120 }),
      f.email('remetente_email', t('E-mail do remetente', 'Sender e-mail', 'Correo del remitente')),
      f.tags('variaveis', t('Variáveis disponíveis', 'Available variables', 'Variables disponibles'), { max: 20 }),
      f.enum(
        'categoria',
        t('Categoria', 'Category', 'Categoría'),
        [
          opt('transacional', t('Transacional', 'Transactional', 'Transaccional'), 'primary'),
          opt('comunicacao', t('Comunicação', 'Communication', 'Comunicación'), 'secondary'),
          opt('sistema', t('Sistema', 'System', 'Sistema'), 'default'),
        ],
        { required: true, default: 'transacional', filterable: true },
      ),
      f.boolean('ativo', t('Ativo', 'Active', 'Activo'), { default: true, list: true, filterable: true }),
    ],
  },
  {
    entity: 'popups',
    tag: 'popups',
    hub: 'conteudo',
    icon: 'Announcement',
    label: t('Pop-ups', 'Pop-ups', 'Ventanas emergentes'),
    item: t('Pop-up', 'Pop-up', 'Ventana emergente'),
    description: t(
      'Avisos que abrem no aplicativo: público, período, frequência, botão e resultados.',
      'Notices that open in the app: audience, period, frequency, button and results.',
      'Avisos que se abren en la aplicación: público, período, frecuencia, botón y resultados.',
    ),
    title: 'titulo',
    periods: [{ start: 'inicio', end: 'fim' }],
    sort: { field: 'inicio', order: 'desc' },
    demoRows: 15,
    fields: [
      titulo(120),
      f.longtext('mensagem', t('Mensagem', 'Message', 'Mensaje'), { required: true, searchable: true, max: 2000 }),
      f.image('imagem', t('Imagem', 'Image', 'Imagen'), { aspect: 16 / 9 }),
      ...botao(),
      f.enum(
        'publico',
        t('Público', 'Audience', 'Público'),
        [
          opt('todos', t('Todos', 'Everyone', 'Todos'), 'default'),
          opt('novos', t('Novos usuários', 'New users', 'Usuarios nuevos'), 'info'),
          opt('membros', t('Membros ativos', 'Active members', 'Miembros activos'), 'primary'),
          opt(
            'inativos',
            t('Usuários inativos há 30 dias', 'Users inactive for 30 days', 'Usuarios inactivos hace 30 días'),
            'warning',
          ),
        ],
        { required: true, default: 'todos', list: true, filterable: true },
      ),
      f.date('inicio', t('Início', 'Start', 'Inicio'), {
        required: true,
        list: true,
        sortable: true,
        filterable: true,
      }),
      f.date('fim', t('Fim', 'End', 'Fin'), { list: true, sortable: true, filterable: true }),
      f.enum(
        'frequencia',
        t('Frequência', 'Frequency', 'Frecuencia'),
        [
          opt('uma_vez', t('Uma vez por usuário', 'Once per user', 'Una vez por usuario'), 'default'),
          opt('diaria', t('Uma vez por dia', 'Once a day', 'Una vez al día'), 'info'),
          opt('sempre', t('A cada abertura', 'Every opening', 'En cada apertura'), 'warning'),
        ],
        { required: true, default: 'uma_vez', filterable: true },
      ),
      f.integer('exibicoes', t('Exibições', 'Views', 'Visualizaciones'), {
        min: 0,
        max: 100_000_000,
        default: 0,
        sortable: true,
      }),
      f.integer('cliques', t('Cliques', 'Clicks', 'Clics'), { min: 0, max: 100_000_000, default: 0, sortable: true }),
      f.enum(
        'status',
        STATUS,
        [
          opt('ativo', t('Ativo', 'Active', 'Activo'), 'success'),
          opt('pausado', t('Pausado', 'Paused', 'En pausa'), 'warning'),
          opt('encerrado', t('Encerrado', 'Ended', 'Finalizado'), 'default'),
        ],
        {
          required: true,
          default: 'ativo',
          list: true,
          filterable: true,
        },
      ),
    ],
  },
];
