import { expect, test } from '@playwright/test';
import { tokenOf, bearer, unique } from './support.ts';
import { ADMIN, FEED_API, GENERAL, createFeedReader, openFeed } from './feed-support.ts';

// 'Nova publicação' (/feed/nova): the folder the post goes to, and what the author is told once it is published.

test.describe('feed: a new post', () => {
  test("'Publicar' into a folder chosen among the author's (folder 3 preselected): a success toast, then the painel hub's 'Publicação criada' links to it in the feed", async ({
    page,
  }) => {
    await openFeed(page, ADMIN);
    await page.getByRole('link', { name: 'Nova publicação' }).click();
    await expect(page.getByRole('heading', { name: 'Nova publicação', level: 1 })).toBeVisible();
    const folder = page.getByRole('combobox', { name: 'Pasta' });
    // SPEC.md §9: folder 3 ('Unidades') comes chosen; a moderator reaches every folder of the client.
    await expect(folder).toHaveText('Unidades');
    await folder.click();
    await expect(page.getByRole('option', { name: 'Geral' })).toBeVisible();
    await page.getByRole('option', { name: 'Geral' }).click();
    await expect(folder).toHaveText('Geral');

    // A refused text's message goes as soon as the text is valid, without submitting again.
    const text = page.getByRole('textbox', { name: 'Texto', exact: true });
    await text.fill('Oi');
    await page.getByRole('button', { name: 'Publicar' }).click();
    const short = page.getByText('O texto deve ter pelo menos 5 caracteres.');
    await expect(short).toBeVisible();
    const tag = unique();
    await text.fill(`Reunião geral na sexta ${tag}`);
    await expect(short).toBeHidden();

    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Publicação criada.')).toBeVisible();
    await expect(page).toHaveURL(/\/-painel$/);
    const notice = page.getByRole('status', { name: 'Publicação criada' });
    await expect(notice).toContainText(`Reunião geral na sexta ${tag}`);
    await expect(notice).toContainText('Na pasta Geral');
    await notice.getByRole('link', { name: 'Ver no feed' }).click();
    await expect(page).toHaveURL(new RegExp(`/feed\\?pasta=${GENERAL}$`));
    await expect(page.getByRole('article').filter({ hasText: `Reunião geral na sexta ${tag}` })).toBeVisible();
  });

  test('a person is offered only the folders they reach, and the API refuses a post into another (403)', async ({
    page,
    request,
  }) => {
    const reader = await createFeedReader(request, await tokenOf(request, ADMIN));
    await openFeed(page, reader.email, reader.password);
    await page.getByRole('link', { name: 'Nova publicação' }).click();
    const folder = page.getByRole('combobox', { name: 'Pasta' });
    await expect(folder).toHaveText('Unidades');
    await folder.click();
    await expect(page.getByRole('option')).toHaveText(['Unidades']);
    await page.keyboard.press('Escape');

    const token = await tokenOf(request, reader.email, reader.password);
    const refused = await request.post(`${FEED_API}/pasta/item/post?client_id=3`, {
      data: { pasta_id: GENERAL, text: `Pasta fechada ${unique()}` },
      headers: bearer(token),
    });
    expect(refused.status()).toBe(403);
    const tag = unique();
    await page.getByRole('textbox', { name: 'Texto', exact: true }).fill(`Aviso da unidade ${tag}`);
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByRole('status', { name: 'Publicação criada' })).toContainText('Na pasta Unidades');
    await page.goto('/feed?minhas=1');
    await expect(page.getByRole('article').filter({ hasText: `Aviso da unidade ${tag}` })).toBeVisible();
  });
});
