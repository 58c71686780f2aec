import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSearchable } from '@console/contract';
import type { Database } from './database.ts';
import { likeContains } from './like.ts';
import { searchableText, searchKey } from './search-keys.ts';
import { testDatabase } from '../test/context.ts';
import { hostileStrings } from '../test/hostile-strings.ts';

let database: Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await testDatabase());
});
afterAll(async () => {
  await database.close();
  await dispose();
});

describe('search terms on their way to a query', () => {
  it('lose control characters and lone surrogates, and keep everything else', () => {
    expect(searchableText('a\u0000b\tc\ud800d\udc00e')).toBe('a b cde');
    expect(searchKey(' João\u0000Ávila ')).toBe('joao avila');
    expect(likeContains('50%_a\\\u0000')).toBe('%50\\%\\_a\\\\ %');
    expect(searchableText('"a" NEAR( 😀 <-> :*')).toBe('"a" NEAR( 😀 <-> :*');
    for (const text of hostileStrings(7, 300)) expect(isSearchable(searchKey(text)), JSON.stringify(text)).toBe(true);
  });

  it('reach the full-text index (FTS5 / pg_trgm) and LIKE without an error, whatever was typed', async () => {
    const { db, sql } = database;
    for (const text of hostileStrings(11, 150)) {
      const key = searchKey(text);
      if (key.length >= 3)
        await expect(sql.userListing.candidates(3, key).execute(db), JSON.stringify(text)).resolves.toBeDefined();
      const pattern = likeContains(text);
      await expect(
        db.selectFrom('users').select('id').where('email', 'like', pattern).limit(1).execute(),
        JSON.stringify(text),
      ).resolves.toBeDefined();
    }
  });
});
