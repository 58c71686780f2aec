import { ACTIVITY, f, t, type CollectionDef } from '../define.ts';

/** The comercial hub's collections (AREAS.md). */
export const COMERCIAL: readonly CollectionDef[] = [
  {
    entity: 'categorias-produto',
    tag: 'categorias-produto',
    hub: 'comercial',
    icon: 'Category',
    label: t('Categorias de produto', 'Product categories', 'Categorías de producto'),
    item: t('Categoria de produto', 'Product category', 'Categoría de producto'),
    description: t('As categorias da loja.', "The store's categories.", 'Las categorías de la tienda.'),
    title: 'nome',
    quick: true,
    sort: { field: 'nome', order: 'asc' },
    fields: [
      f.text('nome', t('Nome', 'Name', 'Nombre'), { required: true, unique: true, list: true, searchable: true, sortable: true, max: 80 }),
      f.image('imagem', t('Imagem', 'Image', 'Imagen'), { aspect: 110 / 33 }),
      f.longtext('descricao', t('Descrição', 'Description', 'Descripción'), { max: 1000 }),
    ],
  },
  {
    entity: 'produtos',
    tag: 'ecommerce',
    hub: 'comercial',
    icon: 'ShoppingCart',
    label: t('Produtos', 'Products', 'Productos'),
    item: t('Produto', 'Product', 'Producto'),
    description: t('Os produtos da loja: SKU, preço em R$, estoque, imagens e categoria.', "The store's products: SKU, price in R$, stock, images and category.", 'Los productos de la tienda: SKU, precio en R$, stock, imágenes y categoría.'),
    title: 'nome',
    sort: { field: 'nome', order: 'asc' },
    fields: [
      f.text('nome', t('Nome', 'Name', 'Nombre'), { required: true, list: true, searchable: true, sortable: true, max: 160 }),
      f.text('sku', t('SKU', 'SKU', 'SKU'), { required: true, unique: true, list: true, searchable: true, sortable: true, max: 40 }),
      f.money('preco', t('Preço', 'Price', 'Precio'), { required: true, list: true, sortable: true, filterable: true }),
      f.integer('estoque', t('Estoque', 'Stock', 'Stock'), { required: true, min: 0, max: 1_000_000, default: 0, list: true, sortable: true, filterable: true }),
      f.image('imagem', t('Imagem', 'Image', 'Imagen'), { list: true, aspect: 1 }),
      f.reference('categoria_id', t('Categoria', 'Category', 'Categoría'), 'categorias-produto', { list: true, filterable: true }),
      f.enum('status', t('Status', 'Status', 'Estado'), ACTIVITY, { required: true, default: 'ativo', list: true, filterable: true }),
      f.date('lancamento', t('Lançamento', 'Launch date', 'Lanzamiento'), { sortable: true, filterable: true }),
      f.longtext('descricao', t('Descrição', 'Description', 'Descripción'), { searchable: true }),
    ],
  },
];
