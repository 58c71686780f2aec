import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userKeys } from '../../db/search-keys.ts';
import { testKit, type TestKit } from '../../test/kit.ts';

/**
 * Issue 27: a report shows nothing its source's own route refuses (permissions, feed folders), inactive members
 * leave out who joined within the chosen days, the permission matrix lists everyone with console access under
 * module names, and labels follow the language the interface asks for (Accept-Language) over the profile's.
 */

let kit: TestKit;
let hiddenFolder: number;

const get = (path: string, token: string, language?: string) =>
  kit.app.inject({
    method: 'GET',
    url: `/api/v2/admin/relatorios${path}`,
    headers: { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) },
  });

beforeAll(async () => {
  kit = await testKit();
  const now = new Date().toISOString();
  // A folder granted to nobody: a member does not open it, a moderator does.
  hiddenFolder = (
    await kit.db
      .insertInto('feed_folders')
      .values({ client_id: 3, name: 'Pasta da diretoria', description: null, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const author = await kit.idOf('admin@asta.demo');
  await kit.db
    .insertInto('feed_posts')
    .values({
      client_id: 3,
      pasta_id: hiddenFolder,
      author_id: author,
      texto: 'Só a diretoria',
      titulo: null,
      likes: 3,
      comments: 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .execute();
  // A member who joined today and never signed in, one who joined long ago and never signed in.
  for (const [name, at] of [
    ['Recem Chegada', now],
    ['Antiga Sumida', '2020-01-01T12:00:00.000Z'],
  ] as const)
    await kit.db
      .insertInto('users')
      .values({
        client_id: 3,
        ...userKeys(name),
        name,
        email: `${name.toLowerCase().replace(' ', '.')}@inativos.test`,
        password_hash: 'x',
        language: 'pt-br',
        picture: null,
        role: 'member',
        group_id: null,
        regional_id: null,
        status: 'active',
        created_at: at,
      })
      .execute();
});
afterAll(() => kit.close());

describe('reports keep their sources’ access', () => {
  it('refuses the moderation report and the authors’ e-mails to a member, and leaves them out of the catalogue', async () => {
    expect((await kit.call('GET', '/api/v2/client/feed/moderacao/historico', kit.member3)).statusCode).toBe(403);
    expect((await get('/moderacao?client_id=3', kit.member3)).statusCode).toBe(403);
    expect((await get('/moderacao?client_id=3&format=xlsx', kit.member3)).statusCode).toBe(403);
    expect((await get('/engajamento-autores?client_id=3', kit.member3)).statusCode).toBe(403);
    const keys = (await get('?client_id=3', kit.member3)).json().data.reports.map((r: { key: string }) => r.key);
    expect(keys).not.toContain('moderacao');
    expect(keys).not.toContain('engajamento-autores');
    expect(keys).toContain('engajamento-pastas');
    // The administrator still opens both.
    expect((await get('/moderacao?client_id=3', kit.admin3)).statusCode).toBe(200);
    expect((await get('/engajamento-autores?client_id=3', kit.admin3)).statusCode).toBe(200);
  });

  it('counts the feed by folder only in the folders the reader opens', async () => {
    const folders = (res: Awaited<ReturnType<typeof get>>) =>
      res.json().data.rows.map((r: { pasta: string }) => r.pasta) as string[];
    expect(folders(await get('/engajamento-pastas?client_id=3&period=7', kit.admin3))).toContain('Pasta da diretoria');
    const member = await get('/engajamento-pastas?client_id=3&period=7', kit.member3);
    expect(member.statusCode).toBe(200);
    expect(folders(member)).not.toContain('Pasta da diretoria');
    const file = await get('/engajamento-pastas?client_id=3&period=7&format=csv', kit.member3);
    expect(file.statusCode).toBe(200);
    expect(file.body).not.toContain('Pasta da diretoria');
  });
});

describe('inactive members', () => {
  it('leaves out who joined within the chosen days', async () => {
    const res = await get('/inativos?client_id=3&dias=30&per_page=100', kit.admin3);
    const names = res.json().data.rows.map((r: { nome: string }) => r.nome);
    expect(names).toContain('Antiga Sumida');
    expect(names).not.toContain('Recem Chegada');
  });
});

describe('permission matrix', () => {
  it('lists everyone with console access, members too, under the modules’ names', async () => {
    const page = (await get('/matriz-permissoes?client_id=3&per_page=100', kit.admin3)).json().data;
    const member = page.rows.find((r: { email: string }) => r.email === 'member@asta.demo');
    expect(member).toMatchObject({ feed: 'Sim', usuarios: '' });
    expect(page.rows.find((r: { email: string }) => r.email === 'admin@asta.demo')).toMatchObject({ usuarios: 'Sim' });
    expect(page.total).toBeGreaterThan(2);
    const labels = Object.fromEntries(page.columns.map((c: { key: string; label: string }) => [c.key, c.label]));
    expect(labels).toMatchObject({ usuarios: 'Usuários', permissoes: 'Permissões', feed: 'Feed', eventos: 'Eventos' });
    const en = (await get('/matriz-permissoes?client_id=3&per_page=1', kit.admin3, 'en')).json().data;
    const enLabels = Object.fromEntries(en.columns.map((c: { key: string; label: string }) => [c.key, c.label]));
    expect(enLabels).toMatchObject({ usuarios: 'Users', permissoes: 'Permissions', eventos: 'Events' });
  });
});

describe('the language of a report', () => {
  it('follows the language the interface asks for, over the profile’s, in the catalogue, pages and files', async () => {
    // The administrator's profile says pt-br; the interface shows English, then Spanish.
    const en = (await get('?client_id=3', kit.admin3, 'en')).json().data.reports;
    expect(en.find((r: { key: string }) => r.key === 'membros').label).toBe('Members by group and regional');
    const es = (await get('?client_id=3', kit.admin3, 'es-ES,es;q=0.9')).json().data.reports;
    expect(es.find((r: { key: string }) => r.key === 'membros').label).toBe('Miembros por grupo y regional');
    const page = (await get('/membros?client_id=3', kit.admin3, 'en')).json().data;
    expect(page.columns.map((c: { label: string }) => c.label)).toContain('Members');
    const file = await get('/membros?client_id=3&format=csv', kit.admin3, 'en');
    expect(file.body.replace(/^\ufeff/, '').split('\r\n')[0]).toBe('Group;Regional;Members;Active;New in the period');
    // Without a language of ours asked, the profile's.
    const own = (await get('?client_id=3', kit.admin3, 'fr')).json().data.reports;
    expect(own.find((r: { key: string }) => r.key === 'membros').label).toBe('Membros por grupo e regional');
  });
});

describe('the audit log report', () => {
  it('names each action in the reader’s language, never by its code', async () => {
    await kit.call('GET', '/api/v2/admin/asap-user?format=csv', kit.admin3);
    const pt = (await get('/auditoria?client_id=3&period=7&per_page=100', kit.admin3)).json().data;
    const actions = pt.rows.map((r: { acao: string }) => r.acao) as string[];
    expect(actions).toContain('Exportação: Usuários');
    for (const action of actions) expect(action).not.toMatch(/^[a-z_]+\.[a-z_.]+$/);
    const en = (await get('/auditoria?client_id=3&period=7&per_page=100', kit.admin3, 'en')).json().data;
    expect(en.rows.map((r: { acao: string }) => r.acao)).toContain('Exported: Users');
  });
});
