import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signIn, tokenOf, bearer } from './support.ts';

// Client 3 (Asta): its administrator holds every tag; the seed's member holds 'feed' with 'feed.criar'.
const LOGIN = '/asta/login';
const ADMIN = 'admin@asta.demo';
const MEMBER = 'member@asta.demo';
const NAME = 'Membro Asta';
const FEED_FOLDERS = '/api/v2/client/feed/pasta?client_id=3';

/** Puts the member's feed back as the seed has it (enabled, 'feed.moderar' off), through the API: other tests share the database. */
async function restoreMemberFeed(request: APIRequestContext) {
  const headers = bearer(await tokenOf(request, ADMIN));
  const found = await request.get('/api/v2/admin/asap-user/list/permission?client_id=3&search=member%40asta.demo', {
    headers,
  });
  const { data } = (await found.json()) as { data: { data: { user_id: number; email: string }[] } };
  const member = data.data.find((user) => user.email === MEMBER);
  expect(member).toBeTruthy();
  const written = await request.post(
    `/api/v2/admin/asap-user/permission/module/${member!.user_id}?client_id=3&modulo=feed`,
    { data: { enabled: true }, headers },
  );
  expect(written.status()).toBe(200);
  const feed = (
    (await written.json()) as { data: { permission: { id: number }; subs: { tag: string; enabled: boolean }[] } }
  ).data;
  if (feed.subs.some((sub) => sub.tag === 'feed.moderar' && sub.enabled)) {
    const sub = await request.put(`/api/v2/admin/permission/${feed.permission.id}/sub/update?client_id=3`, {
      data: { tag: 'feed.moderar', enabled: false },
      headers,
    });
    expect(sub.status()).toBe(200);
  }
}

/** The member's own call of the feed with the token the console keeps in session storage. */
async function memberFeedStatus(member: Page): Promise<number> {
  const token = await member.evaluate(() => sessionStorage.getItem('token'));
  const res = await member.request.get(FEED_FOLDERS, { headers: bearer(token ?? '') });
  return res.status();
}

/** The side menu's hub button and its links, opened the way a person would. */
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
async function openHub(page: Page, hub: string): Promise<Locator> {
  const button = menu(page).getByRole('button', { name: hub });
  if ((await button.getAttribute('aria-expanded')) === 'false') {
    await button.click();
    // The hub's entries slide open: a click before the slide ends can land on whatever the growing list still covers.
    const list = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(list.locator('xpath=ancestor::div[contains(@class, "MuiCollapse-root")][1]')).toHaveClass(
      /MuiCollapse-entered/,
    );
  }
  return menu(page);
}

