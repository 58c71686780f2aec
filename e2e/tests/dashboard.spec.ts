import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support.ts';

// Lele (client 15): a demo client the other specs leave alone, so its seeded history is what the dashboard shows.
const LOGIN = '/lele/login';
const ADMIN = 'admin@lele.demo';

const figure = (page: Page, name: string) => page.getByRole('figure', { name });
/** A card's figure as written on screen (pt-BR separators) read back as a number. */
const cardValue = async (page: Page, key: string) =>
  Number((await page.getByTestId(`card-${key}`).innerText()).replace(/\D/g, ''));
const day = (date: Date) => date.toISOString().slice(0, 10);
const ptBr = (iso: string) => iso.split('-').reverse().join('/');
/** The client's day (São Paulo, UTC-3) `back` days before today. */
const clientDay = (back: number) => day(new Date(Date.now() - 3 * 3_600_000 - back * 86_400_000));
/** Waits until the answer of a preset period is on screen (the previous answer stays while the next loads). */
const showsPeriod = (page: Page, days: number) =>
  expect(page.getByTestId('dashboard-range')).toContainText(`${ptBr(clientDay(days - 1))} a ${ptBr(clientDay(0))},`);

test('the dashboard charts the seeded history and the period picker changes the figures', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await signIn(page, LOGIN, ADMIN);
  await expect(page.getByRole('heading', { name: 'Painel da organização' })).toBeVisible();

  await page.getByRole('button', { name: '7 dias' }).click();
  await expect(page).toHaveURL(/\?period=7$/);
  await showsPeriod(page, 7);
  const signIns = figure(page, 'Acessos e novos membros por dia');
  await expect(signIns.locator('.MuiLineElement-root')).toHaveCount(2);
  await expect(figure(page, 'Membros por grupo').locator('.MuiBarElement-root')).not.toHaveCount(0);
  await expect(figure(page, 'Membros por regional').locator('.MuiPieArc-root')).not.toHaveCount(0);
  const week = await cardValue(page, 'sign_ins');
  expect(week).toBeGreaterThan(0);
  const weekSummary = await signIns.locator('figcaption').innerText();

  await page.getByRole('button', { name: '90 dias' }).click();
  await expect(page).toHaveURL(/\?period=90$/);
  await showsPeriod(page, 90);
  await expect(signIns.locator('figcaption')).not.toHaveText(weekSummary);
  const quarter = await cardValue(page, 'sign_ins');
  // The seed signs members in on every day of the last 120: ninety days hold far more sign-ins than seven.
  expect(quarter).toBeGreaterThan(week * 3);
  expect(await signIns.locator('figcaption').innerText()).toContain(
    `Acessos: ${quarter.toLocaleString('pt-BR')} no período`,
  );
  // Demo members join along the history: some within any 90 days.
  expect(await cardValue(page, 'members_new')).toBeGreaterThan(0);

  // A custom period typed in the pt-BR date fields: the fortnight ending a week ago.
  await page.getByRole('button', { name: 'Personalizado' }).click();
  const to = clientDay(7);
  const from = clientDay(20);
  for (const [label, value] of [
    ['De', from],
    ['Até', to],
  ] as const) {
    const field = page.getByRole('textbox', { name: label });
    await field.click();
    await field.press('Control+a');
    await field.pressSequentially(ptBr(value).replaceAll('/', ''));
  }
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  await expect(page.getByTestId('dashboard-range')).toContainText(`${ptBr(from)} a ${ptBr(to)}`);
  await expect(signIns.locator('figcaption')).not.toContainText(
    `Acessos: ${quarter.toLocaleString('pt-BR')} no período`,
  );
  expect(await cardValue(page, 'sign_ins')).toBeLessThan(quarter);

  // Each card opens the list it summarises.
  await page.getByRole('link', { name: /^Chamados em aberto:/ }).click();
  await expect(page).toHaveURL(/\/suporte\?status=aberto$/);
  expect(problems).toEqual([]);
});
