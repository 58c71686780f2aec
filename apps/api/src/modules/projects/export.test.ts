import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoAt } from '../../platform/clock.ts';
import { slugOf } from './export.ts';
import { NOW, projectsKit, type ProjectsKit } from './test-fixtures.ts';

/** The session's spreadsheet: one row per project, a column per criterion with its mean, the weighted total. */

const CRITERIA = [
  { id: 'impacto', name: 'Impacto social', weight: 4 },
  { id: 'viabilidade', name: 'Viabilidade', weight: 3 },
  { id: 'orcamento', name: 'Orçamento', weight: 2 },
];
const HOUR = 3_600_000;

let kit: ProjectsKit;
let sessionId: number;
let emptyId: number;
let session6: number;
let ids: { analysed: number; draft: number; forwarded: number };

const url = (id: number, format?: string) =>
  `/api/v2/admin/projetos/sessoes/${id}/export${format ? `?format=${format}` : ''}`;

beforeAll(async () => {
  kit = await projectsKit();
  const db = kit.db;
  const session = (clientId: number, title: string) =>
    db
      .insertInto('project_sessions')
      .values({
        client_id: clientId,
        title,
        description: '',
        banner: null,
        submission_start: '2026-02-01',
        submission_end: '2026-03-05',
        review_deadline: '2026-04-30',
        criteria: JSON.stringify(CRITERIA),
        status: 'em_avaliacao',
        created_at: isoAt(NOW),
        updated_at: isoAt(NOW),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  sessionId = (await session(3, 'Edital 2026 — Educação; "Cidadania"')).id;
  emptyId = (await session(3, 'Chamada vazia')).id;
  session6 = (await session(6, 'Edital da academia')).id;

  const project = async (
    clientId: number,
    session: number,
    proponent: number,
    title: string,
    extra: Record<string, unknown>,
  ) =>
    (
      await db
        .insertInto('projects')
        .values({
          client_id: clientId,
          session_id: session,
          proponent_id: proponent,
          title,
          summary: 'Resumo do projeto.',
          objectives: 'Objetivos do projeto.',
          target_audience: 'Crianças',
          budget_cents: 1_234_567,
          start_date: '2026-05-01',
          end_date: '2026-11-30',
          attachments: '[]',
          team: '[]',
          status: 'rascunho',
          created_at: isoAt(NOW - 100 * HOUR),
          updated_at: isoAt(NOW - 10 * HOUR),
          ...extra,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  ids = {
    analysed: await project(3, sessionId, kit.memberId, 'Leitura na praça', {
      status: 'em_analise',
      score: 7.2,
      submitted_at: '2026-03-02T15:30:00.000Z',
    }),
    draft: await project(3, sessionId, kit.member2Id, 'Horta; "comunitária"', { budget_cents: 50_000 }),
    forwarded: await project(3, sessionId, kit.member2Id, 'Rádio da escola', {
      status: 'encaminhado',
      assignee_id: kit.reviewerId,
      stage: 'Comissão técnica',
      due_at: '2026-03-08T20:00:00.000Z',
      overdue: 1,
      score: 9,
      submitted_at: '2026-03-01T12:00:00.000Z',
    }),
  };
  await project(6, session6, await kit.idOf('member@fitness-link.demo'), 'Corrida solidária', {});

  const parecer = (projectId: number, scores: [string, number][], kind = 'parecer') => ({
    client_id: 3,
    project_id: projectId,
    kind,
    actor_id: kit.adminId,
    text: 'Parecer de teste.',
    internal: 1,
    data: JSON.stringify({
      recommendation: 'aprovar',
      scores: scores.map(([criterion_id, score]) => ({ criterion_id, score })),
      total: null,
    }),
    created_at: isoAt(NOW - HOUR),
  });
  await db
    .insertInto('project_events')
    .values([
      parecer(ids.analysed, [
        ['impacto', 8],
        ['viabilidade', 6],
        ['orcamento', 7],
      ]),
      // The second parecer leaves a criterion unscored: its mean is over the pareceres that scored it.
      parecer(ids.analysed, [
        ['impacto', 7],
        ['viabilidade', 7],
      ]),
      parecer(ids.forwarded, [
        ['impacto', 9],
        ['viabilidade', 9],
        ['orcamento', 9],
      ]),
      // Not a parecer: never counted.
      parecer(ids.forwarded, [['impacto', 0]], 'devolutiva'),
    ])
    .execute();
  // The demo seed gave the member proponent data of their own.
  await db.deleteFrom('proponent_data').where('user_id', '=', kit.memberId).execute();
  await db
    .insertInto('proponent_data')
    .values({
      client_id: 3,
      user_id: kit.memberId,
      organization: 'Associação Ler Mais',
      document: '11222333000181',
      email: 'contato@lermais.org.br',
      phone: '11987654321',
      postal_code: '01310100',
      address: '{}',
      updated_at: isoAt(NOW),
    })
    .execute();
});
afterAll(() => kit.close());

async function sheetOf(buffer: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}
const valuesOf = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);

const HEADER = [
  'Código',
  'Título',
  'Proponente',
  'E-mail do proponente',
  'Organização',
  'CPF/CNPJ',
  'Situação',
  'Orçamento',
  'Início',
  'Término',
  'Responsável',
  'Etapa',
  'Prazo (horário de Brasília)',
  'Atrasado',
  'Impacto social (peso 4)',
  'Viabilidade (peso 3)',
  'Orçamento (peso 2)',
  'Nota ponderada',
  'Pareceres',
  'Enviado em (horário de Brasília)',
];

describe('xlsx', () => {
  it('holds the session’s projects by id, with means per criterion, the weighted total and Brazilian formats', async () => {
    const res = await kit.call('GET', url(sessionId), kit.admin3);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="edital-2026-educacao-cidadania-2026-03-10.xlsx"',
    );
    const sheet = await sheetOf(res.rawPayload);
    expect(valuesOf(sheet.getRow(1))).toEqual(HEADER);
    expect(sheet.rowCount).toBe(4);

    const analysed = sheet.getRow(2);
    expect(valuesOf(analysed).slice(0, 8)).toEqual([
      ids.analysed,
      'Leitura na praça',
      'Membro Asta',
      'member@asta.demo',
      'Associação Ler Mais',
      '11.222.333/0001-81',
      'Em análise',
      12345.67,
    ]);
    expect(analysed.getCell(8).numFmt).toContain('R$');
    expect(analysed.getCell(9).value).toEqual(new Date('2026-05-01T00:00:00Z'));
    expect(analysed.getCell(9).numFmt).toBe('dd/mm/yyyy');
    expect(analysed.getCell(11).value).toBeNull();
    expect(analysed.getCell(14).value).toBeNull();
    expect([7, 7, 7].map((_, i) => analysed.getCell(15 + i).value)).toEqual([7.5, 6.5, 7]);
    expect(analysed.getCell(18).value).toBe(7.2);
    expect(analysed.getCell(19).value).toBe(2);
    // 15:30 UTC is 12:30 in Brasília.
    expect(analysed.getCell(20).value).toEqual(new Date('2026-03-02T12:30:00Z'));
    expect(analysed.getCell(20).numFmt).toBe('dd/mm/yyyy hh:mm');

    const draft = sheet.getRow(3);
    expect(valuesOf(draft).slice(0, 8)).toEqual([
      ids.draft,
      'Horta; "comunitária"',
      'Paulo Proponente',
      'proponente2@asta.demo',
      undefined,
      undefined,
      'Rascunho',
      500,
    ]);
    expect([15, 16, 17, 18, 19, 20].map((n) => draft.getCell(n).value)).toEqual([null, null, null, null, 0, null]);

    const forwarded = sheet.getRow(4);
    expect([2, 7, 11, 12, 14, 15, 16, 17, 18, 19].map((n) => forwarded.getCell(n).value)).toEqual([
      'Rádio da escola',
      'Encaminhado',
      'Renata Revisora',
      'Comissão técnica',
      'Sim',
      9,
      9,
      9,
      9,
      1,
    ]);
    expect(forwarded.getCell(13).value).toEqual(new Date('2026-03-08T17:00:00Z'));
  });

  it('is only the header row for a session without projects', async () => {
    const res = await kit.call('GET', url(emptyId, 'xlsx'), kit.admin3);
    expect(res.statusCode).toBe(200);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.rowCount).toBe(1);
    expect(valuesOf(sheet.getRow(1))).toEqual(HEADER);
  });
});

describe('csv', () => {
  it('takes ";" between values, a BOM, R$ amounts and DD/MM/YYYY dates', async () => {
    const res = await kit.call('GET', url(sessionId, 'csv'), kit.admin3);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="edital-2026-educacao-cidadania-2026-03-10.csv"',
    );
    expect(res.body.startsWith('\ufeffCódigo;Título;')).toBe(true);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      `${ids.analysed};Leitura na praça;Membro Asta;member@asta.demo;Associação Ler Mais;11.222.333/0001-81;Em análise;R$ 12.345,67;01/05/2026;30/11/2026;;;;;7,5;6,5;7;7,2;2;02/03/2026 12:30`,
    );
    expect(lines[2]).toContain(`${ids.draft};"Horta; ""comunitária""";Paulo Proponente;`);
    expect(lines[3]).toContain(';Renata Revisora;Comissão técnica;08/03/2026 17:00;Sim;9;9;9;9;1;01/03/2026 09:00');
  });
});

