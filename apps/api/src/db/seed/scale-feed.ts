import { sql } from 'kysely';
import type { Database } from '../database.ts';

const BATCH = 1000;
const PER_TRANSACTION = 50_000;
const AUTHOR_SAMPLE = 10_000;
const TEXTS = [
  'Treino concluído hoje, bora manter o ritmo!',
  'Alguém tem dica de alongamento para depois da corrida?',
  'Aula de spinning lotada, energia lá em cima.',
  'Novo horário da unidade a partir da semana que vem.',
  'Meta do mês batida, obrigado pela força de todos.',
];

export interface ScaleFeedOptions {
  clientId: number;
  posts: number;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Adds `posts` feed posts to one client (seed:scale --posts), newest with the highest id, spread over the client's
 * folders and over up to AUTHOR_SAMPLE of its live members, with like and comment counters of a busy feed (the
 * counters alone: a feed page reads them, never the rows). Runs again on top of what is there.
 */
export async function seedScaleFeed({ db, sql: dialect }: Database, options: ScaleFeedOptions): Promise<void> {
  const { clientId, posts } = options;
  const folders = (
    await db.selectFrom('feed_folders').select('id').where('client_id', '=', clientId).orderBy('id').execute()
  ).map((f) => f.id);
  const authors = (
    await db
      .selectFrom('users')
      .select('id')
      .where('client_id', '=', clientId)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .limit(AUTHOR_SAMPLE)
      .execute()
  ).map((u) => u.id);
  if (!folders.length || !authors.length) throw new Error(`client ${clientId} has no feed folder or no member`);
  if (dialect.name === 'sqlite') await sql`pragma cache_size = -262144`.execute(db);
  const start = Date.now() - posts * 1000;

  for (let done = 0; done < posts;) {
    const end = Math.min(posts, done + PER_TRANSACTION);
    await db.transaction().execute(async (trx) => {
      for (let from = done; from < end; from += BATCH) {
        const rows = [];
        for (let i = from; i < Math.min(end, from + BATCH); i++) {
          const at = new Date(start + i * 1000).toISOString();
          rows.push({
            client_id: clientId,
            pasta_id: folders[i % folders.length],
            author_id: authors[(i * 7_919) % authors.length],
            titulo: null,
            texto: `${TEXTS[i % TEXTS.length]} #${i}`,
            arquivo: null,
            arquivo_tipo: null,
            embed: null,
            embed_tipo: null,
            image: null,
            likes: (i * 31) % 97,
            comments: (i * 17) % 13,
            created_at: at,
            updated_at: at,
          });
        }
        await trx.insertInto('feed_posts').values(rows).execute();
      }
    });
    done = end;
    options.onProgress?.(done, posts);
  }
  await dialect.analyze(db, ['feed_posts']);
}
