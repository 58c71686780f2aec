import { sql } from 'kysely';
import type { DbOrTx } from '../../db/handle.ts';

/** The integrations table (collection `integracoes`); the collections' layout names it. */
const INTEGRATIONS = 'c_integracoes';

interface IntegrationRow {
  id: number;
  url: string;
  secret: string | null;
  ativo: number;
  falhas_seguidas: number | null;
}

/** The client's active integrations subscribed to `event` (their `eventos` tags hold it). */
export async function subscribedIntegrations(db: DbOrTx, clientId: number, event: string): Promise<number[]> {
  const rows = await sql<{ id: number; eventos: string | null }>`
    select id, eventos from ${sql.table(INTEGRATIONS)} where client_id = ${clientId} and ativo = 1`.execute(db);
  return rows.rows
    .filter((row) => (JSON.parse(row.eventos ?? '[]') as string[]).includes(event))
    .map((row) => Number(row.id));
}

export async function integrationById(db: DbOrTx, clientId: number, id: number): Promise<IntegrationRow | undefined> {
  const rows = await sql<IntegrationRow>`
    select i.id, i.url, s.secret, i.ativo, i.falhas_seguidas from ${sql.table(INTEGRATIONS)} i
    left join webhook_secrets s on s.client_id = i.client_id and s.integracao_id = i.id
    where i.client_id = ${clientId} and i.id = ${id}`.execute(db);
  return rows.rows[0];
}

/** After an attempt: the last delivery's time and result, the failures in a row, and a pause when they reach `pauseAt`. */
export async function recordOutcome(
  db: DbOrTx,
  clientId: number,
  id: number,
  outcome: { at: string; ok: boolean; pauseAt: number },
): Promise<{ paused: boolean }> {
  const failures = outcome.ok ? sql`0` : sql`coalesce(falhas_seguidas, 0) + 1`;
  const rows = await sql<{ falhas_seguidas: number; ativo: number }>`
    update ${sql.table(INTEGRATIONS)}
    set ultima_entrega = ${outcome.at}, ultimo_status = ${outcome.ok ? 'sucesso' : 'falha'},
        falhas_seguidas = ${failures},
        ativo = case when ${outcome.ok ? 0 : 1} = 1 and coalesce(falhas_seguidas, 0) + 1 >= ${outcome.pauseAt} then 0 else ativo end
    where client_id = ${clientId} and id = ${id}
    returning falhas_seguidas, ativo`.execute(db);
  const row = rows.rows[0];
  return { paused: Boolean(row && !outcome.ok && Number(row.ativo) === 0) };
}

export async function insertDelivery(
  db: DbOrTx,
  clientId: number,
  row: {
    integracao_id: number;
    entrega: string;
    evento: string;
    tentativa: number;
    status_http: number | null;
    sucesso: number;
    duracao_ms: number;
    erro: string | null;
    created_at: string;
  },
): Promise<void> {
  await db
    .insertInto('webhook_deliveries')
    .values({ ...row, client_id: clientId })
    .execute();
}
