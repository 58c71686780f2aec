import type { Generated } from 'kysely';

/** Migration 031 (docs/automation.md, "API keys and ingestion"): text stamps (ISO), as the collections' tables. */

/** The SHA-256 of a `chaves-api` row's key: the key itself is never stored. */
export interface ApiKeyHashesTable {
  key_hash: string;
  client_id: number;
  key_id: number;
  created_at: string;
}

/** An ingested event by the sender's id (unique per client), with the check-in it made and the answer given. */
export interface IngestEventsTable {
  id: Generated<number>;
  client_id: number;
  event_id: string;
  key_id: number;
  checkin_id: number;
  answer: string;
  created_at: string;
}

/** A webhook's signing secret (migration 034), apart from its `integracoes` row: shown once, used to sign. */
export interface WebhookSecretsTable {
  client_id: number;
  integracao_id: number;
  secret: string;
  created_at: string;
}
