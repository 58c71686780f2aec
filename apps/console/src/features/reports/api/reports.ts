import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  REPORTS_PATH,
  REPORTS_SUMMARY_PATH,
  reportCatalogueResponse,
  reportPageResponse,
  reportSummaryResponse,
  type ReportQuery,
} from '@console/contract';
import { http } from '../../../lib/http.ts';

/** The reports of /relatorios/{client_id} (issue 15): the catalogue, a report's page and the operator's summary. */

const key = ['reports'] as const;

/** A report's query as the URL holds it: the period, the filters, the page. */
export type ReportParams = Partial<
  Pick<ReportQuery, 'period' | 'from' | 'to' | 'group_id' | 'regional_id' | 'status' | 'page' | 'per_page'>
> & { dias?: number };

export function useReportCatalogue(clientId: number) {
  return useQuery({
    queryKey: [...key, clientId, 'catalogue'],
    queryFn: async ({ signal }) =>
      reportCatalogueResponse.parse(await http.get<unknown>(REPORTS_PATH, { query: { client_id: clientId }, signal }))
        .data,
  });
}

export function useReport(clientId: number, report: string, params: ReportParams) {
  return useQuery({
    queryKey: [...key, clientId, report, params],
    queryFn: async ({ signal }) =>
      reportPageResponse.parse(
        await http.get<unknown>(`${REPORTS_PATH}/${report}`, { query: { client_id: clientId, ...params }, signal }),
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** The platform operator's summary of every client; only asked for when the user is the operator. */
export function useReportSummary(params: { from?: string; to?: string }, enabled: boolean) {
  return useQuery({
    queryKey: [...key, 'summary', params],
    queryFn: async ({ signal }) =>
      reportSummaryResponse.parse(await http.get<unknown>(REPORTS_SUMMARY_PATH, { query: params, signal })).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}
