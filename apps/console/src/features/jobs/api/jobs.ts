import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobResponse, jobsResponse, type JobsQuery } from '@console/contract';
import { http } from '../../../lib/http.ts';

export type JobsParams = Omit<JobsQuery, 'client_id'>;

/** While jobs wait or run the screen follows them: the list is read again every few seconds. */
const FOLLOW_MS = 5000;

/** GET /api/v2/admin/jobs: the acting client's jobs, newest first. */
async function fetchJobs(params: JobsParams) {
  return jobsResponse.parse(await http.get<unknown>('/api/v2/admin/jobs', { query: { ...params } })).data;
}

export const useJobs = (params: JobsParams) =>
  useQuery({
    queryKey: ['jobs', params],
    queryFn: () => fetchJobs(params),
    placeholderData: keepPreviousData,
    refetchInterval: FOLLOW_MS,
  });

/** POST /api/v2/admin/jobs/{id}/retry|cancel; the list is read again after either. */
export function useJobAction() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'retry' | 'cancel' }) =>
      jobResponse.parse(await http.post<unknown>(`/api/v2/admin/jobs/${id}/${action}`)).data,
    onSettled: () => queries.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
