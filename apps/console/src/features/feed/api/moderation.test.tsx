import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedPost } from '@console/contract';
import { ok, pageOf } from '../../../test/api-answers.ts';
import { mockFetch } from '../../../test/api-stubs.ts';
import { signIn } from '../../../test/signed-in.ts';
import { feedPageOf, post } from '../test-fixtures.ts';
import { FEED_LISTS_KEY } from './feed.ts';
import { queueKey, trailKey, useModeratePost, type fetchQueuePage } from './moderation.ts';

type Pages = InfiniteData<Awaited<ReturnType<typeof fetchQueuePage>>, string | null>;
const cached = (rows: FeedPost[]): Pages => ({ pages: [feedPageOf(rows)], pageParams: [null] });
const ids = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryData<Pages>(key)?.pages.flatMap((page) => page.data.map((row) => `${row.id}:${row.status}`));

function setup(saved: FeedPost) {
  signIn();
  const { calls } = mockFetch({
    [`PUT /api/v2/client/feed/pasta/item/${saved.id}/update`]: ok(saved),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queueKey('all'), cached([post(5, { status: 'pending' }), post(4, { status: 'hidden' })]));
  client.setQueryData(queueKey('pending'), cached([post(5, { status: 'pending' })]));
  client.setQueryData(queueKey('hidden'), cached([post(4, { status: 'hidden' })]));
  client.setQueryData(trailKey(1), pageOf([]));
  client.setQueryData([...FEED_LISTS_KEY, 'all'], cached([post(9)]));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useModeratePost(), { wrapper });
  return { client, calls, moderate: result };
}

describe('moderating a post', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hiding a pending post: it turns hidden in the whole queue, leaves the pending one, joins no other; everything is read again', async () => {
    const { client, calls, moderate } = setup(post(5, { status: 'hidden' }));
    await act(() => moderate.current.mutateAsync({ id: 5, status: 'hidden' }));
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['PUT', '/api/v2/client/feed/pasta/item/5/update', { status: 'hidden' }],
    ]);
    expect(ids(client, queueKey('all'))).toEqual(['5:hidden', '4:hidden']);
    expect(ids(client, queueKey('pending'))).toEqual([]);
    expect(ids(client, queueKey('hidden'))).toEqual(['4:hidden']);
    for (const key of [queueKey('all'), trailKey(1), [...FEED_LISTS_KEY, 'all']])
      expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('restoring a hidden post takes it out of every queue', async () => {
    const { client, moderate } = setup(post(4, { status: 'published' }));
    await act(() => moderate.current.mutateAsync({ id: 4, status: 'published' }));
    expect(ids(client, queueKey('all'))).toEqual(['5:pending']);
    expect(ids(client, queueKey('hidden'))).toEqual([]);
    expect(client.getQueryState([...FEED_LISTS_KEY, 'all'])?.isInvalidated).toBe(true);
  });
});
