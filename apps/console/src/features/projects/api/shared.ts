import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  personListResponse,
  projectListResponse,
  projectResponse,
  type Project,
  type ProjectPerson,
} from '@console/contract';
import { http, type Query } from '../../../lib/http.ts';

/**
 * What both sides of projects share (issue 14): the query keys, the paths and the readers of a project and of a
 * page of projects. The administrator's calls live in admin.ts, the member's in their own file.
 */

export const ADMIN_PATH = '/api/v2/admin/projetos';
export const MEMBER_PATH = '/api/v2/projetos';

/** Every query of projects: a write refreshes them all (a transition changes lists, counts and the timeline). */
const projectsKey = ['projetos'] as const;
export const adminKey = [...projectsKey, 'admin'] as const;
export const memberKey = [...projectsKey, 'member'] as const;

/** GET {base}/list/{id}: one project with its timeline (the member's read has no internal entries). */
export async function fetchProject(base: string, id: number, signal?: AbortSignal): Promise<Project> {
  return projectResponse.parse(await http.get<unknown>(`${base}/list/${id}`, { signal })).data;
}

/** GET {base}/list: one page of projects; empty filters are left out of the query. */
export async function fetchProjects(base: string, query: Query, signal?: AbortSignal) {
  const clean = Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => value !== '' && value !== undefined && value !== null && value !== false,
    ),
  );
  return projectListResponse.parse(await http.get<unknown>(`${base}/list`, { query: clean, signal })).data;
}

/** GET {path}?search: people for a picker (reviewers, team members), at most 50. */
export async function fetchPeople(path: string, search: string, signal?: AbortSignal): Promise<ProjectPerson[]> {
  return personListResponse.parse(
    await http.get<unknown>(path, { query: { search: search.trim() || undefined }, signal }),
  ).data;
}

/** A person in the pickers' list-item shape (SPEC.md §3 flat variant). */
export const personItem = (person: ProjectPerson) => ({
  user_id: person.id,
  name: person.name,
  email: person.email,
  picture: person.picture,
});

/** A write of projects; on success every projects query is read again. */
export function useProjectsWrite<V, R>(write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: projectsKey });
    },
  });
}
