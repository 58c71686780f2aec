import type { DashboardCard } from '@console/contract';
import { formatBytes } from '../../lib/bytes.ts';
import { formatCount, formatCurrency, intlLocale } from '../../lib/locale.ts';

/** A card's figure in the interface language: counts with its separators, sizes in B..TB, money in R$ as the language writes it (SPEC.md §9). */
export function formatFigure(unit: DashboardCard['unit'], value: number, language: string): string {
  if (unit === 'bytes') return formatBytes(value, intlLocale(language));
  if (unit === 'cents') return formatCurrency(value / 100, language);
  return formatCount(value, language);
}

export type Change = { kind: 'up' | 'down'; percent: number } | { kind: 'same' } | { kind: 'new' } | { kind: 'none' };

/** The change against the previous period: a percentage, or 'new' when there was nothing before, 'none' without a previous figure. */
export function changeOf(value: number, previous: number | null): Change {
  if (previous === null) return { kind: 'none' };
  if (value === previous) return { kind: 'same' };
  if (previous === 0) return { kind: 'new' };
  const percent = Math.round((Math.abs(value - previous) / previous) * 100);
  return { kind: value > previous ? 'up' : 'down', percent };
}

/** 12 -> '12%' in the interface language. */
export const formatPercent = (percent: number, language: string): string =>
  (percent / 100).toLocaleString(intlLocale(language), { style: 'percent', maximumFractionDigits: 0 });
