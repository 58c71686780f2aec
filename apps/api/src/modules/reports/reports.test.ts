import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userKeys } from '../../db/search-keys.ts';
import { testKit, type TestKit } from '../../test/kit.ts';

/**
 * The reports against a hand-counted fixture: rows dated in January 2031, a month the demo data never reaches, so
 * every figure below is counted from the rows this file inserts (and a decoy in client 6 that must never show).
 */

const PERIOD = 'from=2031-01-01&to=2031-01-31';
const JAN = (day: number, time = '15:00:00') => `2031-01-${String(day).padStart(2, '0')}T${time}.000Z`;
let kit: TestKit;
let group3: number;
let regional3: number;
let folder3: number;

async function addPeople(
  clientId: number,
  groupId: number,
  regionalId: number | null,
  people: { name: string; status: string; at: string }[],
) {
  for (const p of people) {
    await kit.db
      .insertInto('users')
      .values({
        client_id: clientId,
        ...userKeys(p.name),
        name: p.name,
        email: `${p.name.toLowerCase().replaceAll(' ', '.')}.${clientId}@relatorio.test`,
        password_hash: 'x',
        language: 'pt-br',
        picture: null,
        role: 'member',
        group_id: groupId,
        regional_id: regionalId,
        status: p.status,
        created_at: p.at,
      })
      .execute();
  }
}

const get = (path: string, token = kit.admin3) => kit.call('GET', `/api/v2/admin/relatorios${path}`, token);

