import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../platform/audit.ts';
import { isoAt } from '../../platform/clock.ts';
import type { Storage } from '../../platform/storage/index.ts';
import { filesRepo } from '../../platform/uploads/files-repo.ts';
import { ingest } from '../../platform/uploads/ingest.ts';
import { noteUpload } from '../../platform/uploads/library.ts';
import type { DB } from '../schema.ts';
import { CLIENTS, demoEmail, volumeOf } from './data.ts';
import { pdfDocument, picture, type Art } from './files-art.ts';

/** A file of the demo library: its name (the upload's file name), description, age in days and content. */
interface DemoFile {
  name: string;
  description: string;
  daysAgo: number;
  content: { art: Art } | { pdf: { title: string; lines: readonly string[] } };
}

const sky: [string, string] = ['#60a5fa', '#dbeafe'];
const image = (name: string, description: string, daysAgo: number, art: Art): DemoFile => ({
  name,
  description,
  daysAgo,
  content: { art },
});
const pdf = (name: string, description: string, daysAgo: number, title: string, lines: string[]): DemoFile => ({
  name,
  description,
  daysAgo,
  content: { pdf: { title, lines } },
});

const GYM: readonly DemoFile[] = [
  image('fachada-unidade-centro.jpg', 'Fachada da unidade Centro depois da reforma.', 40, {
    kind: 'facade',
    sign: 'UNIDADE CENTRO',
    wall: '#e5e7eb',
    sky,
  }),
  pdf(
    'tabela-de-horarios-2026.pdf',
    'Horários das aulas coletivas de todas as unidades.',
    32,
    'Tabela de horários 2026',
    [
      'Segunda a sexta: 6h às 23h',
      'Sábado: 8h às 18h  |  Domingo e feriados: 9h às 14h',
      'Spinning: 7h, 12h, 19h  |  Pilates: 8h, 18h  |  Funcional: 6h30, 20h',
    ],
  ),
  image('aula-de-spinning.jpg', 'Turma das 19h na sala de bike.', 21, {
    kind: 'scene',
    colors: ['#7c3aed', '#f97316'],
    dots: '#fde68a',
  }),
  image('banner-promocao-verao.png', 'Banner do aplicativo para a campanha de verão.', 14, {
    kind: 'banner',
    title: 'Promoção de verão',
    subtitle: 'Matrícula grátis até 31 de janeiro',
    colors: ['#0f766e', '#14b8a6'],
  }),
  pdf('regulamento-interno.pdf', 'Regras de uso das áreas, dos armários e dos vestiários.', 9, 'Regulamento interno', [
    '1. Use toalha nos aparelhos e devolva os pesos ao lugar.',
    '2. Armários são de uso diário; esvazie-os ao sair.',
    '3. Calçado fechado é obrigatório na área de musculação.',
  ]),
  image('fachada-unidade-paulista.jpg', 'Nova unidade da Avenida Paulista, inaugurada neste mês.', 6, {
    kind: 'facade',
    sign: 'UNIDADE PAULISTA',
    wall: '#d6d3d1',
    sky: ['#38bdf8', '#e0f2fe'],
  }),
  image('banner-desafio-30-dias.png', 'Banner do desafio de 30 dias para os alunos.', 3, {
    kind: 'banner',
    title: 'Desafio 30 dias',
    subtitle: 'Treine 4 vezes por semana e ganhe uma camiseta',
    colors: ['#b91c1c', '#f59e0b'],
  }),
  pdf(
    'ficha-de-avaliacao-fisica.pdf',
    'Modelo da ficha usada nas avaliações físicas.',
    1,
    'Ficha de avaliação física',
    [
      'Nome:  ____________________   Data:  ___/___/______',
      'Peso (kg): ______   Altura (m): ______   % de gordura: ______',
      'Objetivo:  (  ) Emagrecimento  (  ) Hipertrofia  (  ) Condicionamento',
    ],
  ),
];

