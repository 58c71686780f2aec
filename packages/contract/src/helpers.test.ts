import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from './money.ts';
import { detectEmbed, toEmbedUrl } from './embed.ts';
import {
  commentCreateQuery,
  FEED_MESSAGES,
  feedEvent,
  feedEventType,
  postCreateBody,
  postTextError,
  postUpdateBody,
} from './feed.ts';
import { clientByLoginUrl, CLIENTS } from './constants.ts';

describe('money (SPEC.md §9)', () => {
  it('formats with prefix, thousands dot and decimal comma', () => {
    expect(formatMoney(1234567.891)).toBe('R$ 1.234.567,89');
    expect(formatMoney(0)).toBe('R$ 0,00');
  });
  it('refuses negatives', () => expect(() => formatMoney(-1)).toThrow(RangeError));
  it('parses back', () => {
    expect(parseMoney('R$ 1.234,50')).toBe(1234.5);
    expect(parseMoney('abc')).toBeNull();
  });
});

describe('embed detection (SPEC.md §4)', () => {
  const YT = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
  it.each([
    ['YouTube watch', 'veja https://www.youtube.com/watch?v=dQw4w9WgXcQ agora', YT],
    ['YouTube watch with other parameters first', 'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ', YT],
    ['YouTube on mobile', 'http://m.youtube.com/watch?v=dQw4w9WgXcQ', YT],
    ['youtu.be', 'https://youtu.be/dQw4w9WgXcQ', YT],
    ['youtu.be with a start time', 'olha isso youtu.be/dQw4w9WgXcQ?t=42', YT],
    ['YouTube shorts', 'https://www.youtube.com/shorts/dQw4w9WgXcQ', YT],
    ['YouTube embed', 'https://www.youtube.com/embed/dQw4w9WgXcQ', YT],
    ['Vimeo', 'https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['Vimeo player', 'https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['text without a video', 'texto sem vídeo', null],
    ['another site', 'https://example.com/watch?v=dQw4w9WgXcQ', null],
    ['a YouTube channel', 'https://www.youtube.com/@canal', null],
  ])('%s', (_name, text, expected) => expect(toEmbedUrl(text)).toBe(expected));

  it('sets the title to Embed and empties the text', () => {
    expect(detectEmbed('https://vimeo.com/1')).toEqual({
      titulo: 'Embed',
      texto: '',
      embed: 'https://player.vimeo.com/video/1',
      embedTipo: 'video',
    });
    expect(detectEmbed('sem link nenhum')).toBeNull();
  });
});

describe('client registry (SPEC.md §2)', () => {
  it('maps each login route to its client', () => {
    expect(CLIENTS).toHaveLength(7);
    expect(clientByLoginUrl('/smartfit/login')?.id).toBe(8);
    expect(clientByLoginUrl('/auth/login')?.name).toBe('Admin');
    expect(new Set(CLIENTS.map((c) => c.logoutUrl))).toEqual(new Set(['/auth']));
  });
});

import { toUploadedFile, truncateName } from './files.ts';

describe('upload helpers (SPEC.md §2.3, §4)', () => {
  it('truncates names at 20 characters followed by ..', () => {
    expect(truncateName('relatorio-anual-2026-final.pdf')).toBe('relatorio-anual-2026..');
    expect(truncateName('curto.pdf')).toBe('curto.pdf');
    expect(truncateName('x'.repeat(20))).toBe('x'.repeat(20));
  });
  it('closes with path, name, size, format and aspect', () => {
    const result = {
      file: { url: '/media/3/images/a.png' },
      bytes: 10,
      width: 110,
      height: 33,
      format: 'png',
      name: 'a.png',
    };
    expect(toUploadedFile(result)).toEqual({
      path: '/media/3/images/a.png',
      name: 'a.png',
      size: 10,
      format: 'png',
      aspect: 110 / 33,
    });
    expect(toUploadedFile({ ...result, width: null, height: null }).aspect).toBeNull();
  });
});

describe('feed schemas (SPEC.md §3, §5)', () => {
  const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('post text has at least 5 characters; the edit text is required unless a moderator sends a status', () => {
    expect(messages(postCreateBody.safeParse({ pasta_id: 1, text: 'abcd' }))).toEqual({ text: FEED_MESSAGES.textMin });
    expect(postCreateBody.safeParse({ pasta_id: 1, text: '<b>olá</b>', author: { id: 9 } }).data?.text).toBe(
      '<b>olá</b>',
    );
    expect(messages(postUpdateBody.safeParse({}))).toEqual({ text: FEED_MESSAGES.textRequired });
    expect(postUpdateBody.safeParse({ status: 'hidden' }).success).toBe(true);
    expect(messages(postUpdateBody.safeParse({ text: 'abc' }))).toEqual({ text: FEED_MESSAGES.textMin });
  });

  it('an embed post may be edited with an empty text; without its embed the text is required', () => {
    expect(
      postUpdateBody.safeParse({ text: '', embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ', embedTipo: 'video' })
        .success,
    ).toBe(true);
    // The embed left out: the server checks the stored one.
    expect(postUpdateBody.safeParse({ text: '' }).success).toBe(true);
    expect(messages(postUpdateBody.safeParse({ text: '  ', embed: null, embedTipo: null }))).toEqual({
      text: FEED_MESSAGES.textRequired,
    });
    expect([
      postTextError('', true),
      postTextError('', false),
      postTextError('abcd', true),
      postTextError('abcde'),
    ]).toEqual([null, FEED_MESSAGES.textRequired, FEED_MESSAGES.textMin, null]);
    expect(messages(commentCreateQuery.safeParse({ feed_itens_id: '3', comment: 'oi' }))).toEqual({
      comment: FEED_MESSAGES.commentMin,
    });
  });

  it('events are typed by their type', () => {
    expect(
      feedEvent.safeParse({ type: 'post.liked', folder_id: 1, data: { id: 2, pasta_id: 1, likes: 3 } }).success,
    ).toBe(true);
    expect(feedEvent.safeParse({ type: 'post.liked', folder_id: 1, data: { id: 2 } }).success).toBe(false);
    expect(feedEventType.options).toContain('answer.deleted');
  });
});
