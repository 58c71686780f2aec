import { describe, expect, it } from 'vitest';
import { isMediaAddress, postCreateBody } from './feed.ts';

describe('a post media address', () => {
  it('is an http(s) address or a file of our own storage under /media/', () => {
    for (const url of [
      'https://exemplo.com.br/a.png',
      'http://127.0.0.1:3000/media/3/images/a.png',
      '/media/3/images/ab12.png',
      '/media/6/archives/f00.mp4',
    ]) {
      expect(isMediaAddress(url), url).toBe(true);
      expect(
        postCreateBody.safeParse({ pasta_id: 1, text: 'Texto da publicação', image: url, arquivo: url }).success,
        url,
      ).toBe(true);
    }
  });

  it('is nothing a browser would run or fetch from elsewhere', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/media/a.png',
      '/media//evil.example/a.png',
      '/mediax/a.png',
      'media/3/a.png',
      '/media/',
      '/assets/a.png',
      null,
      undefined,
      '',
    ]) {
      expect(isMediaAddress(url), String(url)).toBe(false);
    }
    expect(
      postCreateBody.safeParse({ pasta_id: 1, text: 'Texto da publicação', image: '//evil.example/a.png' }).success,
    ).toBe(false);
  });
});
