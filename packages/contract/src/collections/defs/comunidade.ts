import { f, opt, SCHEDULED_PUBLICATION, t, type CollectionDef, type Text } from '../define.ts';
import { DESTINATARIOS } from './comunidade-destinatarios.ts';
import { COMUNIDADE_EVENTOS } from './comunidade-eventos.ts';
import { COMUNIDADE_GAMIFICACAO } from './comunidade-gamificacao.ts';
import { COMUNIDADE_GRUPOS } from './comunidade-grupos.ts';
import { COMUNIDADE_OPINIAO } from './comunidade-opiniao.ts';
import { COMUNIDADE_ALCANCE, COMUNIDADE_PARTICIPACAO } from './comunidade-participacao.ts';
import { conta } from './figuras.ts';
import { enviadaEm, figurasDeEnvio, publicoAlvo } from './mensagens-campos.ts';
import { contagem, etiquetas, MODERATION, nome, quickCatalogue, status, titulo } from './painel-campos.ts';

/** A category of the hub: a unique name, an optional 110/33 banner and a description. */
const categoria = (entity: string, label: Text, item: Text, description: Text, icon: string): CollectionDef =>
  quickCatalogue({ entity, hub: 'comunidade', icon, label, item, description }, [
    nome({ unique: true, max: 80 }),
    f.image('imagem', t('Imagem', 'Image', 'Imagen'), { aspect: 110 / 33 }),
  ]);

const autor = f.user('autor', t('Autor', 'Author', 'Autor'), { list: true, filterable: true });

