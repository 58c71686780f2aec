import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { outboxResponse, type OutboxQuery } from '@console/contract';
import { http } from '../../../lib/http.ts';

/** The contract's query: `client` keeps one client's mails, `to` a recipient containing the text. */
export type OutboxParams = Omit<OutboxQuery, 'client_id'>;

/** GET /api/v2/admin/outbox (platform administrators): mails of every client, newest first. */
async function fetchOutbox(params: OutboxParams) {
  return outboxResponse.parse(await http.get<unknown>('/api/v2/admin/outbox', { query: { ...params } })).data;
}

export const useOutbox = (params: OutboxParams) =>
  useQuery({ queryKey: ['outbox', params], queryFn: () => fetchOutbox(params), placeholderData: keepPreviousData });
