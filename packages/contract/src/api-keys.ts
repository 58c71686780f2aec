import { z } from 'zod';

/**
 * API keys (issue 29, collection `chaves-api`): opaque tokens a client's integrated systems send as
 * `Authorization: Bearer <key>` or `X-Api-Key: <key>`. The key is shown once, when it is made; only its SHA-256 is
 * stored, with its visible prefix. A key acts only within its scopes.
 */

/** The scopes a key may hold (the options of `chaves-api.escopos`). */
export const API_KEY_SCOPES = {
  /** Turnstile check-ins sent to the ingestion endpoint. */
  checkins: 'checkins.ingestao',
  /** The units' occupancy now, for a display at the door. */
  occupancy: 'unidades.ocupacao',
} as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[keyof typeof API_KEY_SCOPES];

/** A key as the console receives it once: `ck_<prefix>_<secret>`. */
export const API_KEY_PATTERN = /^ck_([A-Z0-9]{8})_([A-Za-z0-9_-]{43})$/;

/** The path of the turnstile ingestion endpoint. */
export const INGEST_CHECKINS_PATH = '/api/v2/ingest/checkins';
/** The path of the units' occupancy read with a key. */
export const INGEST_OCCUPANCY_PATH = '/api/v2/ingest/ocupacao';

/** A unit's occupancy now: check-ins without an exit, against its capacity. */
export const unitOccupancy = z.object({
  id: z.number().int(),
  nome: z.string(),
  capacidade: z.number().int().nullable(),
  ocupacao: z.number().int(),
});
export type UnitOccupancy = z.infer<typeof unitOccupancy>;

/** One turnstile event (the request's body): an entry or exit of a member at a unit, named by the sender's own event id. */
export const checkinEvent = z.object({
  event_id: z.string().trim().min(1).max(120),
  unidade_id: z.number().int().positive(),
  aluno: z.number().int().positive(),
  direction: z.enum(['entrada', 'saida']).default('entrada'),
  at: z.iso.datetime({ offset: true }),
});
export type CheckinEvent = z.infer<typeof checkinEvent>;

/** What became of an event: its check-in, and whether this request made it or an earlier one did. */
export const ingestResult = z.object({
  event_id: z.string(),
  checkin_id: z.number().int(),
  codigo: z.string().nullable(),
  direction: z.enum(['entrada', 'saida']),
  duplicate: z.boolean(),
});
export type IngestResult = z.infer<typeof ingestResult>;
