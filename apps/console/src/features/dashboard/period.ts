import { DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD, type DashboardPeriod } from '@console/contract';
import type { DashboardParams } from './api/dashboard.ts';

/** The period choice the URL holds: a preset (?period=7|30|90, 30 by default) or a custom one (?from&to). */
export type PeriodChoice = { kind: 'preset'; period: DashboardPeriod } | { kind: 'custom'; from: string; to: string };

const isPreset = (value: string | null): value is DashboardPeriod => (DASHBOARD_PERIODS as readonly string[]).includes(value ?? '');

export function periodFromUrl(params: URLSearchParams): PeriodChoice {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to) return { kind: 'custom', from, to };
  const period = params.get('period');
  return { kind: 'preset', period: isPreset(period) ? period : DEFAULT_DASHBOARD_PERIOD };
}

/** The URL changes that select a choice (the other kind's keys removed). */
export const periodToUrl = (choice: PeriodChoice): Record<string, string | null> =>
  choice.kind === 'preset' ? { period: choice.period, from: null, to: null } : { period: null, from: choice.from, to: choice.to };

export const periodQuery = (choice: PeriodChoice): DashboardParams => (choice.kind === 'preset' ? { period: choice.period } : { from: choice.from, to: choice.to });
