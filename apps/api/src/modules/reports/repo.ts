import { COLLECTION_SOURCES } from './collections-repo.ts';
import { CONTENT_SOURCES } from './content-repo.ts';
import { FEED_SOURCES } from './feed-repo.ts';
import { matrix } from './matrix-repo.ts';
import { PEOPLE_SOURCES } from './people-repo.ts';
import type { ReportSource } from './source.ts';

/** The reports' reads: each report of the contract's catalogue (REPORTS) by key, with how it reads its rows (the *-repo.ts files hold their SQL). */
export const SOURCES: Readonly<Record<string, ReportSource>> = {
  ...PEOPLE_SOURCES,
  ...FEED_SOURCES,
  ...CONTENT_SOURCES,
  ...COLLECTION_SOURCES,
  'matriz-permissoes': matrix,
};
