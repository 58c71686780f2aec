import { projectListResponse, type CollectionRow } from '@console/contract';
import { http } from './http.ts';

/**
 * GET /api/v2/admin/projetos/list: the client's projects whose title matches `term`, as rows of a reference picker
 * (a collection's reference to the projects area, contract bespoke-targets.ts), named by their title.
 */
export async function searchProjects(term: string, signal: AbortSignal): Promise<CollectionRow[]> {
  const body = await http.get<unknown>('/api/v2/admin/projetos/list', {
    query: { search: term.trim() || undefined, per_page: 20, sort: 'title' },
    signal,
  });
  return projectListResponse.parse(body).data.data.map((project) => ({
    id: project.id,
    labels: {},
    title: project.title,
  }));
}
