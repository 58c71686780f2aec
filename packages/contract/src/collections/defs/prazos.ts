import { DEFAULT_TIME_ZONE } from '../../constants.ts';
import type { StoredValues } from '../computed.ts';
import { f, t, type FieldDef } from '../define.ts';

/**
 * Legal and contractual deadlines the platform computes (issue 29): a data subject's request is answered within 15
 * days (LGPD art. 19), an ombudsman's report within 30 (Lei 13.460 art. 16), a support ticket within its priority's
 * SLA. A deadline is never typed; a timer marks the row overdue once it passes (flows/timers.ts).
 */

export const LGPD_DAYS = 15;
export const OMBUDSMAN_DAYS = 30;
/** Hours to resolve a ticket, by priority. */
const SLA_HOURS: Readonly<Record<string, number>> = { urgente: 4, alta: 8, media: 24, baixa: 72 };

const DAY_MS = 86_400_000;
const localDay = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE });

/** The day `days` after a stored date (YYYY-MM-DD) or date-time (its day in the product's time zone); null without it. */
export const daysAfter =
  (field: string, days: number) =>
  (row: StoredValues): string | null => {
    const value = row[field];
    if (typeof value !== 'string' || !value) return null;
    const day = value.length === 10 ? value : localDay.format(new Date(value));
    return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  };

/** A ticket's SLA deadline: its opening plus its priority's hours (ISO), or null. */
export const slaDeadline = (row: StoredValues): string | null => {
  const opened = typeof row.aberto_em === 'string' ? Date.parse(row.aberto_em) : NaN;
  const hours = SLA_HOURS[String(row.prioridade)];
  return Number.isNaN(opened) || hours === undefined ? null : new Date(opened + hours * 3_600_000).toISOString();
};

/** The overdue mark a timer sets (read-only; kept as a record that the deadline was missed). */
export const atrasada = (label = t('Atrasada', 'Overdue', 'Atrasada')): FieldDef =>
  f.boolean('atrasada', label, { default: false, list: true, filterable: true, system: true });