/** Opens the member's permission screen from /permissoes by searching for them. */
async function openMemberPermissions(admin: Page) {
  await (await openHub(admin, 'Pessoas')).getByRole('link', { name: 'Permissões' }).click();
  await expect(admin.getByRole('heading', { name: 'Permissões', level: 1 })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Buscar usuário' }).fill(MEMBER);
  await expect(admin).toHaveURL(/search=member%40asta\.demo/);
  await admin.getByRole('link', { name: `Abrir as permissões de ${NAME}` }).click();
  await expect(admin.getByRole('heading', { name: `Permissões de ${NAME}`, level: 1 })).toBeVisible();
  await admin
    .getByRole('main')
    .getByRole('button', { name: /^Comunidade/ })
    .click();
}

test('an administrator takes the feed from a member: menu, route and API follow without a new sign-in; given back, they return', async ({
  browser,
  request,
}) => {
  const adminContext = await browser.newContext();
  const memberContext = await browser.newContext();
  try {
    const member = await memberContext.newPage();
    await signIn(member, LOGIN, MEMBER);
    await expect(member.getByRole('button', { name: 'Sair' })).toBeVisible();
    await expect((await openHub(member, 'Comunidade')).getByRole('link', { name: 'Feed' })).toBeVisible();
    expect(await memberFeedStatus(member)).toBe(200);

    const admin = await adminContext.newPage();
    await signIn(admin, LOGIN, ADMIN);
    await expect(admin.getByRole('button', { name: 'Sair' })).toBeVisible();
    await openMemberPermissions(admin);
    const feed = admin.getByRole('switch', { name: 'Feed', exact: true });
    await expect(feed).toBeChecked();

    // The inspector names the grant.
    await admin.getByRole('tab', { name: 'Inspetor' }).click();
    await admin.getByRole('button', { name: 'Escolher módulo ou subpermissão' }).click();
    const picker = admin.getByRole('dialog', { name: 'Escolher módulo ou subpermissão' });
    await picker.getByRole('searchbox').fill('feed');
    await picker.getByRole('button', { name: 'Feed', exact: true }).click();
    await expect(admin.getByRole('heading', { name: `Por que ${NAME} pode abrir Feed?` })).toBeVisible();
    await expect(admin.getByText(`Sim: ${NAME} pode abrir Feed.`)).toBeVisible();
    const grants = admin.getByRole('list', { name: 'Concessões que valem para este usuário' });
    await expect(grants.getByRole('listitem').filter({ hasText: 'Módulo (recurso) Feed' })).toContainText(
      'Ativa: concede o acesso',
    );

    // The module off.
    await admin.getByRole('tab', { name: 'Módulos' }).click();
    await admin
      .getByRole('main')
      .getByRole('button', { name: /^Comunidade/ })
      .click();
    await feed.click();
    await expect(feed).not.toBeChecked();
    await expect(feed).toBeEnabled();

    // The member, still signed in: the next navigation drops the menu item; the route and the API refuse.
    await (await openHub(member, 'Painel')).getByRole('link', { name: 'Relatórios' }).click();
    await expect(member.getByRole('heading', { name: 'Relatórios', exact: true })).toBeVisible();
    await expect((await openHub(member, 'Comunidade')).getByRole('link', { name: 'Feed' })).toBeHidden();
    expect(await memberFeedStatus(member)).toBe(403);
    await member.goto('/feed');
    await expect(member).toHaveURL(/\/erros\/%20$/);
    await expect(member.getByRole('heading', { name: 'Erro 403' })).toBeVisible();
    await expect(member.getByText('Você não tem permissão para acessar este conteúdo!')).toBeVisible();
    await member.goto('/relatorios/3');
    await expect(member.getByRole('heading', { name: 'Relatórios', exact: true })).toBeVisible();
    await expect((await openHub(member, 'Comunidade')).getByRole('link', { name: 'Feed' })).toBeHidden();

    // The inspector now says no, and why.
    await admin.getByRole('tab', { name: 'Inspetor' }).click();
    await expect(admin.getByText(`Não: ${NAME} não pode abrir Feed.`)).toBeVisible();
    await expect(grants.getByRole('listitem').filter({ hasText: 'Módulo (recurso) Feed' })).toContainText(
      'Desativada: não concede',
    );

    // A sub-permission on and off again.
    await admin.getByRole('tab', { name: 'Módulos' }).click();
    await admin
      .getByRole('main')
      .getByRole('button', { name: /^Comunidade/ })
      .click();
    const moderate = admin.getByRole('switch', { name: 'Feed › Moderar' });
    await expect(moderate).not.toBeChecked();
    await moderate.click();
    await expect(moderate).toBeChecked();
    await expect(moderate).toBeEnabled();
    await moderate.click();
    await expect(moderate).not.toBeChecked();
    await expect(moderate).toBeEnabled();

    // Given back: the member's next navigation shows it again, and the feed opens, without a new sign-in.
    await feed.click();
    await expect(feed).toBeChecked();
    await expect(feed).toBeEnabled();
    await menu(member).getByRole('link', { name: 'Início' }).click();
    await expect(member.getByRole('heading', { name: `Olá, ${NAME}!` })).toBeVisible();
    await (await openHub(member, 'Comunidade')).getByRole('link', { name: 'Feed' }).click();
    await expect(member).toHaveURL(/\/feed$/);
    await expect(member.getByRole('heading', { name: 'Feed', level: 1 })).toBeVisible();
    expect(await memberFeedStatus(member)).toBe(200);

    // The audit trail of the member names who changed what.
    await admin.getByRole('tab', { name: 'Histórico' }).click();
    const trail = admin.getByRole('table', { name: 'Histórico de alterações' });
    await expect(trail.getByRole('row').filter({ hasText: 'Subpermissão alterada' }).first()).toContainText(
      'Administrador',
    );
  } finally {
    await restoreMemberFeed(request);
    await adminContext.close();
    await memberContext.close();
  }
});
