import { expect, test } from '@playwright/test';
import { signIn, tokenOf, unique, bearer } from './support.ts';
import {
  ADMIN,
  ADMIN_NAME,
  NEW_POST_FOLDER,
  PLAYER,
  videoId,
  createPost,
  ownPost,
  createFeedReader,
  stubPlayers,
  expectPlayerLoaded,
  clickBelowPlayer,
  openFeed,
  cardOf,
  likeButton,
  commentsButton,
  markDocument,
  sameDocument,
} from './feed-support.ts';

// Posting, threads, likes and what reaches an open feed without a reload (issue 6).

test.describe('feed', () => {
  test("a YouTube link posted on 'Nova publicação' appears as the 'Embed' player on another person's open feed, without a reload", async ({
    browser,
    request,
  }) => {
    const reader = await createFeedReader(request, await tokenOf(request, ADMIN));
    const id = videoId();
    const embedUrl = `https://www.youtube.com/embed/${id}`;
    const readerContext = await browser.newContext();
    const posterContext = await browser.newContext();
    try {
      await stubPlayers(readerContext);
      await stubPlayers(posterContext);
      // The reader reaches folder 3 alone ('Unidades', with the seed's posts) and keeps the feed open.
      const watcher = await readerContext.newPage();
      await openFeed(watcher, reader.email, reader.password);
      await markDocument(watcher);

      // The administrator writes the post on /feed/nova.
      const poster = await posterContext.newPage();
      await openFeed(poster, ADMIN);
      await poster.getByRole('link', { name: 'Nova publicação' }).click();
      await expect(poster).toHaveURL(/\/feed\/nova$/);
      await expect(poster.getByRole('heading', { name: 'Nova publicação', level: 1 })).toBeVisible();
      await poster
        .getByRole('textbox', { name: 'Texto', exact: true })
        .fill(`Vejam o vídeo da reunião: https://www.youtube.com/watch?v=${id}`);
      const title = poster.getByRole('textbox', { name: 'Título', exact: true });
      await expect(title).toHaveValue('Embed');
      await expect(title).toBeDisabled();
      await expect(
        poster.getByText("Link de vídeo detectado: a publicação mostrará o vídeo, com o título 'Embed'."),
      ).toBeVisible();
      await expect(poster.getByTitle(PLAYER)).toHaveAttribute('src', embedUrl);
      // The console's CSP lets the player's host in: the frame holds the player's page, not an error page.
      await expectPlayerLoaded(poster, embedUrl);
      await expect(poster.getByRole('button', { name: 'Adicionar foto/vídeo' })).toBeHidden();
      await clickBelowPlayer(poster, poster.getByRole('button', { name: 'Publicar' }));
      await expect(poster).toHaveURL(/\/-painel$/);

      // The reader's open feed shows it.
      const card = watcher.getByRole('article').filter({ has: watcher.locator(`iframe[src="${embedUrl}"]`) });
      await expect(card).toBeVisible();
      await expect(card).toHaveAccessibleName(`Publicação de ${ADMIN_NAME}`);
      await expect(card.getByRole('heading', { name: 'Embed', level: 2 })).toBeVisible();
      const player = card.getByTitle(PLAYER);
      await expect(player).toHaveAttribute('src', embedUrl);
      await expect(player).toHaveAttribute('sandbox', /allow-scripts/);
      await expectPlayerLoaded(watcher, embedUrl);
      expect(await sameDocument(watcher), 'the reader never reloaded').toBe(true);
    } finally {
      await readerContext.close();
      await posterContext.close();
    }
  });

  test('comments (5+ characters), answers and likes through the post card, with their counts', async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request, ADMIN);
    const tag = unique();
    const post = await createPost(request, token, { text: `Conversa ${tag}` });
    await openFeed(page, ADMIN);
    const card = cardOf(page, post.id);
    const thread = commentsButton(card);
    await expect(thread).toHaveText('Comentários (0)');
    await expect(thread).toHaveAttribute('aria-expanded', 'false');
    await thread.click();
    await expect(thread).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByText('Nenhum comentário ainda.')).toBeVisible();

    // Four characters are refused with the message; nothing is sent.
    const comment = card.getByRole('textbox', { name: 'Comentário', exact: true });
    await comment.fill('Oi!!');
    await card.getByRole('button', { name: 'Comentar' }).click();
    await expect(card.getByText('O comentário deve ter pelo menos 5 caracteres.')).toBeVisible();
    await expect(thread).toHaveText('Comentários (0)');
    await expect(card.getByText('Nenhum comentário ainda.')).toBeVisible();

    // Once refused, the message follows the text: a valid one takes it away before any new submit.
    await comment.fill(`Comentário ${tag}`);
    await expect(card.getByText('O comentário deve ter pelo menos 5 caracteres.')).toBeHidden();
    await card.getByRole('button', { name: 'Comentar' }).click();
    const entry = card.getByRole('listitem', { name: `Comentário de ${ADMIN_NAME}` });
    await expect(entry).toContainText(`Comentário ${tag}`);
    await expect(comment).toHaveValue('');
    await expect(card.getByText('O comentário deve ter pelo menos 5 caracteres.')).toBeHidden();
    await expect(thread).toHaveText('Comentários (1)');

    // An answer to it, under the comment; answers are not counted as comments.
    await entry.getByRole('textbox', { name: `Responder a ${ADMIN_NAME}` }).fill(`Resposta ${tag}`);
    await entry.getByRole('button', { name: 'Responder' }).click();
    await expect(entry.getByRole('listitem', { name: `Resposta de ${ADMIN_NAME}` })).toContainText(`Resposta ${tag}`);
    await expect(thread).toHaveText('Comentários (1)');

    // The like toggles.
    const like = likeButton(card);
    await expect(like).toHaveAccessibleName('Curtir (0)');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAccessibleName('Curtir (1)');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await like.click();
    await expect(like).toHaveAccessibleName('Curtir (0)');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAccessibleName('Curtir (1)');
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    // What the server kept.
    const saved = await ownPost(request, token, post.id);
    expect([saved.likes, saved.liked, saved.comments]).toEqual([1, true, 1]);
    await page.reload();
    const again = cardOf(page, post.id);
    await expect(likeButton(again)).toHaveAccessibleName('Curtir (1)');
    await expect(likeButton(again)).toHaveAttribute('aria-pressed', 'true');
    await commentsButton(again).click();
    await expect(again.getByRole('listitem', { name: `Comentário de ${ADMIN_NAME}` })).toContainText(
      `Comentário ${tag}`,
    );
    await expect(again.getByRole('listitem', { name: `Resposta de ${ADMIN_NAME}` })).toContainText(`Resposta ${tag}`);
  });

  test("another person's like and comment reach an open feed without a reload: counts and the open thread", async ({
    browser,
    request,
  }) => {
    const adminToken = await tokenOf(request, ADMIN);
    const reader = await createFeedReader(request, adminToken);
    const tag = unique();
    const post = await createPost(request, adminToken, { pasta_id: NEW_POST_FOLDER, text: `Ao vivo ${tag}` });
    const readerContext = await browser.newContext();
    const adminContext = await browser.newContext();
    try {
      // The reader (folder 3 granted) keeps the post's thread open.
      const watcher = await readerContext.newPage();
      await openFeed(watcher, reader.email, reader.password);
      const watched = cardOf(watcher, post.id);
      await commentsButton(watched).click();
      await expect(watched.getByText('Nenhum comentário ainda.')).toBeVisible();
      await markDocument(watcher);

      const admin = await adminContext.newPage();
      await openFeed(admin, ADMIN);
      const card = cardOf(admin, post.id);
      await likeButton(card).click();
      await expect(likeButton(card)).toHaveAccessibleName('Curtir (1)');
      await commentsButton(card).click();
      await card.getByRole('textbox', { name: 'Comentário', exact: true }).fill(`Comentário ao vivo ${tag}`);
      await card.getByRole('button', { name: 'Comentar' }).click();
      await expect(card.getByRole('listitem', { name: `Comentário de ${ADMIN_NAME}` })).toContainText(
        `Comentário ao vivo ${tag}`,
      );

      await expect(likeButton(watched)).toHaveAccessibleName('Curtir (1)');
      // The administrator's like, not the reader's.
      await expect(likeButton(watched)).toHaveAttribute('aria-pressed', 'false');
      await expect(commentsButton(watched)).toHaveText('Comentários (1)');
      await expect(watched.getByRole('listitem', { name: `Comentário de ${ADMIN_NAME}` })).toContainText(
        `Comentário ao vivo ${tag}`,
      );
      expect(await sameDocument(watcher), 'the reader never reloaded').toBe(true);
    } finally {
      await readerContext.close();
      await adminContext.close();
    }
  });

  test("a folder grant revoked by an administrator takes that folder's posts from a person's open feed, without a reload", async ({
    browser,
    request,
  }) => {
    const adminToken = await tokenOf(request, ADMIN);
    const reader = await createFeedReader(request, adminToken);
    const post = await createPost(request, adminToken, {
      pasta_id: NEW_POST_FOLDER,
      text: `Aviso da unidade ${unique()}`,
    });
    const readerContext = await browser.newContext();
    try {
      const page = await readerContext.newPage();
      await openFeed(page, reader.email, reader.password);
      await expect(cardOf(page, post.id)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Ao vivo' })).toBeVisible();
      await markDocument(page);
      const reaching = await request.get(`/api/v2/admin/folder/permission/user/${reader.id}?client_id=3`, {
        headers: bearer(adminToken),
      });
      const grant = ((await reaching.json()) as { data: { id: number; folder: { id: number } }[] }).data.find(
        (g) => g.folder.id === NEW_POST_FOLDER,
      );
      expect(grant, "the reader's grant of 'Unidades'").toBeTruthy();
      const revoked = await request.delete(`/api/v2/admin/folder/permission/list/${grant!.id}?client_id=3`, {
        headers: bearer(adminToken),
      });
      expect(revoked.status()).toBe(200);
      // The reader's socket hears the change at once (not at its next heartbeat, up to 30 s away) and the lists reload.
      await expect(cardOf(page, post.id)).toHaveCount(0);
      expect(await sameDocument(page), 'the reader never reloaded').toBe(true);
    } finally {
      await readerContext.close();
    }
  });

  test("a moderator's open feed receives a post of a folder granted to others only (feed.moderar reaches every folder)", async ({
    browser,
    request,
  }) => {
    const reader = await createFeedReader(request, await tokenOf(request, ADMIN));
    const adminContext = await browser.newContext();
    try {
      const admin = await adminContext.newPage();
      await openFeed(admin, ADMIN);
      await markDocument(admin);
      // 'Unidades' is granted to the seed's member and the reader, not to the administrator nor their group.
      const text = `Recado da unidade ${unique()}`;
      await createPost(request, await tokenOf(request, reader.email, reader.password), {
        pasta_id: NEW_POST_FOLDER,
        text,
      });
      await expect(
        admin.getByRole('article', { name: `Publicação de ${reader.name}` }).filter({ hasText: text }),
      ).toBeVisible();
      expect(await sameDocument(admin), 'the administrator never reloaded').toBe(true);
    } finally {
      await adminContext.close();
    }
  });

  test("the seed's picture post shows its picture, served from /media/ and decoded (the CSP allows only our own images)", async ({
    page,
  }) => {
    // Fitness Link's feed: the seed's posts, few others.
    await signIn(page, '/fitness-link/login', 'admin@fitness-link.demo');
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    await page.goto('/feed');
    const picture = page.getByRole('feed', { name: 'Feed' }).getByRole('img', { name: 'Treino de sábado' });
    // The seed's posts are the oldest: scroll until the list has loaded theirs.
    await expect
      .poll(async () => {
        if (await picture.count()) return true;
        await page.mouse.wheel(0, 5000);
        return false;
      })
      .toBe(true);
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveAttribute('src', /^\/media\/6\/images\/[0-9a-f]{64}\.png$/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
  });
});