beforeAll(async () => {
  kit = await testKit();
  const db = kit.db;
  group3 = (
    await db
      .insertInto('groups')
      .values({ client_id: 3, name: 'Grupo do relatório' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  regional3 = (
    await db
      .insertInto('regionals')
      .values({ client_id: 3, name: 'Regional do relatório' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const group6 = (
    await db
      .insertInto('groups')
      .values({ client_id: 6, name: 'Grupo do relatório' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // Client 3: three joined in January (one inactive), one joined before; one without a regional.
  await addPeople(3, group3, regional3, [
    { name: 'Rita Janeiro', status: 'active', at: JAN(3) },
    { name: 'Caio Janeiro', status: 'active', at: JAN(31, '23:00:00') },
    { name: 'Lia Janeiro', status: 'inactive', at: JAN(15) },
    { name: 'Davi Antigo', status: 'active', at: '2030-12-31T12:00:00.000Z' },
  ]);
  await addPeople(3, group3, null, [{ name: 'Sem Regional', status: 'active', at: JAN(10) }]);
  await addPeople(6, group6, null, [{ name: 'Outro Cliente', status: 'active', at: JAN(5) }]);

  folder3 = (
    await db
      .insertInto('feed_folders')
      .values({ client_id: 3, name: 'Pasta do relatório', description: null, created_at: JAN(1) })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const rita = await kit.idOf('rita.janeiro.3@relatorio.test');
  const caio = await kit.idOf('caio.janeiro.3@relatorio.test');
  const post = (author: number, at: string, likes: number, comments: number, deleted = false) => ({
    client_id: 3,
    pasta_id: folder3,
    author_id: author,
    texto: 'Post do relatório',
    titulo: null,
    likes,
    comments,
    created_at: at,
    updated_at: at,
    deleted_at: deleted ? at : null,
  });
  await db
    .insertInto('feed_posts')
    .values([
      post(rita, JAN(4), 5, 2),
      post(rita, JAN(20), 1, 0),
      post(caio, JAN(21), 3, 4),
      post(caio, JAN(22), 9, 9, true),
      post(caio, '2031-02-01T15:00:00.000Z', 7, 7),
    ])
    .execute();

  await db
    .insertInto('sign_ins')
    .values([
      { client_id: 3, user_id: rita, created_at: JAN(5), address: '10.0.0.1', user_agent: null },
      { client_id: 3, user_id: rita, created_at: JAN(6), address: '10.0.0.2', user_agent: null },
      { client_id: 3, user_id: caio, created_at: JAN(7), address: '10.0.0.3', user_agent: null },
    ])
    .execute();

  const file = (clientId: number, kind: 'image' | 'video' | 'archive', size: number, at: string) => ({
    client_id: clientId,
    uploader_user_id: null,
    name: `arquivo-${size}`,
    description: '',
    storage_key: `relatorio/${clientId}/${size}`,
    url: `/media/relatorio/${size}`,
    mime: kind === 'image' ? 'image/png' : kind === 'video' ? 'video/mp4' : 'application/zip',
    kind,
    size,
    width: null,
    height: null,
    created_at: at,
  });
  const MB = 1024 * 1024;
  await db
    .insertInto('files')
    .values([
      file(3, 'image', 2 * MB, JAN(2)),
      file(3, 'image', 1 * MB, JAN(3)),
      file(3, 'video', 10 * MB, JAN(4)),
      file(3, 'image', 50 * MB, '2030-12-01T12:00:00.000Z'),
      file(6, 'video', 99 * MB, JAN(5)),
    ])
    .execute();
});
afterAll(() => kit.close());

describe('GET /api/v2/admin/relatorios', () => {
  it('lists the reports the user may open, with the groups and regionals for the filters', async () => {
    const admin = (await get('?client_id=3')).json().data;
    expect(admin.reports.map((r: { key: string }) => r.key)).toEqual(
      expect.arrayContaining(['membros', 'engajamento-pastas', 'arquivos', 'projetos', 'pedidos', 'matriz-permissoes']),
    );
    expect(admin.can_export).toBe(true);
    expect(admin.groups).toContainEqual({ id: group3, name: 'Grupo do relatório' });
    // The member holds relatorios, feed, eventos and cursos: the members' and files' reports stay hidden.
    const member = (await get('?client_id=3', kit.member3)).json().data;
    const keys = member.reports.map((r: { key: string }) => r.key);
    expect(keys).toEqual(expect.arrayContaining(['engajamento-pastas', 'eventos', 'cursos']));
    // Without feed.moderar nor usuarios, neither the moderation history nor the authors' e-mails (issue 27).
    expect(keys).not.toContain('moderacao');
    expect(keys).not.toContain('engajamento-autores');
    expect(keys).not.toContain('membros');
    expect(keys).not.toContain('arquivos');
    expect((await get('/membros?client_id=3', kit.member3)).statusCode).toBe(403);
  });
});

describe('GET /api/v2/admin/relatorios/{key}', () => {
  it('counts members by group and regional, active and joined in the period', async () => {
    const res = await get(`/membros?client_id=3&${PERIOD}&group_id=${group3}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page.columns.map((c: { key: string }) => c.key)).toEqual([
      'grupo',
      'regional',
      'membros',
      'ativos',
      'novos',
    ]);
    expect(page.rows).toEqual([
      { grupo: 'Grupo do relatório', regional: '(sem)', membros: 1, ativos: 1, novos: 1 },
      { grupo: 'Grupo do relatório', regional: 'Regional do relatório', membros: 4, ativos: 3, novos: 3 },
    ]);
    expect(page.totals).toEqual({ membros: 5, ativos: 4, novos: 4 });
    expect(page).toMatchObject({ from: '2031-01-01', to: '2031-01-31', total: 2 });
    const regional = (await get(`/membros?client_id=3&${PERIOD}&regional_id=${regional3}`)).json().data;
    expect(regional.rows).toEqual([
      { grupo: 'Grupo do relatório', regional: 'Regional do relatório', membros: 4, ativos: 3, novos: 3 },
    ]);
  });

  it('lists the sign-ins of the period newest first, and the members without one for more than the chosen days', async () => {
    const signIns = (await get(`/acessos?client_id=3&${PERIOD}&group_id=${group3}`)).json().data;
    expect(signIns.total).toBe(3);
    expect(signIns.rows.map((r: { nome: string; endereco: string }) => [r.nome, r.endereco])).toEqual([
      ['Caio Janeiro', '10.0.0.3'],
      ['Rita Janeiro', '10.0.0.2'],
      ['Rita Janeiro', '10.0.0.1'],
    ]);
    expect(signIns.rows[0]).toMatchObject({
      quando: JAN(7),
      grupo: 'Grupo do relatório',
      regional: 'Regional do relatório',
    });
    // The fixture's people joined in 2030-2031, after today: none has had the time to be inactive (issue 27;
    // reports-access.test.ts counts those who joined long ago).
    const inactive = (await get(`/inativos?client_id=3&group_id=${group3}&dias=30`)).json().data;
    expect(inactive.rows).toEqual([]);
  });

  it('sums the engagement of the period by folder and by author, leaving deleted posts and other months out', async () => {
    const folders = (await get(`/engajamento-pastas?client_id=3&${PERIOD}`)).json().data;
    expect(folders.rows).toEqual([{ pasta: 'Pasta do relatório', publicacoes: 3, curtidas: 9, comentarios: 6 }]);
    const authors = (await get(`/engajamento-autores?client_id=3&${PERIOD}&per_page=1`)).json().data;
    expect(authors.total).toBe(2);
    expect(authors.rows).toEqual([
      {
        nome: 'Rita Janeiro',
        email: 'rita.janeiro.3@relatorio.test',
        grupo: 'Grupo do relatório',
        publicacoes: 2,
        curtidas: 6,
        comentarios: 2,
      },
    ]);
    const second = (await get(`/engajamento-autores?client_id=3&${PERIOD}&per_page=1&page=2`)).json().data;
    expect(second.rows[0]).toMatchObject({ nome: 'Caio Janeiro', publicacoes: 1, curtidas: 3, comentarios: 4 });
  });

  it('groups the uploads of the period by type, in MB, for its own client only', async () => {
    const page = (await get(`/arquivos?client_id=3&${PERIOD}`)).json().data;
    expect(page.rows).toEqual([
      { tipo: 'Vídeos', arquivos: 1, tamanho_mb: 10, maior_mb: 10, media_mb: 10 },
      { tipo: 'Imagens', arquivos: 2, tamanho_mb: 3, maior_mb: 2, media_mb: 1.5 },
    ]);
    const six = (await get(`/arquivos?client_id=6&${PERIOD}`, kit.admin6)).json().data;
    expect(six.rows).toEqual([{ tipo: 'Vídeos', arquivos: 1, tamanho_mb: 99, maior_mb: 99, media_mb: 99 }]);
    // Another client's administrator cannot read client 3's reports.
    expect((await get(`/arquivos?client_id=3&${PERIOD}`, kit.admin6)).statusCode).toBe(403);
  });

  it('counts orders per São Paulo day, revenue from the paid ones', async () => {
    const buyer = await kit.idOf('rita.janeiro.3@relatorio.test');
    // An order without items totals its shipping (the total is computed: items less discount, plus shipping).
    const order = async (at: string, total: number, status: string) => {
      const res = await kit.call('POST', '/api/v2/admin/pedidos?client_id=3', kit.admin3, {
        cliente: buyer,
        realizado_em: at,
        frete: total,
        status_entrega: 'aguardando',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.total).toBe(total);
      // A new order starts pending; its payment moves on by its workflow.
      if (status !== 'pendente') {
        const id = res.json().data.id as number;
        const moved = await kit.call('PUT', `/api/v2/admin/pedidos/${id}?client_id=3`, kit.admin3, {
          status_pagamento: status,
        });
        expect(moved.statusCode, moved.body).toBe(200);
      }
    };
    await order(JAN(1, '12:00:00'), 100, 'pago');
    // 02:30 UTC on the 2nd is still the 1st in São Paulo.
    await order(JAN(2, '02:30:00'), 50.5, 'pago');
    await order(JAN(2, '12:00:00'), 80, 'pendente');
    const page = (await get(`/pedidos?client_id=3&${PERIOD}`)).json().data;
    expect(page.rows).toEqual([
      { dia: '2031-01-01', pedidos: 2, pagos: 2, receita: 150.5, ticket_medio: 75.25 },
      { dia: '2031-01-02', pedidos: 1, pagos: 0, receita: 0, ticket_medio: null },
    ]);
    expect(page.totals).toEqual({ pedidos: 3, pagos: 2, receita: 150.5 });
  });

  it('answers 404 for an unknown report and 422 for a reversed or too long period', async () => {
    expect((await get('/nao-existe?client_id=3')).statusCode).toBe(404);
    const reversed = await get('/membros?client_id=3&from=2031-02-01&to=2031-01-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.to).toEqual(['A data final deve ser igual ou posterior à inicial.']);
    expect((await get('/membros?client_id=3&from=2029-01-01&to=2031-01-01')).statusCode).toBe(422);
    expect((await get('/membros?client_id=3&from=2031-02-30')).statusCode).toBe(422);
  });
});

describe('GET /api/v2/admin/relatorios/{key}?format=xlsx|csv', () => {
  it('exports the report with the filters written on the workbook, audited', async () => {
    const res = await get(`/membros?client_id=3&${PERIOD}&group_id=${group3}&format=xlsx`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/relatorio-membros-\d{4}-\d{2}-\d{2}\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [sheet, filters] = book.worksheets;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Grupo', 'Regional', 'Membros', 'Ativos', 'Novos no período']);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(3).values).toEqual([undefined, 'Grupo do relatório', 'Regional do relatório', 4, 3, 3]);
    const lines = filters
      .getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1, 3));
    expect(lines).toContainEqual(['Período', '01/01/2031 – 31/01/2031']);
    expect(lines).toContainEqual(['Grupo', 'Grupo do relatório']);
    const audit = await kit.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'after'])
      .where('client_id', '=', 3)
      .where('entity', '=', 'relatorios')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'relatorios.export', entity_id: 'membros' });
    expect(JSON.parse(audit.after!)).toMatchObject({
      format: 'xlsx',
      filters: { from: '2031-01-01', to: '2031-01-31', group_id: group3 },
      rows: 2,
    });
  });

  it('writes csv as a Brazilian spreadsheet reads it, and needs relatorios.exportar', async () => {
    const res = await get(`/arquivos?client_id=3&${PERIOD}&format=csv`);
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'Tipo;Arquivos;Tamanho total (MB);Maior arquivo (MB);Tamanho médio (MB)',
      'Vídeos;1;10;10;10',
      'Imagens;2;3;2;1,5',
    ]);
    const ana = await kit.idOf('ana@asta.demo');
    await kit.db
      .insertInto('user_permissions')
      .values({ client_id: 3, user_id: ana, tag: 'relatorios', enabled: 1, platform: null })
      .execute();
    kit.sessions.invalidateUser(ana);
    expect((await get(`/engajamento-pastas?client_id=3&${PERIOD}`, kit.ana3)).statusCode).toBe(200);
    expect((await get(`/engajamento-pastas?client_id=3&${PERIOD}&format=xlsx`, kit.ana3)).statusCode).toBe(403);
  });
});

describe('every report of the catalogue', () => {
  it('answers a page whose rows carry its columns, and an xlsx holding the same rows', async () => {
    const { reports } = (await get('?client_id=3')).json().data;
    for (const { key } of reports as { key: string }[]) {
      const page = (await get(`/${key}?client_id=3&per_page=100&from=2026-01-01&to=2026-12-31`)).json().data;
      const keys = page.columns.map((c: { key: string }) => c.key);
      for (const row of page.rows) expect(Object.keys(row), key).toEqual(keys);
      if (page.total > 100) continue;
      const file = await get(`/${key}?client_id=3&from=2026-01-01&to=2026-12-31&format=xlsx`);
      expect(file.statusCode, key).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      expect(sheet.rowCount - 1, key).toBe(page.total);
      expect((sheet.getRow(1).values as unknown[]).slice(1), key).toEqual(
        page.columns.map((c: { label: string }) => c.label),
      );
    }
  });

  it('lists the demo administrators and members in the permission matrix with the modules they hold', async () => {
    const page = (await get('/matriz-permissoes?client_id=3&per_page=100')).json().data;
    const admin = page.rows.find((r: { email: string }) => r.email === 'admin@asta.demo');
    expect(admin).toMatchObject({ usuarios: 'Sim', relatorios: 'Sim', eventos: 'Sim' });
    // Only the modules client 3 contracted are columns.
    const contracted = page.columns.map((c: { key: string }) => c.key);
    expect(contracted).toContain('eventos');
    expect(contracted).not.toContain('produtos');
    // Members with console access are listed too (issue 27), with the modules they hold.
    expect(page.rows.find((r: { email: string }) => r.email === 'member@asta.demo')).toMatchObject({ feed: 'Sim' });
  });
});

describe('GET /api/v2/admin/relatorios-resumo', () => {
  it('gives the platform operator one row per client; client administrators are refused', async () => {
    const res = await kit.call('GET', `/api/v2/admin/relatorios-resumo?${PERIOD}`, kit.operator);
    expect(res.statusCode, res.body).toBe(200);
    const { clients } = res.json().data;
    const three = clients.find((c: { client_id: number }) => c.client_id === 3);
    expect(three).toMatchObject({ new_members: 4, posts: 3, sign_ins: 3 });
    expect(clients.find((c: { client_id: number }) => c.client_id === 6)).toMatchObject({ new_members: 1 });
    expect((await kit.call('GET', `/api/v2/admin/relatorios-resumo?${PERIOD}`, kit.admin3)).statusCode).toBe(403);
  });
});
