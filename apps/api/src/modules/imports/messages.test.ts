import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, importPath, USER_MESSAGES, type ImportError, type ImportJob } from '@console/contract';
import { bearer, testContext, type TestContext } from '../../test/context.ts';
import { importMessageIn } from './messages.ts';
import { importClient, sheetRows, xlsxOf } from './test-kit.ts';

/**
 * An import's row errors, its error report and its job's failure follow the reader's language like the envelope's
 * messages (issue 27); the pass keeps storing Portuguese, so a job stored before reads in every language too.
 */

let ctx: TestContext;
let admin3: string;
const users = () => importClient(ctx, 'usuarios');

beforeAll(async () => {
  ctx = await testContext();
  admin3 = await ctx.token('admin@asta.demo', 3);
});
afterAll(() => ctx.close());

const asIn = (method: 'GET' | 'POST', url: string, language: string) =>
  ctx.app.inject({ method, url, headers: { ...bearer(admin3), 'accept-language': language } });

const HEADER = ['Nome', 'E-mail', 'Grupo'];
const ROWS = [
  HEADER,
  ['Pessoa Sem Email', 'nao-e-email', null],
  ['Pessoa Sem Grupo', 'sem.grupo.idioma@exemplo.com.br', 'Equipe Inexistente'],
  ['Pessoa Repetida', 'SEM.GRUPO.IDIOMA@exemplo.com.br', null],
  ['Pessoa Existente', 'member@asta.demo', null],
];

async function checked(): Promise<ImportJob> {
  const job = await users().uploaded(admin3, await xlsxOf(ROWS));
  return users().pass(admin3, job.id, 'dry-run', false, 'create');
}

const messagesIn = async (id: number, language: string) => {
  const res = await asIn('GET', `${importPath('usuarios', id, 'errors')}?per_page=100`, language);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.data as ImportError[]).map((e) => e.message);
};

describe('import messages in the reader’s language', () => {
  it('answers the dry run’s row errors in English and Spanish, and in Portuguese as before', async () => {
    const job = await checked();
    expect(job.error_rows).toBe(4);
    expect(await messagesIn(job.id, 'pt-BR')).toEqual([
      USER_MESSAGES.email,
      USER_MESSAGES.group,
      IMPORT_MESSAGES.duplicateInFile(3),
      IMPORT_MESSAGES.createOnly,
    ]);
    expect(await messagesIn(job.id, 'en-US,en;q=0.9')).toEqual([
      'Invalid e-mail.',
      'No such group.',
      'Value repeated in the spreadsheet (row 3).',
      'A record with this value already exists and the import only creates new records.',
    ]);
    expect(await messagesIn(job.id, 'es')).toEqual([
      'Correo electrónico inválido.',
      'Grupo inexistente.',
      'Valor repetido en la hoja de cálculo (fila 3).',
      'Ya existe un registro con este valor y la importación solo crea registros nuevos.',
    ]);
  });

  it('writes the error report in the interface’s language, headers and messages', async () => {
    const job = await checked();
    const res = await asIn('GET', importPath('usuarios', job.id, 'report'), 'en');
    expect(res.statusCode).toBe(200);
    expect(await sheetRows(res.rawPayload)).toEqual([
      ['Row', 'Column', 'Value', 'Message'],
      [2, 'E-mail', 'nao-e-email', 'Invalid e-mail.'],
      [3, 'Grupo', 'Equipe Inexistente', 'No such group.'],
      [4, 'E-mail', 'SEM.GRUPO.IDIOMA@exemplo.com.br', 'Value repeated in the spreadsheet (row 3).'],
      [5, undefined, undefined, 'A record with this value already exists and the import only creates new records.'],
    ]);
  });

  it('reads a job stored before (Portuguese rows and failure) in the reader’s language', async () => {
    const job = await checked();
    await ctx.database.db
      .updateTable('imports')
      .set({ status: 'failed', failure: `${IMPORT_MESSAGES.stopped(251)} (erro ao gravar: disk I/O error)` })
      .where('id', '=', job.id)
      .execute();
    const res = await asIn('GET', importPath('usuarios', job.id), 'en');
    expect(res.json().data.failure).toBe(
      'The import stopped at row 251. Run it again to continue where it stopped. (write error: disk I/O error)',
    );
    const pt = await asIn('GET', importPath('usuarios', job.id), 'pt-BR');
    expect(pt.json().data.failure).toBe(`${IMPORT_MESSAGES.stopped(251)} (erro ao gravar: disk I/O error)`);
  });

  it('answers the mapping’s 422 with its messages by field in the request’s language', async () => {
    const job = await users().uploaded(admin3, await xlsxOf(ROWS));
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `${importPath('usuarios', job.id, 'mapping')}`,
      headers: { ...bearer(admin3), 'accept-language': 'es' },
      payload: { mapping: ['email', 'email', 'nope'] },
    });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json().errors).toMatchObject({
      name: ['Campo obligatorio sin columna.'],
      'mapping.1': ['Este campo fue elegido para más de una columna.'],
      'mapping.2': ['Campo inexistente en este registro.'],
    });
  });

  it('words every import message in English and Spanish, numbers kept', () => {
    for (const [key, entry] of Object.entries(IMPORT_MESSAGES)) {
      const portuguese = typeof entry === 'string' ? entry : entry(42);
      const en = importMessageIn(portuguese, 'en');
      expect(en, key).not.toBe(portuguese);
      expect(importMessageIn(portuguese, 'es'), key).not.toBe(portuguese);
      expect(importMessageIn(portuguese, 'pt-br')).toBe(portuguese);
      if (typeof entry !== 'string') expect(en).toContain('42');
    }
    for (const [key, text] of Object.entries(USER_MESSAGES)) expect(importMessageIn(text, 'en'), key).not.toBe(text);
    expect(importMessageIn('Uma mensagem qualquer.', 'en')).toBe('Uma mensagem qualquer.');
  });
});
