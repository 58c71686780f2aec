import { DEFAULT_PERIOD, PERIOD_PRESETS, type PeriodPreset, type PeriodQuery } from '@console/contract';

/** The period choice the URL holds (the dashboard, the reports): a preset (?period=7|30|90, 30 by default) or a custom one (?from&to). */
export type PeriodChoice = { kind: 'preset'; period: PeriodPreset } | { kind: 'custom'; from: string; to: string };

const isPreset = (value: string | null): value is PeriodPreset =>
  (PERIOD_PRESETS as readonly string[]).includes(value ?? '');

export function periodFromUrl(params: URLSearchParams): PeriodChoice {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to) return { kind: 'custom', from, to };
  const period = params.get('period');
  return { kind: 'preset', period: isPreset(period) ? period : DEFAULT_PERIOD };
}

/** The URL changes that select a choice (the other kind's keys removed). */
export const periodToUrl = (choice: PeriodChoice): Record<string, string | null> =>
  choice.kind === 'preset'
    ? { period: choice.period, from: null, to: null }
    : { period: null, from: choice.from, to: choice.to };

/** The period as the API's query string names it (contract period.ts). */
export const periodParams = (choice: PeriodChoice): PeriodQuery =>
  choice.kind === 'preset' ? { period: choice.period } : { from: choice.from, to: choice.to };
