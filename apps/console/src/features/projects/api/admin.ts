import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  sessionListResponse,
  sessionResponse,
  projectResponse,
  type DevolutivaBody,
  type EncaminhamentoBody,
  type ParecerBody,
  type Project,
  type ProjectListQuery,
  type ProjectStatus,
  type Session,
  type SessionCreateBody,
  type SessionListQuery,
  type SessionUpdateBody,
  type StatusBody,
} from '@console/contract';
import { attachmentName, saveFile, type ExportFile } from '../../../lib/data-provider.ts';
import { ApiError, buildHeaders, buildUrl, failure, http, parseBody } from '../../../lib/http.ts';
import { i18n } from '../../../lib/i18n.ts';
import { getToken } from '../../../lib/session.ts';
import { ADMIN_PATH, adminKey, fetchPeople, fetchProject, fetchProjects, useProjectsWrite } from './shared.ts';

/** The administrator's side of projects (issue 14): sessions, the review list, a project and its transitions. */

const SESSIONS_PATH = `${ADMIN_PATH}/sessoes`;
const sessionsKey = [...adminKey, 'sessions'] as const;
const projectsKey = [...adminKey, 'projects'] as const;

export type SessionListParams = Partial<Pick<SessionListQuery, 'page' | 'per_page' | 'status'>> & { search?: string };

async function fetchSessions(params: SessionListParams, signal?: AbortSignal) {
  return sessionListResponse.parse(
    await http.get<unknown>(SESSIONS_PATH, { query: { ...params, search: params.search || undefined }, signal }),
  ).data;
}
async function fetchSession(id: number, signal?: AbortSignal): Promise<Session> {
  return sessionResponse.parse(await http.get<unknown>(`${SESSIONS_PATH}/${id}`, { signal })).data;
}
async function createSession(body: SessionCreateBody): Promise<Session> {
  return sessionResponse.parse(await http.post<unknown>(SESSIONS_PATH, body)).data;
}
async function updateSession({ id, body }: { id: number; body: SessionUpdateBody }): Promise<Session> {
  return sessionResponse.parse(await http.put<unknown>(`${SESSIONS_PATH}/${id}`, body)).data;
}
/** DELETE: 409 with the server's message while the session has projects. */
async function deleteSession(id: number): Promise<void> {
  await http.delete<unknown>(`${SESSIONS_PATH}/${id}`);
}

/** GET .../sessoes/{id}/export?format=xlsx with the token: the session's projects and scores, as a file. */
async function exportSession({ id, format = 'xlsx' }: { id: number; format?: 'xlsx' | 'csv' }): Promise<ExportFile> {
  const path = `${SESSIONS_PATH}/${id}/export`;
  const sentToken = getToken() !== null;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, { format }), { headers: buildHeaders(undefined, true) });
  } catch {
    throw new ApiError(i18n.t('errors.network'), 0);
  }
  if (!response.ok) throw failure(response.status, parseBody(await response.text()), sentToken, path);
  return {
    blob: await response.blob(),
    filename: attachmentName(response.headers.get('Content-Disposition'), `projetos-${id}.${format}`),
  };
}
const downloadSession = async (variables: { id: number; format?: 'xlsx' | 'csv' }) => {
  const file = await exportSession(variables);
  saveFile(file);
  return file;
};

export interface AdminProjectParams {
  session_id?: number;
  status?: ProjectStatus;
  assignee_id?: number;
  mine?: boolean;
  overdue?: boolean;
  search?: string;
  sort?: ProjectListQuery['sort'];
  page?: number;
  per_page?: number;
}

const fetchAdminProjects = (params: AdminProjectParams, signal?: AbortSignal) =>
  fetchProjects(
    ADMIN_PATH,
    { ...params, mine: params.mine ? 1 : undefined, overdue: params.overdue ? 1 : undefined },
    signal,
  );
const fetchAdminProject = (id: number, signal?: AbortSignal) => fetchProject(ADMIN_PATH, id, signal);

const transition =
  <B>(action: string) =>
  async ({ id, body }: { id: number; body: B }): Promise<Project> =>
    projectResponse.parse(await http.post<unknown>(`${ADMIN_PATH}/${action}/${id}`, body)).data;
const postParecer = transition<ParecerBody>('parecer');
const postEncaminhamento = transition<EncaminhamentoBody>('encaminhamento');
const postDevolutiva = transition<DevolutivaBody>('devolutiva');
const postStatus = transition<StatusBody>('status');

/** GET .../avaliadores?search: people holding the projetos tag in the client. */
export const fetchReviewers = (search: string, signal?: AbortSignal) =>
  fetchPeople(`${ADMIN_PATH}/avaliadores`, search, signal);

export function useSessions(params: SessionListParams) {
  return useQuery({
    queryKey: [...sessionsKey, 'list', params],
    queryFn: ({ signal }) => fetchSessions(params, signal),
    placeholderData: keepPreviousData,
  });
}
export function useProjectSession(id: number) {
  return useQuery({ queryKey: [...sessionsKey, 'one', id], queryFn: ({ signal }) => fetchSession(id, signal) });
}
export function useAdminProjects(params: AdminProjectParams, enabled = true) {
  return useQuery({
    queryKey: [...projectsKey, 'list', params],
    queryFn: ({ signal }) => fetchAdminProjects(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
export function useAdminProject(id: number) {
  return useQuery({ queryKey: [...projectsKey, 'one', id], queryFn: ({ signal }) => fetchAdminProject(id, signal) });
}

export const useCreateSession = () => useProjectsWrite(createSession);
export const useUpdateSession = () => useProjectsWrite(updateSession);
export const useDeleteSession = () => useProjectsWrite(deleteSession);
/** The export reads only: nothing to refresh afterwards. */
export const useExportSession = () => useMutation({ mutationFn: downloadSession });
export const useParecer = () => useProjectsWrite(postParecer);
export const useEncaminhamento = () => useProjectsWrite(postEncaminhamento);
export const useDevolutiva = () => useProjectsWrite(postDevolutiva);
export const useStatusMove = () => useProjectsWrite(postStatus);
