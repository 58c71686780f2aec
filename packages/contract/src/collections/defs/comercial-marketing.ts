import { f, opt, t, type CollectionDef } from '../define.ts';

/** Marketing campaigns and the leads they bring. */
export const COMERCIAL_MARKETING: readonly CollectionDef[] = [
  {
    entity: 'campanhas',
    tag: 'campanhas',
    hub: 'comercial',
    icon: 'Campaign',
    label: t('Campanhas', 'Campaigns', 'Campañas'),
    item: t('Campanha', 'Campaign', 'Campaña'),
    description: t(
      'Campanhas de marketing: canal, público, período, orçamento em R$ e metas.',
      'Marketing campaigns: channel, audience, period, budget in R$ and goals.',
      'Campañas de marketing: canal, público, período, presupuesto en R$ y metas.',
    ),
    title: 'nome',
    periods: [{ start: 'inicio', end: 'fim' }],
    sort: { field: 'inicio', order: 'desc' },
    demoRows: 40,
    fields: [
      f.text('nome', t('Nome', 'Name', 'Nombre'), {
        required: true,
        list: true,
        searchable: true,
        sortable: true,
        max: 120,
      }),
      f.enum(
        'canal',
        t('Canal', 'Channel', 'Canal'),
        [
          opt('email', t('E-mail', 'E-mail', 'Correo electrónico'), 'primary'),
          opt('push', t('Notificação push', 'Push notification', 'Notificación push'), 'info'),
          opt('whatsapp', t('WhatsApp', 'WhatsApp', 'WhatsApp'), 'success'),
          opt('redes_sociais', t('Redes sociais', 'Social media', 'Redes sociales'), 'secondary'),
          opt('midia_paga', t('Mídia paga', 'Paid media', 'Medios pagados'), 'warning'),
          opt('presencial', t('Presencial', 'In person', 'Presencial'), 'default'),
        ],
        { required: true, list: true, filterable: true },
      ),
      f.enum(
        'publico',
        t('Público', 'Audience', 'Público'),
        [
          opt('todos', t('Todos', 'Everyone', 'Todos'), 'default'),
          opt('membros', t('Membros ativos', 'Active members', 'Miembros activos'), 'success'),
          opt('inativos', t('Membros inativos', 'Inactive members', 'Miembros inactivos'), 'warning'),
          opt('leads', t('Leads', 'Leads', 'Leads'), 'info'),
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
      f.money('orcamento', t('Orçamento', 'Budget', 'Presupuesto'), { sortable: true, filterable: true }),
      f.integer('meta_leads', t('Meta de leads', 'Leads goal', 'Meta de leads'), {
        min: 0,
        max: 1_000_000,
        sortable: true,
      }),
      f.text('utm_campaign', t('Parâmetro utm_campaign', 'utm_campaign parameter', 'Parámetro utm_campaign'), {
        unique: true,
        searchable: true,
        max: 80,
      }),
      f.user('responsavel', t('Responsável', 'Owner', 'Responsable'), { filterable: true }),
      f.image('imagem', t('Peça', 'Creative', 'Pieza'), { aspect: 110 / 33 }),
      f.longtext('descricao', t('Descrição', 'Description', 'Descripción'), { searchable: true, max: 4000 }),
      f.enum(
        'status',
        t('Status', 'Status', 'Estado'),
        [
          opt('planejada', t('Planejada', 'Planned', 'Planificada'), 'default'),
          opt('ativa', t('Ativa', 'Running', 'Activa'), 'success'),
          opt('pausada', t('Pausada', 'Paused', 'Pausada'), 'warning'),
          opt('encerrada', t('Encerrada', 'Ended', 'Finalizada'), 'info'),
        ],
        { required: true, default: 'planejada', list: true, filterable: true },
      ),
    ],
  },
  {
    entity: 'leads',
    tag: 'leads',
    hub: 'comercial',
    icon: 'PersonAddAlt',
    label: t('Leads', 'Leads', 'Leads'),
    item: t('Lead', 'Lead', 'Lead'),
    description: t(
      'Os contatos interessados: origem, campanha, etapa do funil e responsável.',
      'Interested contacts: source, campaign, funnel stage and owner.',
      'Los contactos interesados: origen, campaña, etapa del embudo y responsable.',
    ),
    title: 'nome',
    demoRows: 60,
    fields: [
      f.text('nome', t('Nome', 'Name', 'Nombre'), {
        required: true,
        list: true,
        searchable: true,
        sortable: true,
        max: 120,
      }),
      f.email('email', t('E-mail', 'E-mail', 'Correo electrónico'), { unique: true, list: true, searchable: true }),
      f.text('telefone', t('Telefone', 'Phone', 'Teléfono'), { searchable: true, max: 20 }),
      f.text('empresa', t('Empresa', 'Company', 'Empresa'), { searchable: true, max: 120 }),
      f.enum(
        'origem',
        t('Origem', 'Source', 'Origen'),
        [
          opt('site', t('Site', 'Website', 'Sitio web'), 'primary'),
          opt('indicacao', t('Indicação', 'Referral', 'Recomendación'), 'success'),
          opt('redes_sociais', t('Redes sociais', 'Social media', 'Redes sociales'), 'secondary'),
          opt('evento', t('Evento', 'Event', 'Evento'), 'info'),
          opt('whatsapp', t('WhatsApp', 'WhatsApp', 'WhatsApp'), 'default'),
        ],
        { required: true, default: 'site', list: true, filterable: true },
      ),
      f.reference('campanha_id', t('Campanha', 'Campaign', 'Campaña'), 'campanhas', {
        filterable: true,
        onDelete: 'null',
      }),
      f.enum(
        'status',
        t('Etapa', 'Stage', 'Etapa'),
        [
          opt('novo', t('Novo', 'New', 'Nuevo'), 'info'),
          opt('contatado', t('Contatado', 'Contacted', 'Contactado'), 'primary'),
          opt('qualificado', t('Qualificado', 'Qualified', 'Calificado'), 'secondary'),
          opt('convertido', t('Convertido', 'Converted', 'Convertido'), 'success'),
          opt('perdido', t('Perdido', 'Lost', 'Perdido'), 'default'),
        ],
        { required: true, default: 'novo', list: true, filterable: true },
      ),
      f.money('valor_estimado', t('Valor estimado', 'Estimated value', 'Valor estimado'), {
        sortable: true,
        filterable: true,
      }),
      f.user('responsavel', t('Responsável', 'Owner', 'Responsable'), { list: true, filterable: true }),
      f.date('ultimo_contato', t('Último contato', 'Last contact', 'Último contacto'), {
        list: true,
        sortable: true,
        filterable: true,
      }),
      f.longtext('observacoes', t('Observações', 'Notes', 'Observaciones'), { max: 2000 }),
      // Set by the conversion action (issue 28): the member the lead became.
      f.user('membro', t('Membro', 'Member', 'Miembro'), {
        filterable: true,
        help: t(
          'O membro criado ao converter o lead.',
          'The member created when the lead was converted.',
          'El miembro creado al convertir el lead.',
        ),
      }),
    ],
  },
];
