import { expect, test } from '@playwright/test';
import { bearer, DEMO_PASSWORD, signIn, unique } from './support.ts';
import { goClient } from './a11y-axe-support.ts';
import { createPost } from './feed-support.ts';

// Issue 29's rules, as an administrator and a member meet them: a points rule configured in its form; a member's post
// in the feed scores it (the rule runs in the post's transaction); the leaderboard of the member's unit moves.

const CLIENT = 3;
const PASSWORD = 'Ponte-de-pedra-41';

test("a points rule configured in its form scores a member's post, and their unit's ranking moves", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tag = unique();
  const token = async (email: string, password: string) => {
    const res = await page.request.post(`/api/oauth/access_token?client_id=${CLIENT}`, { data: { email, password } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { token: string }).token;
  };
  const admin = await token('admin@asta.demo', DEMO_PASSWORD);
  // A new unit of one member: its leaderboard starts empty. The member shares the demo member's group and regional,
  // whose feed folders they may post in.
  const made = await page.request.post(`/api/v2/admin/unidades?client_id=${CLIENT}`, {
    data: { nome: `Unidade do ranking ${tag}`, cidade: 'Recife', uf: 'PE' },
    headers: bearer(admin),
  });
  expect(made.status(), await made.text()).toBe(201);
  const unit = ((await made.json()) as { data: { id: number } }).data.id;
  const found = await page.request.get(`/api/v2/admin/asap-user?client_id=${CLIENT}&search=member%40asta.demo`, {
    headers: bearer(admin),
  });
  const [demo] = (
    (await found.json()) as { data: { data: { group: { id: number }; regional: { id: number } | null }[] } }
  ).data.data;
  const email = `pontuadora.${tag}@exemplo.com.br`;
  const name = `Pontuadora ${tag}`;
  const user = await page.request.post(`/api/v2/admin/asap-user/store?client_id=${CLIENT}&send_welcome_email=false`, {
    data: {
      name,
      email,
      password: PASSWORD,
      group_id: demo.group.id,
      regional_id: demo.regional?.id ?? null,
      unidade_id: unit,
    },
    headers: bearer(admin),
  });
  expect(user.status(), await user.text()).toBe(201);
  const memberId = ((await user.json()) as { data: { id: number } }).data.id;

  // The administrator writes the rule in its form.
  await signIn(page, '/asta/login', 'admin@asta.demo');
  await expect(page).not.toHaveURL(/\/login/);
  await goClient(page, '/gamificacao/novo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Nome' }).fill(`Post no mural ${tag}`);
  await page.getByRole('combobox', { name: 'Ação' }).click();
  await page.getByRole('option', { name: 'Publicar no feed' }).click();
  await page.getByRole('textbox', { name: 'Pontos' }).fill('37');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/gamificacao(\?|$)/);

  // Before the post, the unit's board is empty.
  await goClient(page, `/ranking?unidade_id=${unit}`);
  await expect(page.getByText('Nenhum ponto lançado neste período.')).toBeVisible({ timeout: 30_000 });

  // The member posts in the feed (as the app does, through the API).
  await createPost(page.request, await token(email, PASSWORD), { text: `Meu primeiro post ${tag}` });

  // The ledger has the rule's entry, nobody typed it; the board shows the member first with the ledger's sum.
  const ledger = await page.request.get(`/api/v2/admin/pontos?client_id=${CLIENT}&usuario=${memberId}&per_page=100`, {
    headers: bearer(admin),
  });
  const entries = ((await ledger.json()) as { data: { data: { pontos: number; motivo: string; origem: string }[] } })
    .data.data;
  expect(entries).toContainEqual(
    expect.objectContaining({ pontos: 37, motivo: `Post no mural ${tag}`, origem: 'regra' }),
  );
  const total = entries.reduce((sum, entry) => sum + entry.pontos, 0);
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole('cell').first()).toHaveText('1');
  await expect(row).toContainText(String(total));
});