const NGO: readonly DemoFile[] = [
  image('mutirao-comunitario.jpg', 'Voluntários no mutirão de limpeza da praça.', 45, {
    kind: 'scene',
    colors: ['#16a34a', '#facc15'],
    dots: '#ffffff',
  }),
  pdf('relatorio-anual-2025.pdf', 'Relatório anual de atividades e resultados.', 30, 'Relatório anual 2025', [
    'Famílias atendidas: 3.120  |  Voluntários ativos: 380',
    'Projetos em execução: 18 em 42 comunidades',
    'Aplicação dos recursos: 86% em programas, 14% em administração',
  ]),
  image('banner-campanha-de-doacao.png', 'Arte da campanha de doação de fim de ano.', 12, {
    kind: 'banner',
    title: 'Doe esperança',
    subtitle: 'Cada R$ 30 garantem uma cesta básica',
    colors: ['#9a3412', '#f97316'],
  }),
  pdf(
    'prestacao-de-contas-1o-semestre.pdf',
    'Prestação de contas do primeiro semestre.',
    7,
    'Prestação de contas - 1º semestre',
    ['Receitas: R$ 1.112.400,00', 'Despesas com programas: R$ 948.300,00', 'Parecer do conselho fiscal: aprovado'],
  ),
  image('sede-da-organizacao.jpg', 'Sede regional, onde acontecem as reuniões de voluntários.', 2, {
    kind: 'facade',
    sign: 'SEDE REGIONAL',
    wall: '#fef3c7',
    sky,
  }),
];

const SCHOOL: readonly DemoFile[] = [
  image('fachada-da-escola.jpg', 'Entrada principal da escola.', 50, {
    kind: 'facade',
    sign: 'ESCOLA',
    wall: '#fce7f3',
    sky,
  }),
  pdf(
    'calendario-escolar-2026.pdf',
    'Calendário do ano letivo com feriados e reuniões.',
    35,
    'Calendário escolar 2026',
    [
      'Início das aulas: 2 de fevereiro  |  Férias de julho: 13 a 24',
      'Reuniões de pais: março, junho, setembro e novembro',
      'Encerramento do ano letivo: 11 de dezembro',
    ],
  ),
  image('festa-junina-2026.jpg', 'Quadrilha das turmas do 3º ano na festa junina.', 20, {
    kind: 'scene',
    colors: ['#db2777', '#f59e0b'],
    dots: '#fef9c3',
  }),
  image('banner-matriculas-abertas.png', 'Banner das matrículas para o próximo ano.', 10, {
    kind: 'banner',
    title: 'Matrículas abertas',
    subtitle: 'Educação infantil e ensino fundamental',
    colors: ['#7c3aed', '#db2777'],
  }),
  pdf('lista-de-materiais.pdf', 'Lista de materiais do ensino fundamental.', 4, 'Lista de materiais', [
    '2 cadernos de 96 folhas  |  1 caderno de desenho',
    'Lápis, borracha, apontador e régua de 30 cm',
    'Caixa de lápis de cor com 24 cores',
  ]),
];

const COMPANY: readonly DemoFile[] = [
  image('banner-boas-vindas.png', 'Banner de boas-vindas da página inicial.', 60, {
    kind: 'banner',
    title: 'Boas-vindas!',
    subtitle: 'Tudo o que você precisa em um só lugar',
    colors: ['#1e3a8a', '#3b82f6'],
  }),
  pdf('manual-do-colaborador.pdf', 'Manual com políticas, benefícios e contatos.', 42, 'Manual do colaborador', [
    'Jornada: 8h às 17h, com uma hora de almoço',
    'Benefícios: vale-refeição, plano de saúde e auxílio home office',
    'Dúvidas: fale com a equipe de Pessoas pelo canal #pessoas',
  ]),
  image('fachada-escritorio-centro.jpg', 'Escritório do Centro, onde fica a equipe de atendimento.', 25, {
    kind: 'facade',
    sign: 'ESCRITÓRIO CENTRO',
    wall: '#e2e8f0',
    sky,
  }),
  pdf('politica-de-privacidade.pdf', 'Política de privacidade em vigor (LGPD).', 18, 'Política de privacidade', [
    'Coletamos apenas os dados necessários para prestar o serviço.',
    'Os dados não são vendidos nem compartilhados para publicidade.',
    'Pedidos de acesso ou exclusão: privacidade@exemplo.com.br',
  ]),
  image('confraternizacao-de-fim-de-ano.jpg', 'Equipe reunida na confraternização de fim de ano.', 8, {
    kind: 'scene',
    colors: ['#0e7490', '#a855f7'],
    dots: '#fef08a',
  }),
  pdf('apresentacao-institucional.pdf', 'Apresentação institucional para parceiros.', 2, 'Apresentação institucional', [
    'Quem somos: uma rede de pessoas e organizações',
    'O que fazemos: comunicação, formação e engajamento',
    'Contato: parcerias@exemplo.com.br',
  ]),
];

