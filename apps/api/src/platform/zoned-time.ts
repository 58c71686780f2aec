/**
 * Days and wall-clock times in a client's time zone (an IANA name), for jobs that plan by the calendar: the day an
 * instant falls on there, and the instant a day's time names there (daylight saving included).
 */

/** 'YYYY-MM-DD' of the instant `ms` in `zone`. */
export const dayIn = (zone: string, ms: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(ms));

/** The day `n` days after `day` ('YYYY-MM-DD'). */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** 0 (Sunday) to 6 (Saturday) of a 'YYYY-MM-DD' day. */
export const weekdayOf = (day: string): number => new Date(`${day}T12:00:00Z`).getUTCDay();

/** How far `zone`'s wall clock is ahead of UTC at the instant `ms`. */
function offsetAt(zone: string, ms: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The instant of `day` at `time` ('HH:MM') on `zone`'s wall clock. */
export function instantOf(zone: string, day: string, time: string): number {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const first = wall - offsetAt(zone, wall);
  return wall - offsetAt(zone, first);
}
