import { useTranslation } from 'react-i18next';
import { MenuItem, Stack, TextField } from '@mui/material';
import type { ReportCatalogue, ReportCatalogueItem } from '@console/contract';
import { OptionFilter } from '../../../components/OptionFilter.tsx';
import type { ParamChanges } from '../../../lib/search-params.ts';

/**
 * The filters a report has (group, regional, status, days without sign-in), kept in the URL; each change goes back
 * to the first page. The period has its own picker beside them.
 */
export function ReportFilters({
  report,
  catalogue,
  params,
  update,
}: {
  report: ReportCatalogueItem;
  catalogue: ReportCatalogue;
  params: URLSearchParams;
  update: (changes: ParamChanges) => void;
}) {
  const { t } = useTranslation();
  const set = (name: string) => (value: string | null) => update({ [name]: value, page: null });
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
      {report.filters.includes('grupo') ? (
        <OptionFilter
          label={t('reports.filters.group')}
          options={catalogue.groups.map((g) => ({ value: String(g.id), label: g.name }))}
          value={params.get('group_id')}
          onChange={set('group_id')}
        />
      ) : null}
      {report.filters.includes('regional') ? (
        <OptionFilter
          label={t('reports.filters.regional')}
          options={catalogue.regionals.map((r) => ({ value: String(r.id), label: r.name }))}
          value={params.get('regional_id')}
          onChange={set('regional_id')}
        />
      ) : null}
      {report.filters.includes('status') ? (
        <TextField
          select
          label={t('reports.filters.status')}
          value={params.get('status') ?? ''}
          onChange={(e) => set('status')(e.target.value || null)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('filters.all')}</MenuItem>
          {report.statuses.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {report.filters.includes('dias') ? (
        <TextField
          select
          label={t('reports.filters.days')}
          value={params.get('dias') ?? '30'}
          onChange={(e) => set('dias')(e.target.value === '30' ? null : e.target.value)}
          sx={{ minWidth: 220 }}
        >
          {[7, 15, 30, 60, 90, 180, 365].map((days) => (
            <MenuItem key={days} value={String(days)}>
              {t('reports.filters.daysOption', { count: days })}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </Stack>
  );
}
