// README promises Node 20.19: no package the lock file installs may ask for a newer Node, or `npm ci` on Node 20
// warns EBADENGINE (content-disposition 3 and cookie 2 asked for Node 22; package.json `overrides` keep them older).
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { expect, it } from 'vitest';

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

it('every locked package accepts the oldest Node the README names', () => {
  const oldest = semver.minVersion(engines.node)?.version;
  expect(oldest).toBe('20.19.0');
  /** @type {Record<string, { version?: string, engines?: { node?: string } }>} */
  const packages = lock.packages;
  const refused = Object.entries(packages)
    .filter(([, pkg]) => typeof pkg.engines?.node === 'string' && !semver.satisfies(oldest ?? '', pkg.engines.node))
    .map(([path, pkg]) => `${path}@${pkg.version} wants node ${pkg.engines?.node}`);
  expect(refused).toEqual([]);
});
