import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  REPORTS_PATH,
  REPORTS_SUMMARY_PATH,
  reportCatalogueResponse,
  reportPageResponse,
  reportSummaryResponse,
  type ReportQuery,
} from '@console/contract';
import { http } from '../../../lib/http.ts';

/**
 * The reports of /relatorios/{client_id} (issue 15): the catalogue, a report's page and the operator's summary. Their
 * labels (titles, column headers, statuses) come from the API in the language the interface shows (the request's
 * Accept-Language), so each query is keyed by that language: a switch from the header refetches them at once.
 */

const key = ['reports'] as const;

/** A report's query as the URL holds it: the period, the filters, the page. */
export type ReportParams = Partial<
  Pick<ReportQuery, 'period' | 'from' | 'to' | 'group_id' | 'regional_id' | 'status' | 'page' | 'per_page'>
> & { dias?: number };

const useLanguage = (): string => useTranslation().i18n.language;

export function useReportCatalogue(clientId: number, enabled = true) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...key, clientId, 'catalogue', language],
    enabled,
    queryFn: async ({ signal }) =>
      reportCatalogueResponse.parse(await http.get<unknown>(REPORTS_PATH, { query: { client_id: clientId }, signal }))
        .data,
  });
}

export function useReport(clientId: number, report: string, params: ReportParams, enabled = true) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...key, clientId, report, params, language],
    enabled,
    queryFn: async ({ signal }) =>
      reportPageResponse.parse(
        await http.get<unknown>(`${REPORTS_PATH}/${report}`, { query: { client_id: clientId, ...params }, signal }),
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** The platform operator's summary of every client; only asked for when the user is the operator. */
export function useReportSummary(params: { from?: string; to?: string }, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...key, 'summary', params, language],
    queryFn: async ({ signal }) =>
      reportSummaryResponse.parse(await http.get<unknown>(REPORTS_SUMMARY_PATH, { query: params, signal })).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}
