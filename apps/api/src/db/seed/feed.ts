import type { Kysely, Transaction } from 'kysely';
import { detectEmbed } from '@console/contract';
import type { Storage } from '../../platform/storage/index.ts';
import type { DB } from '../schema.ts';
import { CLIENTS, demoEmail } from './data.ts';
import { storeDemoPicture } from './images.ts';

type Db = Kysely<DB> | Transaction<DB>;

interface DemoPost {
  folder: 'Geral' | 'Unidades';
  author: 'admin' | 'member' | 'ana';
  title: string | null;
  text: string;
  /** The post shows the demo picture (db/seed/images.ts), stored per client. */
  picture?: true;
  comments: {
    author: 'admin' | 'member' | 'ana';
    text: string;
    answers: { author: 'admin' | 'member' | 'ana'; text: string }[];
  }[];
  likes: ('admin' | 'member' | 'ana')[];
}

/** A few posts per client in the folders the demo people reach ('Geral': everyone; 'Unidades': the member). */
const DEMO_POSTS: readonly DemoPost[] = [
  {
    folder: 'Geral',
    author: 'admin',
    title: 'Boas-vindas',
    text: 'Sejam bem-vindos ao nosso feed! Compartilhem novidades, dúvidas e conquistas por aqui.',
    comments: [
      { author: 'ana', text: 'Que bom ter este espaço!', answers: [{ author: 'admin', text: 'Aproveite, Ana!' }] },
    ],
    likes: ['member', 'ana'],
  },
  {
    folder: 'Geral',
    author: 'ana',
    title: null,
    text: 'Vale a pena assistir: https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    comments: [],
    likes: ['admin'],
  },
  {
    folder: 'Geral',
    author: 'member',
    title: 'Treino de sábado',
    text: 'Alguém topa o treino coletivo no sábado às 9h? Levem água e protetor solar.',
    picture: true,
    comments: [
      {
        author: 'ana',
        text: 'Estou dentro, levo a minha irmã.',
        answers: [{ author: 'member', text: 'Ótimo, até lá!' }],
      },
      { author: 'admin', text: 'Vou reservar a quadra para vocês.', answers: [] },
    ],
    likes: ['admin', 'ana', 'member'],
  },
  {
    folder: 'Unidades',
    author: 'member',
    title: 'Nova unidade',
    text: 'A unidade do centro abre na segunda-feira com horário estendido.',
    comments: [],
    likes: [],
  },
];

/** The outside picture service older seeds pointed demo posts at; the console's CSP (img-src 'self') refuses it. */
const OLD_DEMO_PICTURES = 'https://picsum.photos/%';

/**
 * Demo feed posts, comments, answers and likes for every client that has no post yet (also on an older database).
 * The picture of a post is stored through `storage` and served from /media/, so the seed works offline and the
 * console may show it; an older database's demo posts that point at the outside service are moved to it. Without
 * storage (a bare database in a test) the post has no picture.
 */
export async function seedFeedDemo(db: Db, now: string, storage?: Storage): Promise<void> {
  for (const client of CLIENTS) {
    if (!(await db.selectFrom('clients').select('id').where('id', '=', client.id).executeTakeFirst())) continue;
    const picture = storage ? await storeDemoPicture(storage, client.id) : null;
    if (picture)
      await db
        .updateTable('feed_posts')
        .set({ image: picture })
        .where('client_id', '=', client.id)
        .where('image', 'like', OLD_DEMO_PICTURES)
        .execute();
    if (await db.selectFrom('feed_posts').select('id').where('client_id', '=', client.id).executeTakeFirst()) continue;
    const people = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('client_id', '=', client.id)
      .where(
        'email',
        'in',
        (['admin', 'member', 'ana'] as const).map((local) => demoEmail(local, client)),
      )
      .where('deleted_at', 'is', null)
      .execute();
    const folders = await db
      .selectFrom('feed_folders')
      .select(['id', 'name'])
      .where('client_id', '=', client.id)
      .execute();
    const userId = (local: string) => people.find((p) => p.email === demoEmail(local, client))?.id;
    const folderId = (name: string) => folders.find((f) => f.name === name)?.id;

    for (const demo of DEMO_POSTS) {
      const [author, pasta] = [userId(demo.author), folderId(demo.folder)];
      if (author === undefined || pasta === undefined) continue;
      const embed = detectEmbed(demo.text);
      const likers = demo.likes.map(userId).filter((id) => id !== undefined);
      const post = await db
        .insertInto('feed_posts')
        .values({
          client_id: client.id,
          pasta_id: pasta,
          author_id: author,
          titulo: embed ? embed.titulo : demo.title,
          texto: embed ? embed.texto : demo.text,
          arquivo: null,
          arquivo_tipo: null,
          embed: embed?.embed ?? null,
          embed_tipo: embed?.embedTipo ?? null,
          image: demo.picture ? picture : null,
          likes: likers.length,
          comments: demo.comments.filter((c) => userId(c.author) !== undefined).length,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (likers.length)
        await db
          .insertInto('feed_likes')
          .values(likers.map((user_id) => ({ client_id: client.id, post_id: post.id, user_id, created_at: now })))
          .execute();
      for (const c of demo.comments) {
        const commenter = userId(c.author);
        if (commenter === undefined) continue;
        const comment = await db
          .insertInto('feed_comments')
          .values({
            client_id: client.id,
            post_id: post.id,
            author_id: commenter,
            comment: c.text,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const answers = c.answers.flatMap((a) => {
          const id = userId(a.author);
          return id === undefined
            ? []
            : [
                {
                  client_id: client.id,
                  comment_id: comment.id,
                  author_id: id,
                  answer: a.text,
                  created_at: now,
                  updated_at: now,
                },
              ];
        });
        if (answers.length) await db.insertInto('feed_answers').values(answers).execute();
      }
    }
  }
}
