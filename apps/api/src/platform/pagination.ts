import { MAX_PER_PAGE } from '@console/contract';

export interface Page<T> {
  data: T[];
  current_page: number;
  per_page: number;
  last_page: number;
  total: number;
}

export interface PageRequest {
  page: number;
  per_page: number;
}

/** LIMIT/OFFSET for a page request, with per_page clamped to the contract's maximum. */
export function pageWindow({ page, per_page }: PageRequest): { limit: number; offset: number } {
  const limit = Math.min(Math.max(1, per_page), MAX_PER_PAGE);
  return { limit, offset: (Math.max(1, page) - 1) * limit };
}

export function toPage<T>(rows: T[], total: number, request: PageRequest): Page<T> {
  const { limit } = pageWindow(request);
  return {
    data: rows,
    current_page: request.page,
    per_page: limit,
    last_page: Math.max(1, Math.ceil(total / limit)),
    total,
  };
}
