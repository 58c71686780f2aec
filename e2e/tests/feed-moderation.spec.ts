import { expect, test } from '@playwright/test';
import { tokenOf, unique } from './support.ts';
import {
  ADMIN,
  ADMIN_NAME,
  NEW_POST_FOLDER,
  createPost,
  createFeedReader,
  openFeed,
  cardOf,
  markDocument,
  sameDocument,
} from './feed-support.ts';

// A moderator's hide and restore, seen live by the author, with the moderation history (issue 6).

test.describe('feed: moderation', () => {
  test("moderation: a moderator hides a person's post from its card, the author's open feed marks it, and the moderation screen restores it with both steps in its history", async ({
    browser,
    request,
  }) => {
    const reader = await createFeedReader(request, await tokenOf(request, ADMIN));
    const tag = unique();
    const post = await createPost(request, await tokenOf(request, reader.email, reader.password), {
      pasta_id: NEW_POST_FOLDER,
      title: `Moderar ${tag}`,
      text: `Aviso a moderar ${tag}`,
    });
    const authorContext = await browser.newContext();
    const moderatorContext = await browser.newContext();
    try {
      const author = await authorContext.newPage();
      await openFeed(author, reader.email, reader.password);
      await markDocument(author);
      await expect(cardOf(author, post.id)).toBeVisible();
      await expect(cardOf(author, post.id).getByText('Oculta', { exact: true })).toBeHidden();

      // The administrator holds feed.moderar: 'Ocultar' on the card, after a confirmation.
      const moderator = await moderatorContext.newPage();
      await openFeed(moderator, ADMIN);
      const card = cardOf(moderator, post.id);
      await card.getByRole('button', { name: new RegExp(`^Ocultar a publicação de ${reader.name}`) }).click();
      const dialog = moderator.getByRole('dialog', { name: 'Ocultar publicação' });
      await expect(dialog).toContainText(`A publicação de ${reader.name} deixará de aparecer no feed.`);
      await dialog.getByRole('button', { name: 'Ocultar', exact: true }).click();
      await expect(moderator.getByText(`A publicação de ${reader.name} foi ocultada.`)).toBeVisible();
      await expect(card).toHaveCount(0);
      // The author keeps seeing their post, marked hidden, without a reload.
      await expect(cardOf(author, post.id).getByText('Oculta', { exact: true })).toBeVisible();

      // The moderation screen: the hidden queue holds it; 'Restaurar' publishes it again.
      await moderator.getByRole('link', { name: 'Moderação' }).click();
      await expect(moderator.getByRole('heading', { name: 'Moderação do feed', level: 1 })).toBeVisible();
      await moderator.getByRole('button', { name: 'Ocultos', exact: true }).click();
      await expect(moderator).toHaveURL(/situacao=ocultos/);
      const queued = moderator.getByRole('article').filter({ hasText: `Aviso a moderar ${tag}` });
      await expect(queued.getByText('Oculta', { exact: true })).toBeVisible();
      await queued.getByRole('button', { name: new RegExp(`^Restaurar a publicação de ${reader.name}`) }).click();
      await expect(moderator.getByText(`A publicação de ${reader.name} foi restaurada.`)).toBeVisible();
      await expect(queued).toHaveCount(0);
      await expect(cardOf(author, post.id).getByText('Oculta', { exact: true })).toBeHidden();
      expect(await sameDocument(author), 'the author never reloaded').toBe(true);

      // The history names both steps, on this post, by this moderator.
      await moderator.getByRole('tab', { name: 'Histórico' }).click();
      const rows = moderator.getByRole('row').filter({ hasText: `Publicação #${post.id} de ${reader.name}` });
      await expect(rows.filter({ hasText: 'Publicação ocultada' })).toContainText(ADMIN_NAME);
      await expect(rows.filter({ hasText: 'Publicação restaurada' })).toContainText(ADMIN_NAME);

      // Back on the feed, the post is there for the moderator again.
      await moderator.goto('/feed');
      await expect(cardOf(moderator, post.id)).toBeVisible();
    } finally {
      await authorContext.close();
      await moderatorContext.close();
    }
  });
});
