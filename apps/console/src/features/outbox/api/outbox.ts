import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { outboxResponse } from '@console/contract';
import { http } from '../../../lib/http.ts';

export interface OutboxParams {
  page: number;
  per_page: number;
  /** Only this client's mails. */
  client?: number;
  /** Recipient contains. */
  to?: string;
}

/** GET /api/v2/admin/outbox (platform administrators): mails of every client, newest first. */
export async function fetchOutbox(params: OutboxParams) {
  return outboxResponse.parse(await http.get<unknown>('/api/v2/admin/outbox', { query: { ...params } })).data;
}

export const useOutbox = (params: OutboxParams) =>
  useQuery({ queryKey: ['outbox', params], queryFn: () => fetchOutbox(params), placeholderData: keepPreviousData });
