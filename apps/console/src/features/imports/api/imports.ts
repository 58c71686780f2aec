import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  importErrorsResponse,
  importJobResponse,
  importPath,
  type ImportJob,
  type ImportMode,
} from '@console/contract';
import { attachmentName, saveFile } from '../../../lib/data-provider.ts';
import { buildHeaders, buildUrl, failure, http, parseBody } from '../../../lib/http.ts';
import { getToken, useSession } from '../../../lib/session.ts';

/** How often a running pass is polled. */
const POLL_MS = 500;
const isRunning = (job: ImportJob | undefined): boolean => job?.status === 'checking' || job?.status === 'importing';

const jobKey = (clientId: number | null, target: string, id: number | null) =>
  ['imports', clientId, target, id] as const;

/** POST the spreadsheet (multipart 'file'): the job with its headers, first rows and automatic mapping. */
export async function uploadImport(target: string, file: File): Promise<ImportJob> {
  const form = new FormData();
  form.append('file', file);
  return importJobResponse.parse(await http.post<unknown>(importPath(target), form)).data;
}

const fetchImport = async (target: string, id: number, signal?: AbortSignal): Promise<ImportJob> =>
  importJobResponse.parse(await http.get<unknown>(importPath(target, id), { signal })).data;

export const saveMapping = async (target: string, id: number, mapping: (string | null)[]): Promise<ImportJob> =>
  importJobResponse.parse(await http.put<unknown>(importPath(target, id, 'mapping'), { mapping })).data;

/** The dry run in a mode: create new rows only, update existing ones only, or both. */
export const startDryRun = async (target: string, id: number, mode: ImportMode): Promise<ImportJob> =>
  importJobResponse.parse(await http.post<unknown>(importPath(target, id, 'dry-run'), { mode })).data;

export const startImport = async (target: string, id: number, welcome: boolean): Promise<ImportJob> =>
  importJobResponse.parse(await http.post<unknown>(importPath(target, id, 'run'), { welcome })).data;

async function fetchImportErrors(target: string, id: number, page: number, perPage: number, signal?: AbortSignal) {
  return importErrorsResponse.parse(
    await http.get<unknown>(importPath(target, id, 'errors'), { query: { page, per_page: perPage }, signal }),
  ).data;
}

/** GET the error report and hands it to the browser as a download. */
export async function downloadReport(target: string, id: number): Promise<void> {
  const path = importPath(target, id, 'report');
  const sentToken = getToken() !== null;
  const response = await fetch(buildUrl(path), { headers: buildHeaders(undefined, true) });
  if (!response.ok) throw failure(response.status, parseBody(await response.text()), sentToken, path);
  saveFile({
    blob: await response.blob(),
    filename: attachmentName(response.headers.get('Content-Disposition'), `erros-importacao-${id}.xlsx`),
  });
}

/** The job, polled while a pass runs. */
export function useImportJob(target: string, id: number | null) {
  const { clientId } = useSession();
  return useQuery({
    queryKey: jobKey(clientId, target, id),
    queryFn: ({ signal }) => fetchImport(target, id!, signal),
    enabled: id !== null,
    refetchInterval: (query) => (isRunning(query.state.data) ? POLL_MS : false),
  });
}

/**
 * A page of the errors found so far; refreshed with the job while it runs. Their messages come in the language the
 * interface shows (Accept-Language), so the page is keyed by it: a switch from the header refetches it.
 */
export function useImportErrors(target: string, job: ImportJob | undefined, page: number, perPage: number) {
  const { clientId } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [
      ...jobKey(clientId, target, job?.id ?? null),
      'errors',
      page,
      perPage,
      job?.error_count ?? 0,
      job?.status,
      i18n.language,
    ],
    queryFn: ({ signal }) => fetchImportErrors(target, job!.id, page, perPage, signal),
    enabled: job !== undefined && job.status !== 'uploaded',
    placeholderData: keepPreviousData,
  });
}

/** A step that answers the job: the answer replaces the cached job (and starts its polling). */
export function useImportStep<V>(target: string, step: (variables: V) => Promise<ImportJob>) {
  const { clientId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSuccess: (job) => queryClient.setQueryData(jobKey(clientId, target, job.id), job),
  });
}
