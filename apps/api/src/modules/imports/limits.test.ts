import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPath } from '@console/contract';
import { bearer, testContext, type TestContext } from '../../test/context.ts';
import { LimitExceeded, limitMessage, limitMessageIn } from './limits.ts';
import { importClient, sheetXml, xlsxByHand, zipPart } from './test-kit.ts';

/**
 * Hostile spreadsheets (issue 27) against the real default limits: each once took the server's heap (a cell or shared
 * strings unzipping to hundreds of MB, a csv quote never closed), or answered 500 (5,000 columns). Each is made here,
 * small, and must answer 422 naming its limit while the server goes on answering.
 */

let ctx: TestContext;
let admin3: string;
const users = () => importClient(ctx, 'usuarios');
const MiB = 1024 * 1024;

beforeAll(async () => {
  ctx = await testContext();
  admin3 = await ctx.token('admin@asta.demo', 3);
});
afterAll(() => ctx.close());

/** The server still answers a signed-in call. */
async function stillUp(): Promise<void> {
  const res = await ctx.call('GET', '/api/v2/client/user/authenticated?client_id=3', admin3);
  expect(res.statusCode).toBe(200);
}

async function refused(data: Buffer, filename: string, text: string): Promise<void> {
  const res = await users().upload(admin3, data, filename);
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json()).toMatchObject({ success: false, errors: { file: [text] } });
  await stillUp();
}

const inlineCell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const header = `<row r="1">${inlineCell('A1', 'Nome')}${inlineCell('B1', 'E-mail')}</row>`;

