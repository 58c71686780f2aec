import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn, tokenOf, unique, bearer } from './support.ts';

// Client 3 (Asta). An administrator holding a member's grants plus 'usuarios' with 'usuarios.editar' and
// 'usuarios.excluir' must not take over a user who also holds 'permissoes': the API refuses with 403 and the console
// shows the API's message, on save and on delete.
const LOGIN = '/asta/login';
const OUTRANKS =
  'Você não pode alterar a senha, o e-mail ou o status de um usuário com permissões que você não possui.';
const OUTRANKS_DELETE = 'Você não pode excluir um usuário com permissões que você não possui.';

async function createUser(request: APIRequestContext, token: string, prefix: string) {
  const t = unique();
  const person = {
    name: `${prefix} ${t}`,
    email: `${prefix.toLowerCase()}.${t}@exemplo.com.br`,
    password: 'Ponte-de-pedra-41',
  };
  const res = await request.post('/api/v2/admin/asap-user/store?client_id=3&send_welcome_email=false', {
    data: person,
    headers: bearer(token),
  });
  expect(res.status(), await res.text()).toBe(201);
  return { ...person, id: ((await res.json()) as { data: { id: number } }).data.id };
}

/** Gives the user a module with these of its sub-permissions. */
async function grantModule(
  request: APIRequestContext,
  token: string,
  userId: number,
  module: string,
  subs: string[] = [],
) {
  const headers = bearer(token);
  const written = await request.post(
    `/api/v2/admin/asap-user/permission/module/${userId}?client_id=3&modulo=${module}`,
    { data: { enabled: true }, headers },
  );
  expect(written.status(), await written.text()).toBe(200);
  const { permission } = ((await written.json()) as { data: { permission: { id: number } } }).data;
  for (const sub of subs) {
    const res = await request.put(`/api/v2/admin/permission/${permission.id}/sub/update?client_id=3`, {
      data: { tag: sub, enabled: true },
      headers,
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

test("an administrator without the target's grants sees the API's refusal when changing its e-mail or deleting it", async ({
  page,
  request,
}) => {
  const admin = await tokenOf(request, 'admin@asta.demo');
  const limited = await createUser(request, admin, 'Limitado');
  await grantModule(request, admin, limited.id, 'usuarios', ['usuarios.editar', 'usuarios.excluir']);
  const target = await createUser(request, admin, 'Alvo');
  await grantModule(request, admin, target.id, 'permissoes');

  await signIn(page, LOGIN, limited.email, limited.password);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await page.goto('/usuarios');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(target.email);
  await page.getByRole('link', { name: `Editar ${target.name}` }).click();
  const email = page.getByRole('textbox', { name: 'E-mail', exact: true });
  await expect(email).toHaveValue(target.email);
  await email.fill(`tomada.${unique()}@exemplo.com.br`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: OUTRANKS })).toBeVisible();

  await page.goto('/usuarios');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(target.email);
  await page.getByRole('button', { name: `Excluir ${target.name}` }).click();
  await page.getByRole('dialog', { name: 'Excluir usuário?' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText(OUTRANKS_DELETE)).toBeVisible();

  // Nothing changed: the target still signs in with its e-mail.
  expect(
    (
      await request.post('/api/oauth/access_token?client_id=3', {
        data: { email: target.email, password: target.password },
      })
    ).status(),
  ).toBe(200);
});
