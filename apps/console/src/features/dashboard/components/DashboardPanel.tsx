import { useTranslation } from 'react-i18next';
import { Alert, Box, Grid, Skeleton, Stack, Typography } from '@mui/material';
import type { Dashboard } from '@console/contract';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { formatDate } from '../../../lib/date.ts';
import { useListParams } from '../../../lib/search-params.ts';
import { useDashboard } from '../api/dashboard.ts';
import { periodFromUrl, periodParams, periodToUrl } from '../../../lib/period.ts';
import { DashboardCharts } from './DashboardCharts.tsx';
import { PeriodPicker } from '../../../components/PeriodPicker.tsx';
import { StatCard } from './StatCard.tsx';

/** Nothing happened and nobody is there: a client without data yet. */
const isEmpty = (data: Dashboard) =>
  data.cards.every((c) => c.value === 0 && !c.previous) &&
  data.groups.length === 0 &&
  data.daily.every((d) => d.sign_ins + d.new_members + d.posts + d.comments + d.likes === 0);

function Loading() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} role="status" aria-label={t('dashboard.loading')}>
      <Grid container spacing={2}>
        {Array.from({ length: 8 }, (_, i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 3 }}>
            <Skeleton variant="rounded" height={116} />
          </Grid>
        ))}
      </Grid>
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

/** The organisation's figures for the period in the URL (?period=7|30|90 or ?from&to), their cards and charts. */
export function DashboardPanel() {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const choice = periodFromUrl(params);
  const dashboard = useDashboard(periodParams(choice));
  const data = dashboard.data;

  return (
    <Stack spacing={3} component="section" aria-labelledby="dashboard-title">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        flexWrap="wrap"
        justifyContent="space-between"
        alignItems={{ md: 'center' }}
      >
        <Box>
          <Typography id="dashboard-title" variant="h5" component="h2">
            {t('dashboard.title')}
          </Typography>
          {data ? (
            <Typography color="text.secondary" data-testid="dashboard-range">
              {t('dashboard.range', {
                from: formatDate(data.range.from),
                to: formatDate(data.range.to),
                previousFrom: formatDate(data.range.previous_from),
                previousTo: formatDate(data.range.previous_to),
              })}
            </Typography>
          ) : null}
        </Box>
        <PeriodPicker choice={choice} range={data?.range} onChange={(next) => update(periodToUrl(next))} />
      </Stack>
      {dashboard.isError ? (
        <RetryAlert
          error={dashboard.error}
          retryLabel={t('dashboard.retry')}
          onRetry={() => void dashboard.refetch()}
        />
      ) : !data ? (
        <Loading />
      ) : isEmpty(data) ? (
        <Alert severity="info">{t('dashboard.empty')}</Alert>
      ) : (
        <Box
          sx={{ opacity: dashboard.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          aria-busy={dashboard.isFetching}
        >
          <Grid container spacing={2} sx={{ mb: 3 }}>
            {data.cards.map((card) => (
              <Grid key={card.key} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <StatCard card={card} />
              </Grid>
            ))}
          </Grid>
          <DashboardCharts data={data} />
        </Box>
      )}
    </Stack>
  );
}
