import { expect, test } from '@playwright/test';
import { tokenOf, unique, bearer } from './support.ts';
import { ADMIN, ADMIN_NAME, GENERAL, FEED_API, createPost, openFeed, cardOf, commentsButton } from './feed-support.ts';

// Markup and script typed into the feed never run in the browser (issue 6, Safety).

test.describe('feed: text stays text', () => {
  test('markup and script in titles, texts, comments and answers show as text; only http(s) links are links, opening safely', async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request, ADMIN);
    const tag = unique();
    const safeLink = `https://exemplo.com.br/avisos?ref=${tag}`;
    const title = `<img src=x onerror="window.__xss=1"><svg onload=alert(document.domain)> Aviso ${tag}`;
    const lines = [
      `Aviso ${tag}`,
      '<script>window.__xss=1</script>',
      '<img src=x onerror="window.__xss=1;alert(1)">',
      '"><svg onload="window.__xss=1">',
      '\'><iframe src="javascript:window.__xss=1"></iframe>',
      '<a href="javascript:window.__xss=1">clique aqui</a>',
      'javascript:window.__xss=1',
      `Leia em ${safeLink}.`,
    ];
    const post = await createPost(request, token, { title, text: lines.join('\n') });
    const commentText = `<script>window.__xss=1</script><img src=x onerror="window.__xss=1"> comentário ${tag}`;
    const query = new URLSearchParams({ client_id: '3', feed_itens_id: String(post.id), comment: commentText });
    const commented = await request.post(`${FEED_API}/comment/post?${query}`, { headers: bearer(token) });
    expect(commented.status(), await commented.text()).toBe(201);
    const commentId = ((await commented.json()) as { data: { id: number } }).data.id;
    const answerText = `"><svg onload="window.__xss=1"> <a href="javascript:alert(1)">resposta</a> ${tag}`;
    const answered = await request.post(`${FEED_API}/answer/post?client_id=3`, {
      data: { comment_id: commentId, answer: answerText },
      headers: bearer(token),
    });
    expect(answered.status(), await answered.text()).toBe(201);
    // Media fields take http(s) addresses only; a page address as embed gives no player.
    for (const media of [
      { image: 'javascript:window.__xss=1' },
      { embed: 'javascript:window.__xss=1' },
      { arquivo: 'data:text/html,<script>window.__xss=1</script>', arquivo_tipo: 'image' },
    ]) {
      const refused = await request.post(`${FEED_API}/pasta/item/post?client_id=3`, {
        data: { pasta_id: GENERAL, text: `Mídia ${tag}`, ...media },
        headers: bearer(token),
      });
      expect(refused.status(), JSON.stringify(media)).toBe(422);
    }
    const framed = await createPost(request, token, {
      text: `Incorporação estranha ${tag}`,
      embed: 'https://exemplo.com.br/pagina',
      embedTipo: 'video',
    });

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openFeed(page, ADMIN);
    const card = cardOf(page, post.id);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(title);
    for (const line of lines) await expect(card).toContainText(line);
    await commentsButton(card).click();
    const comment = card.getByRole('listitem', { name: `Comentário de ${ADMIN_NAME}` });
    await expect(comment).toContainText(commentText);
    await expect(comment.getByRole('listitem', { name: `Resposta de ${ADMIN_NAME}` })).toContainText(answerText);

    // Nothing of the payloads became markup.
    await expect(card.locator('script, iframe, img[src="x"], [onerror], [onload], svg[onload]')).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:" i], iframe[src^="javascript:" i]')).toHaveCount(0);
    // The only link in the card is the http(s) one, autolinked without its closing full stop, opening safely.
    const links = card.getByRole('link');
    await expect(links).toHaveCount(1);
    await expect(links).toHaveText(safeLink);
    await expect(links).toHaveAttribute('href', safeLink);
    await expect(links).toHaveAttribute('target', '_blank');
    const rel = ((await links.getAttribute('rel')) ?? '').split(/\s+/);
    expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    // An embed that is no YouTube or Vimeo address is not framed.
    const odd = cardOf(page, framed.id);
    await expect(odd).toContainText(`Incorporação estranha ${tag}`);
    await expect(odd.locator('iframe')).toHaveCount(0);

    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