/** Each client's library: the first files of its kind's list, as many as its volume (data.ts VOLUMES) says. */
const LIBRARY: Record<number, readonly DemoFile[]> = {
  3: COMPANY,
  6: GYM,
  8: GYM,
  9: NGO,
  15: SCHOOL,
  16: COMPANY,
  18: NGO,
};

/** The demo files are small; the upload limits' defaults (config.ts) are far above them. */
const LIMITS = { maxImageBytes: 10 * 1024 * 1024, maxFileBytes: 50 * 1024 * 1024 };
const DAY = 86_400_000;

const contentOf = async (file: DemoFile): Promise<Buffer> =>
  'art' in file.content
    ? picture(file.content.art, file.name.endsWith('.png') ? 'png' : 'jpg')
    : pdfDocument(file.content.pdf.title, file.content.pdf.lines);

/**
 * Starts drawing every demo picture (sharp works off the main thread), so that on a first start they are ready by the
 * time the library is seeded, after the rest of the demo data. Failures surface where the pictures are awaited.
 */
export function drawFilesDemo(): void {
  const files = Object.entries(LIBRARY).flatMap(([id, list]) => list.slice(0, volumeOf(Number(id)).files));
  void Promise.allSettled(files.filter((f) => 'art' in f.content).map(contentOf));
}

/**
 * Each client's file library ("Arquivos"): a handful of pictures and PDFs, uploaded by the demo administrator over
 * the last weeks. They take an upload's path (ingest: the type checked by content, images decoded and re-encoded
 * without metadata, the object written through the storage driver under its upload key, then the library row), so
 * the demo shows what an upload shows. Only for a client whose library never had a file (no row, no file audit
 * entry): a library emptied on purpose stays empty. Without storage (a bare database in a test) nothing is seeded.
 */
export async function seedFilesDemo(db: Kysely<DB>, nowMs: number, storage?: Storage): Promise<void> {
  if (!storage) return;
  for (const client of CLIENTS) {
    const files = LIBRARY[client.id] ?? [];
    if (!files.length) continue;
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('client_id', '=', client.id)
      .where('email', '=', demoEmail('admin', client))
      .executeTakeFirst();
    if (!admin) continue;
    const used =
      (await db.selectFrom('files').select('id').where('client_id', '=', client.id).limit(1).executeTakeFirst()) ??
      (await db
        .selectFrom('audit_log')
        .select('id')
        .where('client_id', '=', client.id)
        .where('entity', '=', 'file')
        .limit(1)
        .executeTakeFirst());
    if (used) continue;
    const ids: number[] = [];
    for (const file of files.slice(0, volumeOf(client.id).files)) {
      const at = nowMs - file.daysAgo * DAY - (ids.length % 5) * 3_600_000;
      const stored = await ingest(
        Readable.from([await contentOf(file)]),
        client.id,
        storage,
        LIMITS,
        noteUpload(db, () => at, client.id),
      );
      const row = await filesRepo(db).insert(client.id, {
        uploaderUserId: admin.id,
        name: file.name,
        description: file.description,
        storageKey: stored.key,
        url: stored.url,
        mime: stored.mime,
        kind: stored.kind,
        size: stored.size,
        width: stored.width,
        height: stored.height,
        createdAt: isoAt(at),
      });
      ids.push(row.id);
    }
    // The audit log shows where the demo files came from, as the collections' demo rows do.
    await recordAudit(db, {
      clientId: client.id,
      actorUserId: admin.id,
      action: 'file.seed',
      entity: 'file',
      after: { rows: ids.length, first_id: ids[0], last_id: ids.at(-1) },
      at: nowMs,
    });
  }
}