/** The comunidade hub's collections (AREAS.md): forum, events, blog, news and announcements, then the rest. */
export const COMUNIDADE: readonly CollectionDef[] = [
  categoria(
    'categorias-forum',
    t('Categorias do fórum', 'Forum categories', 'Categorías del foro'),
    t('Categoria do fórum', 'Forum category', 'Categoría del foro'),
    t(
      'As categorias em que os tópicos do fórum se organizam.',
      "The categories the forum's topics are organised in.",
      'Las categorías en que se organizan los temas del foro.',
    ),
    'FolderSpecial',
  ),
  {
    entity: 'topicos-forum',
    // The area's tag 'forum' names the forum; its main collection is the topics.
    tag: 'forum',
    hub: 'comunidade',
    icon: 'Forum',
    label: t('Fórum', 'Forum', 'Foro'),
    item: t('Tópico', 'Topic', 'Tema'),
    description: t(
      'Os tópicos do fórum por categoria, com tópicos fixados, fechados e a moderação.',
      "The forum's topics by category, with pinned and closed topics and moderation.",
      'Los temas del foro por categoría, con temas fijados, cerrados y la moderación.',
    ),
    title: 'titulo',
    sort: { field: 'ultima_atividade', order: 'desc' },
    demoRows: 50,
    fields: [
      titulo({ max: 200 }),
      f.reference('categoria_id', t('Categoria', 'Category', 'Categoría'), 'categorias-forum', {
        required: true,
        list: true,
        filterable: true,
      }),
      autor,
      f.longtext('conteudo', t('Conteúdo', 'Content', 'Contenido'), { required: true, searchable: true, max: 10_000 }),
      f.boolean('fixado', t('Fixado', 'Pinned', 'Fijado'), { default: false, list: true, filterable: true }),
      f.boolean('fechado', t('Fechado', 'Closed', 'Cerrado'), { default: false, filterable: true }),
      status(MODERATION),
      contagem('visualizacoes', t('Visualizações', 'Views', 'Visualizaciones'), { list: false }),
      conta('respostas', t('Respostas', 'Replies', 'Respuestas'), 'respostas-forum', 'topico_id'),
      f.datetime('ultima_atividade', t('Última atividade', 'Last activity', 'Última actividad'), {
        list: true,
        sortable: true,
        filterable: true,
      }),
      etiquetas(),
    ],
  },
  {
    entity: 'respostas-forum',
    tag: 'respostas-forum',
    hub: 'comunidade',
    icon: 'Reply',
    label: t('Respostas do fórum', 'Forum replies', 'Respuestas del foro'),
    item: t('Resposta', 'Reply', 'Respuesta'),
    description: t(
      'As respostas de cada tópico, com a melhor resposta e a moderação.',
      "Each topic's replies, with the best answer and moderation.",
      'Las respuestas de cada tema, con la mejor respuesta y la moderación.',
    ),
    parent: { entity: 'topicos-forum', param: 'topico_id', onDelete: 'cascade' },
    title: 'conteudo',
    sort: { field: 'respondida_em', order: 'asc' },
    demoRows: 60,
    fields: [
      f.longtext('conteudo', t('Resposta', 'Reply', 'Respuesta'), {
        required: true,
        list: true,
        searchable: true,
        max: 10_000,
      }),
      autor,
      f.datetime('respondida_em', t('Respondida em', 'Replied at', 'Respondida el'), {
        list: true,
        sortable: true,
        filterable: true,
      }),
      f.boolean('melhor_resposta', t('Melhor resposta', 'Best answer', 'Mejor respuesta'), {
        default: false,
        list: true,
        filterable: true,
      }),
      conta('curtidas', t('Curtidas', 'Likes', 'Me gusta'), 'curtidas-forum', 'resposta_id'),
      status(MODERATION),
    ],
  },
  ...COMUNIDADE_EVENTOS,
  categoria(
    'categorias-blog',
    t('Categorias do blog', 'Blog categories', 'Categorías del blog'),
    t('Categoria do blog', 'Blog category', 'Categoría del blog'),
    t(
      'As categorias dos artigos do blog.',
      "The blog articles' categories.",
      'Las categorías de los artículos del blog.',
    ),
    'LocalOffer',
  ),
  {
    entity: 'blog',
    tag: 'blog',
    hub: 'comunidade',
    icon: 'Article',
    label: t('Blog', 'Blog', 'Blog'),
    item: t('Artigo', 'Article', 'Artículo'),
    description: t(
      'Artigos do blog com categoria, capa, autor, data de publicação e status.',
      'Blog articles with category, cover image, author, publish date and status.',
      'Artículos del blog con categoría, portada, autor, fecha de publicación y estado.',
    ),
    title: 'titulo',
    sort: { field: 'publicado_em', order: 'desc' },
    demoRows: 45,
    fields: [
      titulo({ max: 200 }),
      f.text('slug', t('Endereço (slug)', 'Address (slug)', 'Dirección (slug)'), {
        required: true,
        unique: true,
        searchable: true,
        max: 200,
        help: t(
          'Letras minúsculas, números e hífens.',
          'Lower-case letters, digits and hyphens.',
          'Minúsculas, números y guiones.',
        ),
      }),
      f.text('resumo', t('Resumo', 'Summary', 'Resumen'), { searchable: true, max: 300 }),
      f.richtext('conteudo', t('Conteúdo', 'Content', 'Contenido'), { required: true, searchable: true }),
      f.image('capa', t('Capa', 'Cover', 'Portada'), { list: true, aspect: 16 / 9 }),
      f.reference('categoria_id', t('Categoria', 'Category', 'Categoría'), 'categorias-blog', {
        list: true,
        filterable: true,
        onDelete: 'null',
      }),
      autor,
      status(SCHEDULED_PUBLICATION),
      f.date('publicado_em', t('Publicado em', 'Published on', 'Publicado el'), {
        list: true,
        sortable: true,
        filterable: true,
      }),
      f.boolean('destaque', t('Destaque', 'Featured', 'Destacado'), { default: false, filterable: true }),
      f.integer('leitura_min', t('Leitura (min)', 'Reading time (min)', 'Lectura (min)'), {
        min: 1,
        max: 120,
        sortable: true,
      }),
      etiquetas(),
    ],
  },
  {
    entity: 'noticias',
    tag: 'noticias',
    hub: 'comunidade',
    icon: 'Newspaper',
    label: t('Notícias', 'News', 'Noticias'),
    item: t('Notícia', 'News item', 'Noticia'),
    description: t(
      'As notícias da tela inicial do aplicativo.',
      "The news on the app's home screen.",
      'Las noticias de la pantalla de inicio de la aplicación.',
    ),
    title: 'titulo',
    sort: { field: 'publicada_em', order: 'desc' },
    demoRows: 40,
    fields: [
      titulo({ max: 200 }),
      f.text('resumo', t('Resumo', 'Summary', 'Resumen'), { searchable: true, max: 300 }),
      f.richtext('conteudo', t('Conteúdo', 'Content', 'Contenido'), { searchable: true }),
      f.image('imagem', t('Imagem', 'Image', 'Imagen'), { list: true, aspect: 110 / 33 }),
      f.url('link', t('Link externo', 'External link', 'Enlace externo')),
      f.text('fonte', t('Fonte', 'Source', 'Fuente'), { max: 120 }),
      autor,
      f.datetime('publicada_em', t('Publicada em', 'Published at', 'Publicada el'), {
        list: true,
        sortable: true,
        filterable: true,
      }),
      f.date('expira_em', t('Sai do ar em', 'Expires on', 'Vence el'), { sortable: true, filterable: true }),
      f.boolean('destaque', t('Destaque', 'Featured', 'Destacado'), { default: false, list: true, filterable: true }),
      status(SCHEDULED_PUBLICATION),
    ],
  },
  {
    entity: 'comunicados',
    tag: 'comunicados',
    hub: 'comunidade',
    icon: 'Campaign',
    label: t('Comunicados', 'Announcements', 'Comunicados'),
    item: t('Comunicado', 'Announcement', 'Comunicado'),
    description: t(
      'Comunicados para todos, alguns grupos ou uma regional, com prioridade e a contagem de leituras.',
      'Announcements for everyone, some groups or a region, with priority and read count.',
      'Comunicados para todos, algunos grupos o una regional, con prioridad y el conteo de lecturas.',
    ),
    title: 'titulo',
    sort: { field: 'enviado_em', order: 'desc' },
    demoRows: 40,
    fields: [
      titulo(),
      f.richtext('mensagem', t('Mensagem', 'Message', 'Mensaje'), { required: true, searchable: true, max: 20_000 }),
      publicoAlvo(),
      f.enum(
        'prioridade',
        t('Prioridade', 'Priority', 'Prioridad'),
        [
          opt('normal', t('Normal', 'Normal', 'Normal'), 'default'),
          opt('importante', t('Importante', 'Important', 'Importante'), 'warning'),
          opt('urgente', t('Urgente', 'Urgent', 'Urgente'), 'error'),
        ],
        { required: true, default: 'normal', list: true, filterable: true },
      ),
      f.boolean(
        'exige_confirmacao',
        t('Pede confirmação de leitura', 'Asks for read confirmation', 'Pide confirmación de lectura'),
        { default: false, filterable: true },
      ),
      f.file('anexo', t('Anexo', 'Attachment', 'Adjunto')),
      f.boolean('por_email', t('Enviar também por e-mail', 'Also send by e-mail', 'Enviar también por correo'), {
        default: false,
        help: t(
          'Além da caixa de entrada do aplicativo, um e-mail pelo modelo "comunicado" no idioma de cada um.',
          'Besides the app inbox, an e-mail through the "comunicado" template in each one\'s language.',
          'Además de la bandeja del aplicativo, un correo por la plantilla "comunicado" en el idioma de cada uno.',
        ),
      }),
      f.datetime('agendado_para', t('Agendado para', 'Scheduled for', 'Programado para'), {
        sortable: true,
        filterable: true,
        help: t(
          'Quando agendado, sai sozinho neste momento.',
          'When scheduled, it goes out by itself at this moment.',
          'Cuando está programado, sale solo en este momento.',
        ),
      }),
      enviadaEm('enviado_em', t('Enviado em', 'Sent at', 'Enviado el')),
      ...figurasDeEnvio([
        ['leituras', t('Leituras', 'Reads', 'Lecturas')],
        ['confirmacoes', t('Confirmações', 'Confirmations', 'Confirmaciones')],
      ]),
      { ...autor, list: false },
      status([
        opt('rascunho', t('Rascunho', 'Draft', 'Borrador'), 'default'),
        opt('agendado', t('Agendado', 'Scheduled', 'Programado'), 'info'),
        opt('enviado', t('Enviado', 'Sent', 'Enviado'), 'success'),
        opt('cancelado', t('Cancelado', 'Cancelled', 'Cancelado'), 'error'),
      ]),
    ],
  },
  ...COMUNIDADE_GAMIFICACAO,
  ...COMUNIDADE_OPINIAO,
  ...COMUNIDADE_GRUPOS,
  ...COMUNIDADE_PARTICIPACAO,
  ...COMUNIDADE_ALCANCE,
  DESTINATARIOS,
];
