import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_PATH, dashboardResponse, type DashboardQuery } from '@console/contract';
import { http } from '../../../lib/http.ts';

export type DashboardParams = Omit<DashboardQuery, 'client_id'>;

/** GET /api/v2/admin/dashboard: the organisation's figures for a preset period or a custom one. */
async function fetchDashboard(params: DashboardParams) {
  return dashboardResponse.parse(await http.get<unknown>(DASHBOARD_PATH, { query: { ...params } })).data;
}

export const useDashboard = (params: DashboardParams) =>
  useQuery({
    queryKey: ['dashboard', params],
    queryFn: () => fetchDashboard(params),
    placeholderData: keepPreviousData,
  });
