import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  memberSessionListResponse,
  projectResponse,
  proponentDataResponse,
  teamCandidateListResponse,
  type MemberProjectListQuery,
  type MemberSession,
  type Project,
  type ProjectPerson,
  type ProjectCreateBody,
  type ProjectUpdateBody,
  type ProponentData,
  type ProponentDataBody,
} from '@console/contract';
import { http } from '../../../lib/http.ts';
import { MEMBER_PATH, fetchProject, fetchProjects, memberKey, useProjectsWrite } from './shared.ts';

/**
 * The member's side of projects (module 'propostas', issue 14): the sessions open to them, their own projects,
 * submitting one, and their proponent data. Another member's project answers 404.
 */

/** The member's postal-code lookup (the same service as the administrators'). */
export const MEMBER_CEP_PATH = `${MEMBER_PATH}/cep`;
const MEMBER_PEOPLE_PATH = `${MEMBER_PATH}/pessoas`;

const sessionsKey = [...memberKey, 'sessions'] as const;
const projectsKey = [...memberKey, 'projects'] as const;
const projectKey = (id: number) => [...projectsKey, 'one', id] as const;
const dataKey = [...memberKey, 'dados'] as const;

/** GET /api/v2/projetos/sessoes: open sessions, and those holding one of the member's projects. */
async function fetchMemberSessions(signal?: AbortSignal): Promise<MemberSession[]> {
  return memberSessionListResponse.parse(await http.get<unknown>(`${MEMBER_PATH}/sessoes`, { signal })).data;
}

export type MyProjectsParams = Partial<Pick<MemberProjectListQuery, 'page' | 'per_page' | 'session_id' | 'status'>>;

const fetchMyProjects = (params: MyProjectsParams, signal?: AbortSignal) => fetchProjects(MEMBER_PATH, params, signal);
const fetchMyProject = (id: number, signal?: AbortSignal) => fetchProject(MEMBER_PATH, id, signal);

/** POST /api/v2/projetos/list: a new project in rascunho (the session must be open). */
async function createProject(body: ProjectCreateBody): Promise<Project> {
  return projectResponse.parse(await http.post<unknown>(`${MEMBER_PATH}/list`, body)).data;
}

/** PUT /api/v2/projetos/list/{id}: only in rascunho or devolvido_para_ajustes (else 409). */
async function updateProject({ id, body }: { id: number; body: ProjectUpdateBody }): Promise<Project> {
  return projectResponse.parse(await http.put<unknown>(`${MEMBER_PATH}/list/${id}`, body)).data;
}

/** POST /api/v2/projetos/list/{id}/enviar: 422 outside the session's period or without proponent data. */
async function submitProject(id: number): Promise<Project> {
  return projectResponse.parse(await http.post<unknown>(`${MEMBER_PATH}/list/${id}/enviar`)).data;
}

/** DELETE /api/v2/projetos/list/{id}: only a rascunho. */
async function deleteProject(id: number): Promise<void> {
  await http.delete<unknown>(`${MEMBER_PATH}/list/${id}`);
}

/** GET /api/v2/projetos/dados: null until the member fills them in. */
async function fetchProponentData(signal?: AbortSignal): Promise<ProponentData | null> {
  return proponentDataResponse.parse(await http.get<unknown>(`${MEMBER_PATH}/dados`, { signal })).data;
}

async function saveProponentData(body: ProponentDataBody): Promise<ProponentData | null> {
  return proponentDataResponse.parse(await http.put<unknown>(`${MEMBER_PATH}/dados`, body)).data;
}

/** GET /api/v2/projetos/pessoas?search: active people of the client, for the team (names and pictures only). */
export async function searchTeamPeople(search: string, signal?: AbortSignal): Promise<ProjectPerson[]> {
  const body = await http.get<unknown>(MEMBER_PEOPLE_PATH, { query: { search: search.trim() || undefined }, signal });
  return teamCandidateListResponse.parse(body).data.map((person) => ({ ...person, email: '' }));
}

export function useMemberSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: ({ signal }) => fetchMemberSessions(signal) });
}

export function useMyProjects(params: MyProjectsParams) {
  return useQuery({
    queryKey: [...projectsKey, 'list', params],
    queryFn: ({ signal }) => fetchMyProjects(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMyProject(id: number, enabled = true) {
  return useQuery({ queryKey: projectKey(id), queryFn: ({ signal }) => fetchMyProject(id, signal), enabled });
}

export function useProponentData() {
  return useQuery({ queryKey: dataKey, queryFn: ({ signal }) => fetchProponentData(signal) });
}

export const useCreateProject = () => useProjectsWrite(createProject);
export const useUpdateProject = () => useProjectsWrite(updateProject);
export const useSubmitProject = () => useProjectsWrite(submitProject);
export const useDeleteProject = () => useProjectsWrite(deleteProject);
export const useSaveProponentData = () => useProjectsWrite(saveProponentData);
