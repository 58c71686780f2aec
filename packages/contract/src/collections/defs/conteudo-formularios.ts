import { f, opt, t, type CollectionDef } from '../define.ts';
import { descricao, ordem, STATUS, titulo } from './aprendizagem-campos.ts';

/** The form builder: forms, their fields and the answers they received (AREAS.md, conteudo). */
export const CONTEUDO_FORMULARIOS: readonly CollectionDef[] = [
  {
    entity: 'formularios',
    tag: 'formularios',
    hub: 'conteudo',
    icon: 'DynamicForm',
    label: t('Formulários', 'Forms', 'Formularios'),
    item: t('Formulário', 'Form', 'Formulario'),
    description: t(
      'Formulários montados no console: campos, período de respostas, limite e mensagem de agradecimento.',
      'Forms built in the console: fields, answering period, limit and thank-you message.',
      'Formularios creados en la consola: campos, período de respuestas, límite y mensaje de agradecimiento.',
    ),
    title: 'titulo',
    periods: [{ start: 'inicio', end: 'fim' }],
    demoRows: 12,
    fields: [
      titulo(),
      f.text('slug', t('Endereço (slug)', 'Address (slug)', 'Dirección (slug)'), {
        required: true,
        unique: true,
        searchable: true,
        max: 80,
      }),
      descricao({ searchable: true, max: 2000 }),
      f.user('responsavel', t('Responsável', 'Owner', 'Responsable'), { list: true, filterable: true }),
      f.date('inicio', t('Recebe respostas de', 'Open from', 'Recibe respuestas desde'), {
        list: true,
        sortable: true,
        filterable: true,
      }),
      f.date('fim', t('Recebe respostas até', 'Open until', 'Recibe respuestas hasta'), {
        list: true,
        sortable: true,
        filterable: true,
      }),
      f.integer('limite_respostas', t('Limite de respostas', 'Answer limit', 'Límite de respuestas'), {
        min: 1,
        max: 1_000_000,
      }),
      f.boolean('anonimo', t('Respostas anônimas', 'Anonymous answers', 'Respuestas anónimas'), {
        default: false,
        filterable: true,
      }),
      f.text('mensagem_final', t('Mensagem de agradecimento', 'Thank-you message', 'Mensaje de agradecimiento'), {
        max: 300,
      }),
      f.enum(
        'status',
        STATUS,
        [
          opt('rascunho', t('Rascunho', 'Draft', 'Borrador'), 'default'),
          opt('aberto', t('Aberto', 'Open', 'Abierto'), 'success'),
          opt('encerrado', t('Encerrado', 'Closed', 'Cerrado'), 'warning'),
        ],
        { required: true, default: 'rascunho', list: true, filterable: true },
      ),
    ],
  },
  {
    entity: 'campos-formulario',
    tag: 'campos-formulario',
    hub: 'conteudo',
    icon: 'Input',
    label: t('Campos do formulário', 'Form fields', 'Campos del formulario'),
    item: t('Campo do formulário', 'Form field', 'Campo del formulario'),
    description: t(
      'As perguntas de cada formulário, na ordem em que aparecem.',
      'The questions of each form, in the order they appear.',
      'Las preguntas de cada formulario, en el orden en que aparecen.',
    ),
    parent: { entity: 'formularios', param: 'formulario_id', onDelete: 'cascade' },
    title: 'rotulo',
    sort: { field: 'ordem', order: 'asc' },
    demoRows: 60,
    fields: [
      f.text('rotulo', t('Pergunta', 'Question', 'Pregunta'), {
        required: true,
        list: true,
        searchable: true,
        sortable: true,
        max: 200,
      }),
      f.enum(
        'tipo',
        t('Tipo de resposta', 'Answer type', 'Tipo de respuesta'),
        [
          opt('texto_curto', t('Texto curto', 'Short text', 'Texto corto'), 'default'),
          opt('texto_longo', t('Texto longo', 'Long text', 'Texto largo'), 'default'),
          opt('numero', t('Número', 'Number', 'Número'), 'info'),
          opt('data', t('Data', 'Date', 'Fecha'), 'info'),
          opt('email', t('E-mail', 'E-mail', 'Correo electrónico'), 'info'),
          opt('telefone', t('Telefone', 'Phone', 'Teléfono'), 'info'),
          opt('escolha_unica', t('Escolha única', 'Single choice', 'Opción única'), 'primary'),
          opt('multipla_escolha', t('Múltipla escolha', 'Multiple choice', 'Opción múltiple'), 'primary'),
          opt('arquivo', t('Arquivo', 'File', 'Archivo'), 'secondary'),
        ],
        { required: true, default: 'texto_curto', list: true, filterable: true },
      ),
      f.tags('opcoes', t('Opções', 'Options', 'Opciones'), {
        help: t(
          'Para escolha única ou múltipla: uma opção por etiqueta.',
          'For single or multiple choice: one option per tag.',
          'Para opción única o múltiple: una opción por etiqueta.',
        ),
      }),
      f.boolean('obrigatorio', t('Obrigatório', 'Required', 'Obligatorio'), {
        default: false,
        list: true,
        filterable: true,
      }),
      ordem({ required: true }),
      f.text('ajuda', t('Texto de ajuda', 'Help text', 'Texto de ayuda'), { max: 200 }),
    ],
  },
  {
    entity: 'respostas',
    tag: 'respostas',
    hub: 'conteudo',
    icon: 'Inbox',
    label: t('Respostas', 'Answers', 'Respuestas'),
    item: t('Resposta', 'Answer', 'Respuesta'),
    description: t(
      'As respostas recebidas por cada formulário, com protocolo, respondente e andamento.',
      'The answers each form received, with reference, respondent and follow-up.',
      'Las respuestas recibidas por cada formulario, con protocolo, encuestado y seguimiento.',
    ),
    parent: { entity: 'formularios', param: 'formulario_id', onDelete: 'cascade' },
    title: 'protocolo',
    sort: { field: 'enviada_em', order: 'desc' },
    demoRows: 60,
    fields: [
      f.text('protocolo', t('Protocolo', 'Reference', 'Protocolo'), {
        required: true,
        unique: true,
        list: true,
        searchable: true,
        sortable: true,
        max: 40,
      }),
      f.user('respondente', t('Respondente', 'Respondent', 'Encuestado'), { list: true, filterable: true }),
      f.email('email', t('E-mail', 'E-mail', 'Correo electrónico'), { searchable: true }),
      f.datetime('enviada_em', t('Enviada em', 'Sent at', 'Enviada el'), {
        required: true,
        list: true,
        sortable: true,
        filterable: true,
      }),
      f.longtext('conteudo', t('Respostas', 'Answers', 'Respuestas'), {
        required: true,
        searchable: true,
        max: 20_000,
        help: t(
          'Uma linha por pergunta: "Pergunta: resposta".',
          'One line per question: "Question: answer".',
          'Una línea por pregunta: "Pregunta: respuesta".',
        ),
      }),
      f.enum(
        'status',
        STATUS,
        [
          opt('nova', t('Nova', 'New', 'Nueva'), 'info'),
          opt('em_analise', t('Em análise', 'Under review', 'En análisis'), 'warning'),
          opt('concluida', t('Concluída', 'Done', 'Concluida'), 'success'),
          opt('descartada', t('Descartada', 'Discarded', 'Descartada'), 'default'),
        ],
        { required: true, default: 'nova', list: true, filterable: true },
      ),
    ],
  },
];