describe('import limits (default values)', () => {
  it('stops an xlsx whose parts unzip past 512 MB (a zip bomb of a few hundred KB)', async () => {
    const pad = zipPart('pad', Buffer.alloc(15 * MiB, 0x20));
    const parts = Array.from({ length: 40 }, (_, i) => ({ ...pad, name: `xl/media/pad${i}.bin` }));
    const file = xlsxByHand([...parts, zipPart('xl/worksheets/sheet1.xml', sheetXml(header))]);
    expect(file.length).toBeLessThan(1.5 * MiB);
    await refused(file, 'bomba.xlsx', 'A planilha descompactada passa do limite de 512 MB.');
  });

  it('stops a cell that unzips to megabytes, and reads one of 32,767 characters', async () => {
    const bomb = `<row r="2">${inlineCell('A2', 'A'.repeat(5 * MiB))}</row>`;
    await refused(
      xlsxByHand([zipPart('xl/worksheets/sheet1.xml', sheetXml(header + bomb))]),
      'celula.xlsx',
      'Uma célula da planilha passa do limite de 32.767 caracteres.',
    );
    const long = `<row r="2">${inlineCell('A2', 'B'.repeat(32_767))}${inlineCell('B2', '&amp;'.repeat(1000))}</row>`;
    const job = await users().uploaded(
      admin3,
      xlsxByHand([zipPart('xl/worksheets/sheet1.xml', sheetXml(header + long))]),
    );
    expect(job.preview[0][0]).toHaveLength(32_767);
    expect(job.preview[0][1]).toBe('&'.repeat(1000));
  });

  it('stops shared strings past 1,000,000, even when the sheet comes first in the zip', async () => {
    const sheet = `${header}<row r="2"><c r="A2" t="s"><v>0</v></c></row>`;
    const strings = `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${'<si/>'.repeat(1_000_001)}</sst>`;
    await refused(
      xlsxByHand([zipPart('xl/worksheets/sheet1.xml', sheetXml(sheet)), zipPart('xl/sharedStrings.xml', strings)]),
      'textos.xlsx',
      'A planilha passa do limite de 1.000.000 textos compartilhados.',
    );
  });

  it('stops shared strings that unzip past 64 MB', async () => {
    const one = `<si><t>${'x'.repeat(2000)}</t></si>`;
    const strings = `<sst>${one.repeat(Math.ceil((65 * MiB) / one.length))}</sst>`;
    await refused(
      xlsxByHand([zipPart('xl/sharedStrings.xml', strings), zipPart('xl/worksheets/sheet1.xml', sheetXml(header))]),
      'textos.xlsx',
      'Os textos compartilhados da planilha passam do limite de 64 MB descompactados.',
    );
  });

  it('stops a csv quote that is never closed, and a csv or xlsx of more than 500 columns', async () => {
    await refused(
      Buffer.from(`Nome;E-mail\r\n"Ana;${'x'.repeat(2 * MiB)}`),
      'aspas.csv',
      'Um campo do CSV passa do limite de 32.767 caracteres (confira se há aspas sem fechamento).',
    );
    const wide = Array.from({ length: 5000 }, (_, i) => `Coluna ${i + 1}`).join(';');
    await refused(Buffer.from(`${wide}\r\n`), 'larga.csv', 'A planilha passa do limite de 500 colunas.');
    const far = `${header}<row r="2">${inlineCell('VV2', 'longe')}</row>`;
    await refused(
      xlsxByHand([zipPart('xl/worksheets/sheet1.xml', sheetXml(far))]),
      'larga.xlsx',
      'A planilha passa do limite de 500 colunas.',
    );
    // Blank columns past the last one cost nothing.
    const job = await users().uploaded(admin3, Buffer.from(`Nome;E-mail${';'.repeat(10_000)}\r\n`), 'vazias.csv');
    expect(job.headers).toEqual(['Nome', 'E-mail']);
  });

  it('fails the dry run with the limit’s words when it lies past the rows read at upload', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => `Pessoa ${i};p${i}@exemplo.com.br`).join('\r\n');
    const job = await users().uploaded(admin3, Buffer.from(`Nome;E-mail\r\n${rows}\r\n"${'x'.repeat(MiB)}`), 'fim.csv');
    const checked = await users().pass(admin3, job.id, 'dry-run');
    expect(checked).toMatchObject({
      status: 'failed',
      failure: 'Um campo do CSV passa do limite de 32.767 caracteres (confira se há aspas sem fechamento).',
    });
    const read = await ctx.app.inject({
      method: 'GET',
      url: importPath('usuarios', job.id),
      headers: { ...bearer(admin3), 'accept-language': 'en' },
    });
    expect(read.json().data.failure).toBe(
      'A CSV field exceeds the limit of 32,767 characters (check for a quote that is never closed).',
    );
    await stillUp();
  });

  it('words a stored limit again in the reader’s language', () => {
    expect(limitMessageIn(limitMessage(new LimitExceeded('unzipped', 512 * MiB), 'pt-br'), 'es')).toBe(
      'La hoja de cálculo descomprimida supera el límite de 512 MB.',
    );
    expect(limitMessageIn(limitMessage(new LimitExceeded('row', 1.5 * MiB), 'pt-br'), 'en')).toBe(
      'A row of the spreadsheet exceeds the limit of 1.5 MB.',
    );
    expect(limitMessageIn(limitMessage(new LimitExceeded('sharedStrings', 1_000_000), 'pt-br'), 'en')).toBe(
      'The spreadsheet exceeds the limit of 1,000,000 shared strings.',
    );
    expect(limitMessageIn('Valor inválido.', 'en')).toBeUndefined();
  });

  it('names each limit in English and Spanish too', () => {
    expect(limitMessage(new LimitExceeded('unzipped', 512 * MiB), 'en')).toBe(
      'The unzipped spreadsheet exceeds the limit of 512 MB.',
    );
    expect(limitMessage(new LimitExceeded('columns', 500), 'es')).toBe(
      'La hoja de cálculo supera el límite de 500 columnas.',
    );
    expect(limitMessage(new LimitExceeded('cell', 32_767), 'en')).toBe(
      'A cell of the spreadsheet exceeds the limit of 32,767 characters.',
    );
  });
});
