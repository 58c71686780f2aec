import { z } from 'zod';
import { collectionByEntity } from './registry.ts';
import { COLLECTION_MESSAGES, valueSchema } from './schemas.ts';

/**
 * A cohort's attendance taken in a grid (issue 28): for one session (its name and date), each active participant
 * present or absent (with minutes late). `GET …/turmas/<id>/chamada?encontro=&data=` answers the sheet, `POST` the
 * same path saves it: the session's attendance rows created or updated in one transaction (sub-tag turmas.chamada).
 */

export const ATTENDANCE_SEGMENT = 'chamada';

/** Most participants one save takes (a cohort's seats go up to 5,000). */
const ATTENDANCE_MAX = 5_000;

/** A field of the attendance rows, validated as their create body does (same messages). */
const fieldOf = (name: string) =>
  valueSchema(collectionByEntity('frequencia')!.fields.find((f) => f.name === name)!) as z.ZodType<string>;

/** The session a sheet is of: its name and date, as attendance rows hold them. */
export const attendanceSession = z.object({ encontro: fieldOf('encontro'), data: fieldOf('data') });
export type AttendanceSession = z.infer<typeof attendanceSession>;

/** The query of a sheet: a session, or none (only the sessions are answered). */
export const attendanceQuery = z.object({
  encontro: z.string().max(120).optional(),
  data: z.string().max(10).optional(),
});

const mark = z.object({
  participante: z.number({ error: COLLECTION_MESSAGES.reference }).int().positive(COLLECTION_MESSAGES.reference),
  presente: z.boolean(),
  atraso_min: z.number().int().min(0, COLLECTION_MESSAGES.below(0)).max(600, COLLECTION_MESSAGES.above(600)).nullish(),
});

/** The body of a save: the session and every participant's mark. */
export const attendanceBody = attendanceSession.extend({
  presencas: z.array(mark).min(1, COLLECTION_MESSAGES.required).max(ATTENDANCE_MAX),
});
export type AttendanceBody = z.infer<typeof attendanceBody>;

/** A sheet: the cohort's sessions so far, and for the asked one its active participants with their marks. */
export const attendanceSheet = z.object({
  sessions: z.array(attendanceSession),
  participants: z.array(
    z.object({
      participante: z.number().int(),
      nome: z.string(),
      presente: z.boolean(),
      atraso_min: z.number().int().nullable(),
      /** Whether the session already holds this participant's row (else the mark is the default: present). */
      recorded: z.boolean(),
    }),
  ),
});
export type AttendanceSheet = z.infer<typeof attendanceSheet>;

/** What a save did: attendance rows created and updated. */
export const attendanceSaved = z.object({ created: z.number().int(), updated: z.number().int() });
export type AttendanceSaved = z.infer<typeof attendanceSaved>;
