// `npm run collections:diff [-- --name <slug>]`: compares the collection definitions (packages/contract) with the
// committed schema snapshot (apps/api/src/db/collections/schema-snapshot.json) and writes the migration between them
// (apps/api/src/db/migrations/NNN_<slug>.ts, listed in the migrations' index), then the new snapshot. Commit the three.
// A renamed field declares `renamedFrom: '<old name>'` so its column is renamed with its data (docs/collections.md).
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { COLLECTIONS } from '@console/contract';
import prettier from 'prettier';
import { writeCollectionsDiff } from '../apps/api/src/db/collections/diff-files.ts';

const { values } = parseArgs({ options: { name: { type: 'string' } } });
/** @param {string} relative */
const path = (relative) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * Prettier as the repository configures it, so the written files pass lint.
 * @param {string} text
 * @param {string} file
 */
async function format(text, file) {
  const options = await prettier.resolveConfig(file);
  return prettier.format(text, { ...options, filepath: file });
}

try {
  const outcome = await writeCollectionsDiff(
    COLLECTIONS,
    {
      migrationsDir: path('../apps/api/src/db/migrations/'),
      snapshotFile: path('../apps/api/src/db/collections/schema-snapshot.json'),
      format,
    },
    values.name,
  );
  if (outcome.migration) console.log(`Wrote migration ${outcome.migration} (${outcome.steps} steps) and the snapshot.`);
  else if (outcome.snapshotChanged) console.log('No DDL needed; the snapshot now holds the definitions.');
  else console.log('The definitions match the snapshot: nothing to write.');
} catch (error) {
  console.error(`collections:diff: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
