/**
 * A client's day: clients have no time-zone setting, so their days are São Paulo's (as the projects' deadlines and
 * the exports' times). Days are 'YYYY-MM-DD'; instants ISO strings in UTC, as the tables store them.
 */
const ZONE = 'America/Sao_Paulo';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const wallFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** The client's day of an instant. */
export const clientDay = (ms: number): string => dayFormat.format(ms);

/** The day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + n);
  return at.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** Milliseconds the zone's wall clock is ahead of UTC at an instant (negative in Brazil). */
function zoneOffset(ms: number): number {
  const p = Object.fromEntries(wallFormat.formatToParts(ms).map((part) => [part.type, part.value]));
  return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - Math.floor(ms / 1000) * 1000;
}

/** The first instant of the client's day, as an ISO string. */
export function dayStart(day: string): string {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  return new Date(midnightUtc - zoneOffset(midnightUtc - zoneOffset(midnightUtc))).toISOString();
}

/** The first instant after the client's day: periods are [dayStart(from), dayEnd(to)). */
export const dayEnd = (day: string): string => dayStart(addDays(day, 1));
