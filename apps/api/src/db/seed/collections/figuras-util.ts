import type { DemoContext } from './demo.ts';

/**
 * Helpers of the demo rows behind the figures (issue 28): votes, reads, completions and bookings, one per member and
 * parent row, whose sets of values the seed writes into unique indexes.
 */

export const DEVICES = [
  'iPhone 14 – iOS 17',
  'Galaxy S23 – Android 14',
  'Chrome 126 – Windows 11',
  'Safari – macOS 14',
  'Moto G84 – Android 14',
  'Redmi Note 13 – Android 14',
];

/**
 * Row n's parent (the parent's row n, as the seed spreads children) and a member who has no other row under that
 * parent: a parent's members go round the client's users, so (parent, member) stays unique while no parent has more
 * rows than the client has users. `index` is the parent's position among its rows, `round` the row's among its
 * siblings.
 */
export const memberUnder = (ctx: DemoContext, entity: string, salt = 0) => memberAmong(ctx, ctx.ids(entity), salt);

function memberAmong(ctx: DemoContext, parents: readonly number[], salt = 0) {
  const count = Math.max(parents.length, 1);
  const index = ctx.n % count;
  const round = Math.floor(ctx.n / count);
  const users = ctx.users;
  return {
    parent: parents.length ? parents[index] : undefined,
    member: users.length ? users[(round + index * 3 + salt) % users.length] : null,
    index,
    round,
  };
}

/**
 * Row n's pair of a row of a collection (`left` of them, by position) and one of the rows `rightsOf` gives it: every
 * left row gets its first right row before any gets its second, so no pair repeats while pairs last (null after).
 */
export function pairAt(left: number, rightsOf: (i: number) => readonly number[], n: number): [number, number] | null {
  const lists = Array.from({ length: left }, (_, i) => rightsOf(i));
  const longest = Math.max(0, ...lists.map((l) => l.length));
  let at = 0;
  for (let round = 0; round < longest; round += 1)
    for (let i = 0; i < left; i += 1) {
      if (round >= lists[i].length) continue;
      if (at === n) return [i, lists[i][round]];
      at += 1;
    }
  return null;
}

/** The positions below `total` of the rows that go to parent `index` of `parents` when row k goes to parent k % parents. */
export const childrenAt = (index: number, parents: number, total: number): number[] => {
  const out: number[] = [];
  for (let k = index; parents > 0 && k < total; k += parents) out.push(k);
  return out;
};
