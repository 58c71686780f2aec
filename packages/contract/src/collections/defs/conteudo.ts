import { f, opt, t, type CollectionDef } from '../define.ts';

/** The conteudo hub's collections (AREAS.md). */
export const CONTEUDO: readonly CollectionDef[] = [
  {
    entity: 'banners',
    tag: 'banners',
    hub: 'conteudo',
    icon: 'ViewCarousel',
    label: t('Banners', 'Banners', 'Banners'),
    item: t('Banner', 'Banner', 'Banner'),
    description: t('Banners do aplicativo com imagem, link, posição e período.', "The app's banners with image, link, position and period.", 'Banners de la aplicación con imagen, enlace, posición y período.'),
    title: 'titulo',
    quick: true,
    sort: { field: 'ordem', order: 'asc' },
    fields: [
      f.text('titulo', t('Título', 'Title', 'Título'), { required: true, list: true, searchable: true, sortable: true, max: 120 }),
      f.image('imagem', t('Imagem', 'Image', 'Imagen'), { list: true, aspect: 110 / 33 }),
      f.longtext('descricao', t('Descrição', 'Description', 'Descripción'), { max: 1000 }),
      f.url('link', t('Link', 'Link', 'Enlace')),
      f.enum(
        'posicao',
        t('Posição', 'Position', 'Posición'),
        [opt('home', t('Início', 'Home', 'Inicio'), 'primary'), opt('feed', t('Feed', 'Feed', 'Feed'), 'info'), opt('loja', t('Loja', 'Store', 'Tienda'), 'secondary')],
        { default: 'home', list: true, filterable: true },
      ),
      f.date('inicio', t('Início', 'Start', 'Inicio'), { list: true, sortable: true, filterable: true }),
      f.date('fim', t('Fim', 'End', 'Fin'), { list: true, sortable: true }),
      f.integer('ordem', t('Ordem', 'Order', 'Orden'), { min: 1, max: 1000, default: 1, list: true, sortable: true }),
      f.boolean('ativo', t('Ativo', 'Active', 'Activo'), { default: true, list: true, filterable: true }),
    ],
  },
];
