import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKit, type TestKit } from '../../test/kit.ts';
import { download, readCsv, readXlsx } from './test-kit.ts';

/**
 * Every list export writes its date-times in the client's time zone (issue 27), not only collections and reports:
 * a post published and a file uploaded at 26/11/2026 11:00 UTC read 08:00 in São Paulo (the default) and 07:00
 * once client 3's zone is Manaus, under a header that names the zone; the file is named after the client's day.
 */

let kit: TestKit;
const AT = '2026-11-26T11:00:00.000Z';
const TEXT = 'Publicação do fuso de Manaus';
const FILE = 'arquivo-do-fuso.pdf';

beforeAll(async () => {
  kit = await testKit();
  const author = await kit.idOf('member@asta.demo');
  await kit.db
    .insertInto('feed_posts')
    .values({
      client_id: 3,
      pasta_id: kit.folders.geral,
      author_id: author,
      titulo: null,
      texto: TEXT,
      status: 'published',
      likes: 0,
      comments: 0,
      created_at: AT,
      updated_at: AT,
    })
    .execute();
  await kit.db
    .insertInto('files')
    .values({
      client_id: 3,
      uploader_user_id: null,
      name: FILE,
      description: '',
      storage_key: 'time-zone-test/1',
      url: 'https://cdn.example/time-zone-test/1',
      mime: 'application/pdf',
      kind: 'archive',
      size: 10,
      width: null,
      height: null,
      created_at: AT,
    })
    .execute();
});
afterAll(() => kit.close());

const setZone = async (zone: string) => {
  const res = await kit.call('POST', '/api/v21/admin/asap-client/update-config?client_id=3', kit.admin3, {
    client_id: 3,
    config: { time_zone: zone },
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** The feed export's cell of the post: its header and value. */
async function postedAt(): Promise<{ header: string; cell: unknown }> {
  const file = await readXlsx((await download(kit, '/api/v2/client/feed', kit.admin3)).rawPayload);
  const column = file.header.findIndex((h) => String(h).startsWith('Publicado em'));
  const row = file.rows.find((r) => r.includes(TEXT));
  expect(row).toBeDefined();
  return { header: String(file.header[column]), cell: row![column] };
}

async function uploadedAt(): Promise<string[]> {
  const res = await download(kit, `/api/v2/admin/file/all?search=${FILE}`, kit.admin3, 'csv');
  const [header, row] = readCsv(res.body);
  const column = header.findIndex((h) => h.startsWith('Enviado em'));
  return [header[column], row[column]];
}

describe('date-times of every list export in the client’s time zone', () => {
  it('writes the feed and the files at São Paulo’s time by default', async () => {
    expect(await postedAt()).toEqual({
      header: 'Publicado em (horário de Brasília)',
      cell: new Date('2026-11-26T08:00:00.000Z'),
    });
    expect(await uploadedAt()).toEqual(['Enviado em (horário de Brasília)', '26/11/2026 08:00']);
  });

  it('writes them at the client’s time once its zone is another, and names the zone in the header', async () => {
    await setZone('America/Manaus');
    expect(await postedAt()).toEqual({
      header: 'Publicado em (America/Manaus)',
      cell: new Date('2026-11-26T07:00:00.000Z'),
    });
    expect(await uploadedAt()).toEqual(['Enviado em (America/Manaus)', '26/11/2026 07:00']);
  });

  it('names the file after the client’s day, not UTC’s', async () => {
    // A zone whose day is not UTC's at this hour (neither keeps daylight saving): UTC-11 before 10:00 UTC, else UTC+14.
    const [zone, hours] = new Date().getUTCHours() < 10 ? ['Pacific/Pago_Pago', -11] : ['Pacific/Kiritimati', 14];
    await setZone(zone);
    const res = await download(kit, `/api/v2/admin/file/all?search=${FILE}`, kit.admin3, 'csv');
    const day = new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 10);
    expect(day).not.toBe(new Date().toISOString().slice(0, 10));
    expect(res.headers['content-disposition']).toBe(`attachment; filename="arquivos-${day}.csv"`);
  });
});
