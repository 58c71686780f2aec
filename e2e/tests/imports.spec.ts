import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { signIn, unique } from './support.ts';

// Issue 15: members imported from an xlsx with two bad rows: the dry run names them, the import brings the rest,
// the error report lists them. Issue 27: the import creates only (the mode chosen on the screen), so an existing
// member's row is refused, and the importing administrator's own row is never applied; the dry run counts what the
// import will create and update.

/** exceljs, from the API's dependencies (it reads the imports). */
const ExcelJS = createRequire(new URL('../../apps/api/package.json', import.meta.url))(
  'exceljs',
) as typeof import('exceljs');

test('an administrator imports members from a spreadsheet with a dry run, and downloads the error report', async ({
  page,
}) => {
  const tag = unique();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Pessoas');
  sheet.addRow(['Nome', 'E-mail', 'Grupo']);
  for (let i = 1; i <= 5; i++)
    sheet.addRow([`Importada ${tag} ${i}`, `importada.${tag}.${i}@exemplo.com.br`, 'Equipe Norte']);
  sheet.addRow([`Sem Email ${tag}`, 'nao-e-email', 'Equipe Norte']);
  sheet.addRow([`Grupo Errado ${tag}`, `grupo.${tag}@exemplo.com.br`, 'Equipe Inexistente']);
  sheet.addRow([`Administrador Renomeado ${tag}`, 'admin@asta.demo', 'Equipe Norte']);
  sheet.addRow([`Membro Renomeado ${tag}`, 'member@asta.demo', 'Equipe Norte']);
  const file = Buffer.from(await book.xlsx.writeBuffer());

  await signIn(page, '/asta/login', 'admin@asta.demo');
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await page.goto('/usuarios');
  await page.getByRole('link', { name: 'Importar' }).click();
  await expect(page.getByRole('heading', { name: 'Importar Usuários' })).toBeVisible();

  // The upload's answer is read, so a refusal (a cap of heavy work, a limit) fails here with its reason.
  const uploaded = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/api\/v2\/admin\/imports\/usuarios(\?|$)/.test(response.url()),
  );
  await page.getByTestId('import-file').setInputFiles({
    name: 'pessoas.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  const answer = await uploaded;
  expect(answer.status(), await answer.text()).toBe(201);
  const mapping = page.getByRole('table', { name: 'Colunas da planilha e campos' });
  await expect(mapping.getByRole('combobox', { name: 'Campo da coluna E-mail' })).toHaveText('E-mail *');
  await expect(mapping.getByRole('combobox', { name: 'Campo da coluna Grupo' })).toHaveText('Grupo');
  await expect(page.getByRole('radio', { name: 'Criar novos e atualizar os existentes' })).toBeChecked();
  await page.getByRole('radio', { name: /^Só criar novos/ }).check();
  await page.getByRole('button', { name: 'Simular importação' }).click();

  await expect(
    page.getByText('Simulação concluída: 9 linhas, 5 válidas e 4 com erro. Nada foi gravado.'),
  ).toBeVisible();
  await expect(page.getByTestId('import-count-willCreate')).toHaveText('Vai criar5');
  await expect(page.getByTestId('import-count-willUpdate')).toHaveText('Vai atualizar0');
  const errors = page.getByRole('table', { name: 'Erros encontrados (4)' });
  await expect(errors.getByRole('row')).toHaveText([
    /Linha/,
    /^7E-mailnao-e-emailE-mail inválido\.$/,
    /^8GrupoEquipe InexistenteGrupo inexistente\.$/,
    /^9E-mailadmin@asta\.demoA importação não altera o próprio usuário que importa\.$/,
    /^10—Já existe um registro com este valor e a importação só cria novos registros\.$/,
  ]);

  await page.getByRole('button', { name: 'Continuar para a importação' }).click();
  await page.getByRole('button', { name: 'Importar 5 linhas válidas' }).click();
  await page.getByRole('dialog', { name: 'Importar agora?' }).getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByText('Importação concluída: 9 linhas lidas.')).toBeVisible();
  await expect(page.getByRole('definition')).toHaveText(['5', '0', '4']);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar relatório de erros (.xlsx)' }).click();
  const report = new ExcelJS.Workbook();
  await report.xlsx.readFile(await (await downloading).path());
  const rows: unknown[][] = [];
  report.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  expect(rows).toEqual([
    ['Linha', 'Coluna', 'Valor', 'Mensagem'],
    [7, 'E-mail', 'nao-e-email', 'E-mail inválido.'],
    [8, 'Grupo', 'Equipe Inexistente', 'Grupo inexistente.'],
    [9, 'E-mail', 'admin@asta.demo', 'A importação não altera o próprio usuário que importa.'],
    [10, undefined, undefined, 'Já existe um registro com este valor e a importação só cria novos registros.'],
  ]);

  await page.getByRole('link', { name: 'Voltar à lista' }).click();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(tag);
  await expect(page.getByRole('table', { name: 'Usuários' }).getByRole('row')).toHaveCount(6);
});
