import { useTranslation } from 'react-i18next';
import { Grid } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import dayjs from 'dayjs';
import type { Dashboard, DashboardShare } from '@console/contract';
import { formatCount } from '../../../lib/locale.ts';
import { ChartPanel, chartName } from './ChartPanel.tsx';

const HEIGHT = 280;
/** Bars past this many groups or regionals add up as "others", so the chart stays readable. */
const TOP = 8;

/** The largest shares, then the rest as one. */
function topShares(shares: DashboardShare[], none: string, others: string) {
  const named = shares.map((s) => ({ label: s.name ?? none, value: s.members }));
  if (named.length <= TOP) return named;
  const rest = named.slice(TOP - 1).reduce((sum, s) => sum + s.value, 0);
  return [...named.slice(0, TOP - 1), { label: others, value: rest }];
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The dashboard's charts: sign-ins and new members per day, feed activity per day, members by group and regional, projects by status. */
export function DashboardCharts({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation();
  const count = (value: number | null) => (value === null ? '' : formatCount(value, i18n.language));
  const days = data.daily.map((d) => dayjs(d.day).format(i18n.language === 'en' ? 'MM/DD' : 'DD/MM'));
  const series = (key: 'sign_ins' | 'new_members' | 'posts' | 'comments' | 'likes') => data.daily.map((d) => d[key]);
  const groups = topShares(data.groups, t('dashboard.charts.noGroup'), t('dashboard.charts.others'));
  const regionals = topShares(data.regionals, t('dashboard.charts.noRegional'), t('dashboard.charts.others'));
  const projects = data.projects
    .filter((p) => p.count > 0)
    .map((p, id) => ({ id, value: p.count, label: t(`projetos.status.${p.status}`) }));
  const total = (label: string, values: number[]) => t('dashboard.charts.total', { label, total: count(sum(values)) });
  /** The 'Ver como tabela' alternative of a chart over the days: one row per day, one column per series. */
  const perDay = (columns: string[], keys: ('sign_ins' | 'new_members' | 'posts' | 'comments' | 'likes')[]) => ({
    columns: [t('dashboard.charts.day'), ...columns],
    rows: data.daily.map((d, i) => [days[i], ...keys.map((key) => count(d[key]))]),
  });
  const shares = (first: string, list: { label: string; value: number }[]) => ({
    columns: [first, t('dashboard.series.members')],
    rows: list.map((item) => [item.label, count(item.value)]),
  });

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartPanel
          id="chart-sign-ins"
          title={t('dashboard.charts.signIns')}
          table={perDay([t('dashboard.series.signIns'), t('dashboard.series.newMembers')], ['sign_ins', 'new_members'])}
          summary={[
            total(t('dashboard.series.signIns'), series('sign_ins')),
            total(t('dashboard.series.newMembers'), series('new_members')),
          ].join(' · ')}
        >
          <LineChart
            {...chartName('chart-sign-ins')}
            height={HEIGHT}
            xAxis={[{ scaleType: 'point', data: days }]}
            yAxis={[{ valueFormatter: count, width: 48 }]}
            series={[
              {
                data: series('sign_ins'),
                label: t('dashboard.series.signIns'),
                valueFormatter: count,
                showMark: data.daily.length <= 31,
                curve: 'linear',
              },
              {
                data: series('new_members'),
                label: t('dashboard.series.newMembers'),
                valueFormatter: count,
                showMark: data.daily.length <= 31,
                curve: 'linear',
              },
            ]}
          />
        </ChartPanel>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartPanel
          id="chart-feed"
          title={t('dashboard.charts.feed')}
          table={perDay(
            [t('dashboard.series.posts'), t('dashboard.series.comments'), t('dashboard.series.likes')],
            ['posts', 'comments', 'likes'],
          )}
          summary={[
            total(t('dashboard.series.posts'), series('posts')),
            total(t('dashboard.series.comments'), series('comments')),
            total(t('dashboard.series.likes'), series('likes')),
          ].join(' · ')}
        >
          <BarChart
            {...chartName('chart-feed')}
            height={HEIGHT}
            xAxis={[{ scaleType: 'band', data: days }]}
            yAxis={[{ valueFormatter: count, width: 48 }]}
            series={[
              { data: series('posts'), label: t('dashboard.series.posts'), stack: 'feed', valueFormatter: count },
              { data: series('comments'), label: t('dashboard.series.comments'), stack: 'feed', valueFormatter: count },
              { data: series('likes'), label: t('dashboard.series.likes'), stack: 'feed', valueFormatter: count },
            ]}
          />
        </ChartPanel>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <ChartPanel
          id="chart-groups"
          title={t('dashboard.charts.groups')}
          table={shares(t('dashboard.charts.group'), groups)}
          summary={groups.map((g) => `${g.label}: ${count(g.value)}`).join(' · ') || t('dashboard.charts.none')}
        >
          {groups.length ? (
            <BarChart
              {...chartName('chart-groups')}
              height={HEIGHT}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: groups.map((g) => g.label), width: 110 }]}
              xAxis={[{ valueFormatter: count }]}
              series={[
                { data: groups.map((g) => g.value), label: t('dashboard.series.members'), valueFormatter: count },
              ]}
              hideLegend
            />
          ) : null}
        </ChartPanel>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <ChartPanel
          id="chart-regionals"
          title={t('dashboard.charts.regionals')}
          table={shares(t('dashboard.charts.regional'), regionals)}
          summary={regionals.map((g) => `${g.label}: ${count(g.value)}`).join(' · ') || t('dashboard.charts.none')}
        >
          {regionals.length ? (
            <PieChart
              {...chartName('chart-regionals')}
              height={HEIGHT}
              series={[
                {
                  data: regionals.map((r, id) => ({ id, ...r })),
                  innerRadius: 50,
                  valueFormatter: (item) => count(item.value),
                },
              ]}
            />
          ) : null}
        </ChartPanel>
      </Grid>
      {data.projects.length ? (
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <ChartPanel
            id="chart-projects"
            title={t('dashboard.charts.projects')}
            table={{
              columns: [t('dashboard.charts.status'), t('dashboard.charts.projectCount')],
              rows: projects.map((p) => [p.label, count(p.value)]),
            }}
            summary={projects.map((p) => `${p.label}: ${count(p.value)}`).join(' · ') || t('dashboard.charts.none')}
          >
            {projects.length ? (
              <PieChart
                {...chartName('chart-projects')}
                height={HEIGHT}
                series={[{ data: projects, innerRadius: 50, valueFormatter: (item) => count(item.value) }]}
              />
            ) : null}
          </ChartPanel>
        </Grid>
      ) : null}
    </Grid>
  );
}
