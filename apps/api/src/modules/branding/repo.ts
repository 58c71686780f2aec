import type { DbOrTx } from '../../db/handle.ts';

export function brandingRepo(db: DbOrTx) {
  return {
    /** Only what the login page may see: id, name and colour config. */
    colors: (clientId: number) =>
      db.selectFrom('clients').select(['id', 'name', 'config']).where('id', '=', clientId).executeTakeFirst(),
    bySlug: (slug: string) => db.selectFrom('clients').select('id').where('slug', '=', slug).executeTakeFirst(),
    setConfig: (clientId: number, config: string) =>
      db.updateTable('clients').set({ config }).where('id', '=', clientId).execute(),
    /** Which of `urls` are image files of the client's library. */
    async imagesOf(clientId: number, urls: string[]): Promise<Set<string>> {
      if (!urls.length) return new Set();
      const rows = await db
        .selectFrom('files')
        .select('url')
        .where('client_id', '=', clientId)
        .where('kind', '=', 'image')
        .where('url', 'in', urls)
        .execute();
      return new Set(rows.map((r) => r.url));
    },
  };
}