describe('access', () => {
  it('answers 404 for another client’s session and for none, 403 without the exportar sub-tag', async () => {
    expect((await kit.call('GET', url(session6), kit.admin3)).statusCode).toBe(404);
    expect((await kit.call('GET', url(sessionId), kit.admin6)).statusCode).toBe(404);
    expect((await kit.call('GET', url(999_999), kit.admin3)).statusCode).toBe(404);
    expect((await kit.call('GET', url(session6), kit.admin6)).statusCode).toBe(200);
    expect((await kit.call('GET', url(sessionId), kit.reviewer)).statusCode).toBe(403);
    expect((await kit.call('GET', url(sessionId), kit.member3)).statusCode).toBe(403);
    expect((await kit.call('GET', url(sessionId))).statusCode).toBe(401);
    expect((await kit.call('GET', url(sessionId, 'pdf'), kit.admin3)).statusCode).toBe(422);
  });

  it('audits each export with its format and, once written, its row count', async () => {
    const audits = await kit.audits('project_session', sessionId);
    expect(
      audits.filter((a) => a.action === 'project_session.export').map((a) => [a.actor_user_id, JSON.parse(a.after!)]),
    ).toEqual([
      [kit.adminId, { format: 'xlsx', filters: {}, rows: 3 }],
      [kit.adminId, { format: 'csv', filters: {}, rows: 3 }],
    ]);
  });
});

describe('slugOf', () => {
  it('makes a file name of a title', () => {
    expect(slugOf('Edital 2026 — Educação')).toBe('edital-2026-educacao');
    expect(slugOf('   ')).toBe('sessao');
  });
});
