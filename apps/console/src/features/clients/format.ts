import { intlLocale } from '../../lib/locale.ts';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago a moment was, in the interface language ('há 3 dias', '3 days ago', 'agora'); '' for no moment. */
export function timeAgo(value: string | null, language: string, now: number = Date.now()): string {
  if (!value) return '';
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return '';
  const seconds = Math.round((at - now) / 1000);
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' });
  const unit = UNITS.find(([, size]) => Math.abs(seconds) >= size);
  return unit ? format.format(Math.trunc(seconds / unit[1]), unit[0]) : format.format(0, 'second');
}

/** A path of this console as the browser opens it (a client's login address, to share or open in a new tab). */
export const absoluteUrl = (path: string): string => new URL(path, window.location.origin).href;
