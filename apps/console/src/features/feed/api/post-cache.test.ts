import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { feedPageOf, post } from '../test-fixtures.ts';
import { feedListKey } from './feed.ts';
import { placeCachedPost, placePost, type FeedPages } from './post-cache.ts';

const at = (minute: number) => `2026-11-20T14:${String(minute).padStart(2, '0')}:00.000Z`;
const row = (id: number, minute: number, changes = {}) => post(id, { created_at: at(minute), ...changes });
const pages = (...lists: [ReturnType<typeof row>[], string | null][]): FeedPages => ({
  pages: lists.map(([rows, next]) => feedPageOf(rows, next)),
  pageParams: lists.map((_, index) => (index === 0 ? null : `c${index}`)),
});
const ids = (data: FeedPages) => data.pages.map((page) => page.data.map((p) => p.id));

describe('placePost', () => {
  it('puts a new post at its place, newest first, ties by the higher id', () => {
    const data = pages([[row(5, 50), row(4, 40)], 'c1'], [[row(2, 20), row(1, 10)], 'c2']);
    expect(ids(placePost(data, row(9, 59)))).toEqual([
      [9, 5, 4],
      [2, 1],
    ]);
    expect(ids(placePost(data, row(3, 30)))).toEqual([
      [5, 4],
      [3, 2, 1],
    ]);
    expect(ids(placePost(data, row(6, 40)))).toEqual([
      [5, 6, 4],
      [2, 1],
    ]);
  });

  it('leaves a post older than everything loaded to the next page, unless the list has ended', () => {
    const more = pages([[row(5, 50), row(4, 40)], 'c1']);
    expect(ids(placePost(more, row(3, 30)))).toEqual([[5, 4]]);
    const ended = pages([[row(5, 50), row(4, 40)], null]);
    expect(ids(placePost(ended, row(3, 30)))).toEqual([[5, 4, 3]]);
    expect(ids(placePost(pages([[], null]), row(3, 30)))).toEqual([[3]]);
  });

  it('moves an edited post once, keeping the viewer’s own like', () => {
    const data = pages([[row(5, 50, { liked: true, likes: 1 }), row(4, 40)], null]);
    const placed = placePost(data, row(5, 50, { texto: 'editado', liked: false, likes: 3 }));
    expect(ids(placed)).toEqual([[5, 4]]);
    expect(placed.pages[0]!.data[0]).toMatchObject({ texto: 'editado', liked: true, likes: 3 });
  });
});

describe('placeCachedPost', () => {
  it('adds a post to the lists whose view holds it and takes it out of the others', () => {
    const client = new QueryClient();
    const list = () => pages([[row(4, 40, { pasta_id: 1 })], null]);
    client.setQueryData(feedListKey({ kind: 'all' }), list());
    client.setQueryData(feedListKey({ kind: 'folder', id: 1 }), list());
    client.setQueryData(feedListKey({ kind: 'folder', id: 3 }), pages([[row(7, 30, { pasta_id: 3 })], null]));
    client.setQueryData(feedListKey({ kind: 'mine' }), pages([[], null]));
    client.setQueryData(feedListKey({ kind: 'search', term: 'lima' }), list());
    placeCachedPost(client, row(9, 59, { pasta_id: 3, author: { id: 42, name: 'Eu', picture: null } }), 42);
    placeCachedPost(client, row(7, 30, { pasta_id: 1 }), 42);
    const read = (key: Parameters<typeof feedListKey>[0]) => ids(client.getQueryData<FeedPages>(feedListKey(key))!);
    expect(read({ kind: 'all' })).toEqual([[9, 4, 7]]);
    expect(read({ kind: 'folder', id: 1 })).toEqual([[4, 7]]);
    expect(read({ kind: 'folder', id: 3 })).toEqual([[9]]);
    expect(read({ kind: 'mine' })).toEqual([[9]]);
    expect(read({ kind: 'search', term: 'lima' })).toEqual([[4]]);
  });
});
