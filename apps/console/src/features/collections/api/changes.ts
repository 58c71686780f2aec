import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { COLLECTION_CHANGES_PATH, collectionChange, collectionChangesProtocols } from '@console/contract';
import { reportRefusal } from '../../../lib/http.ts';
import { channelUrl, jsonMessage, openChannel } from '../../../lib/live-channel.ts';
import { useSession } from '../../../lib/session.ts';
import { entityKey } from './records.ts';

/** A message of the changes socket: a collection's change, or the channel's own ('ready', 'resync', 'pong'). */
type ChangesMessage = { type: 'change'; entity: string } | { type: 'reload' } | { type: 'other' };

function readChange(data: unknown): ChangesMessage {
  const json = jsonMessage(data);
  const change = collectionChange.safeParse(json);
  if (change.success) return { type: 'change', entity: change.data.entity };
  const type = (json as { type?: unknown } | null)?.type;
  // 'ready' (the socket listens: changes before it were not sent) and 'resync' (some may have been missed).
  return type === 'ready' || type === 'resync' ? { type: 'reload' } : { type: 'other' };
}

/** What a message does to the cache: a change reads that collection's lists and records again; a reload, the watched ones. */
function applyChange(
  client: QueryClient,
  clientId: number | null,
  entities: readonly string[],
  message: ChangesMessage,
): void {
  if (message.type === 'change' && entities.includes(message.entity))
    void client.invalidateQueries({ queryKey: entityKey(clientId, message.entity) });
  if (message.type === 'reload')
    for (const entity of entities) void client.invalidateQueries({ queryKey: entityKey(clientId, entity) });
}

/**
 * Keeps the lists of `entities` live while they are shown: a write to one of them (by anyone of the client) is
 * announced on the changes socket, and its queries are read again. One socket per watching screen.
 */
export function useCollectionChanges(entities: readonly string[]): void {
  const client = useQueryClient();
  const { token, clientId } = useSession();
  const key = entities.join(',');
  useEffect(() => {
    if (!token || clientId === null || !key) return undefined;
    const watched = key.split(',');
    return openChannel<ChangesMessage>({
      url: channelUrl(COLLECTION_CHANGES_PATH, clientId),
      protocols: collectionChangesProtocols(token),
      parse: readChange,
      isReady: (message) => message.type === 'reload',
      onMessage: (message) => applyChange(client, clientId, watched, message),
      onStatus: () => undefined,
      onRefused: (refusal) => reportRefusal(refusal, COLLECTION_CHANGES_PATH),
    });
  }, [client, token, clientId, key]);
}
