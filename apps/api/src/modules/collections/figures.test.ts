import { describe, expect, it } from 'vitest';
import {
  COLLECTION_MESSAGES,
  collectionByEntity,
  COLLECTIONS,
  isKeptField,
  nextStates,
  START,
  type Aggregate,
  type CollectionDef,
  type FieldDef,
} from '@console/contract';
import { ONE_VOTE_MESSAGE } from './hooks/votos-enquete.ts';
import { NOT_WITHIN_MESSAGE } from './hooks/within.ts';
import { collectionSuite, pathOf, type Query } from './test-kit.ts';

/**
 * Real rows behind every figure (issue 28), over the definitions: for every figure computed from rows, rows created,
 * changed, moved and removed through the API move the figure exactly, and it always equals what the rows say; every
 * set of fields unique together answers 409 on a repeat. Rows are made from the client's demo rows, with fresh
 * values where a field is unique. Both engines (TEST_DB).
 */

const suite = collectionSuite();
type Row = Record<string, unknown> & { id: number };

let serial = 0;
const fresh = () => `${Date.now().toString(36).slice(-4)}${(serial += 1)}`;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: Record<string, unknown>) =>
  suite.kit.call(method, path, suite.kit.admin3, body);

/** A demo row of a collection, as the API presents it. */
async function demoRow(entity: string): Promise<Row> {
  const page = await suite.api.list(suite.kit.admin3, entity, { per_page: 1 });
  if (!page.data.length) throw new Error(`${entity} has no demo row`);
  return page.data[0] as Row;
}

/** A text, e-mail, date or number no other row holds. */
function distinct(field: FieldDef): unknown {
  const tag = fresh();
  if (field.kind === 'email') return `f${tag}@figuras.test`;
  if (field.kind === 'date')
    return `2027-${String((serial % 12) + 1).padStart(2, '0')}-${String((serial % 28) + 1).padStart(2, '0')}`;
  if (field.kind === 'datetime')
    return `2027-01-01T${String(serial % 24).padStart(2, '0')}:${String(serial % 60).padStart(2, '0')}:00.000Z`;
  if (field.kind === 'integer') return serial;
  return `F${tag}`.slice(0, Math.max(field.max ?? 40, 3));
}

/**
 * Gives these fields of `def` values that make a combination no row holds: a new row for a reference or the parent,
 * the k-th user of the client, the k-th option of an enum, a fresh text, date or number.
 */
async function fill(
  def: CollectionDef,
  names: readonly string[],
  body: Record<string, unknown>,
  params: Query,
  k: number,
) {
  for (const name of names) {
    if (def.parent?.param === name) {
      params[name] = await freshRow(def.parent.entity);
      continue;
    }
    const field = def.fields.find((f) => f.name === name)!;
    if (field.kind === 'reference') body[name] = await freshRow(field.target!);
    else if (field.kind === 'user') body[name] = (await users())[k];
    else if (field.kind === 'enum') body[name] = field.options![k % field.options!.length].value;
    else body[name] = distinct(field);
  }
}

let userIds: number[] | undefined;
const users = async () =>
  (userIds ??= (
    await suite.kit.db.selectFrom('users').select('id').where('client_id', '=', 3).orderBy('id').limit(40).execute()
  ).map((u) => u.id));

/**
 * A create body for `def` copied from one of its demo rows: no figure or generated value, no picture or file, fresh
 * values in unique fields and in its sets unique together, and the parent apart (the path's parameters).
 */
async function bodyFrom(def: CollectionDef, k = 0): Promise<{ body: Record<string, unknown>; params: Query }> {
  const base = await demoRow(def.entity);
  const body: Record<string, unknown> = {};
  for (const field of def.fields) {
    if (isKeptField(field) || field.kind === 'image' || field.kind === 'file') continue;
    body[field.name] = field.unique ? distinct(field) : base[field.name];
  }
  const params: Query = def.parent ? { [def.parent.param]: base[def.parent.param] as number } : {};
  for (const set of def.uniqueTogether ?? []) await fill(def, set, body, params, k);
  // A new row starts where its workflow lets one start (a demo row may be further along its life cycle).
  const flow = def.workflow;
  const starts = flow ? nextStates(flow, START, () => true) : [];
  if (flow && !starts.includes(String(body[flow.field]))) body[flow.field] = starts[0];
  return { body, params };
}

/** Makes a row; answers it, failing the test on anything but 201. */
async function make(def: CollectionDef, body: Record<string, unknown>, params: Query): Promise<Row> {
  const res = await call('POST', pathOf(def.entity, { params }), body);
  if (res.statusCode !== 201) throw new Error(`create ${def.entity}: ${res.statusCode} ${res.body}`);
  return res.json().data as Row;
}

/** A new row of a collection, made from one of its demo rows (under `parentId` when given). */
async function freshRow(entity: string, parentId?: number): Promise<number> {
  const def = collectionByEntity(entity)!;
  const { body, params } = await bodyFrom(def);
  if (parentId !== undefined) {
    params[def.parent!.param] = parentId;
    // Under a given parent, a set with it holds a new combination by a blank (never equal) or a new value.
    for (const set of def.uniqueTogether ?? [])
      if (set.includes(def.parent!.param))
        for (const name of set.filter((n) => n !== def.parent!.param)) {
          const field = def.fields.find((f) => f.name === name)!;
          if (field.required) await fill(def, [name], body, params, serial % 40);
          else body[name] = null;
        }
  }
  await align(def, body, params);
  return (await make(def, body, params)).id;
}

const parentOf = async (def: CollectionDef, id: number): Promise<number> =>
  Number((await call('GET', pathOf(def.entity, { id }))).json().data[def.parent!.param]);

/**
 * Keeps a row's references within its own poll, survey or form (FieldDef.within): when `via` is such a reference,
 * the row goes under the referenced row's one; otherwise the reference becomes a new row under the row's one.
 */
async function align(def: CollectionDef, body: Record<string, unknown>, params: Query, via?: string) {
  for (const field of def.fields) {
    if (!field.within || !def.parent) continue;
    const target = collectionByEntity(field.target!)!;
    const param = def.parent.param;
    const direct = def.parent.entity === field.within;
    if (field.name === via) {
      const within = await parentOf(target, Number(body[field.name]));
      params[param] = direct ? within : await freshRow(def.parent.entity, within);
    } else {
      const parentId = Number(params[param]);
      const within = direct ? parentId : await parentOf(collectionByEntity(def.parent.entity)!, parentId);
      body[field.name] = await freshRow(target.entity, within);
    }
  }
}

/** What the rows under `id` say the figure is: their count, or the sum, average, least or greatest of a field. */
async function fromRows(child: CollectionDef, aggregate: Aggregate, id: number): Promise<number | null> {
  const viaParent = child.parent?.param === aggregate.via;
  const page = await suite.api.list(
    suite.kit.admin3,
    child.entity,
    { per_page: 100, ...(viaParent ? {} : { [aggregate.via]: id }) },
    viaParent ? { [aggregate.via]: id } : {},
  );
  expect(page.total).toBeLessThan(100);
  const rows = page.data.filter(
    (r) =>
      Number(r[aggregate.via]) === id &&
      (!aggregate.where || aggregate.where.in.includes(String(r[aggregate.where.field]))),
  );
  if (aggregate.op === 'count') return rows.length;
  const values = rows.map((r) => Number(r[aggregate.of!])).filter((v) => !Number.isNaN(v));
  if (aggregate.op === 'sum') return Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
  if (!values.length) return null;
  if (aggregate.op === 'avg') return values.reduce((a, b) => a + b, 0) / values.length;
  return aggregate.op === 'min' ? Math.min(...values) : Math.max(...values);
}

const figureOf = async (def: CollectionDef, field: FieldDef, id: number): Promise<number | null> => {
  const res = await call('GET', pathOf(def.entity, { id }));
  expect(res.statusCode, res.body).toBe(200);
  const value = res.json().data[field.name];
  return value === null ? null : Number(value);
};

const close = (a: number | null, b: number | null) =>
  a === null || b === null ? expect(a).toBe(b) : expect(a).toBeCloseTo(b, 2);

/** Every figure counted, summed or averaged from rows of another collection. */
const FIGURES = COLLECTIONS.flatMap((def) =>
  def.fields.flatMap((field) =>
    field.computed?.aggregate
      ? [{ def, field, aggregate: field.computed.aggregate, name: `${def.entity}.${field.name}` }]
      : [],
  ),
);

describe('the figures computed from rows', () => {
  it('cover the figures of the catalogue, each over rows that exist', () => {
    expect(FIGURES.length).toBeGreaterThanOrEqual(30);
    for (const { aggregate } of FIGURES) expect(collectionByEntity(aggregate.from)).toBeDefined();
  });

  it.each(FIGURES)(
    '$name follows its rows through creates, changes, moves and removals',
    async ({ def, field, aggregate }) => {
      const child = collectionByEntity(aggregate.from)!;
      // Each parent under a new row of its own parent, so no demo row shares it (a poll's votes, a survey's answers).
      const makeParent = async () => {
        const { body, params } = await bodyFrom(def);
        if (def.parent) params[def.parent.param] = await freshRow(def.parent.entity);
        await align(def, body, params);
        return make(def, body, params);
      };
      const [first, second] = [await makeParent(), await makeParent()];
      const zero = aggregate.op === 'count' || aggregate.op === 'sum' ? 0 : null;
      expect(await figureOf(def, field, first.id)).toBe(zero);

      const counted = aggregate.where ? aggregate.where.in[0] : undefined;
      // A state out of the figure's that the row may move to and back from (its workflow's moves, when it has one).
      const flow = child.workflow?.field === aggregate.where?.field ? child.workflow : undefined;
      const movable = (from: string, to: string) => !flow || nextStates(flow, from, () => true).includes(to);
      // A filter over a computed field (a check-in inside until its exit) is not written: the row counts as made.
      const whereKept = Boolean(
        aggregate.where && child.fields.find((f) => f.name === aggregate.where!.field)!.computed,
      );
      const uncounted =
        aggregate.where && !whereKept
          ? child.fields
              .find((f) => f.name === aggregate.where!.field)!
              .options!.find(
                (o) =>
                  !aggregate.where!.in.includes(o.value) && movable(counted!, o.value) && movable(o.value, counted!),
              )?.value
          : undefined;
      const makeChild = async (parentId: number, k: number, value?: number) => {
        const { body, params } = await bodyFrom(child, k);
        if (child.parent?.param === aggregate.via) params[aggregate.via] = parentId;
        else body[aggregate.via] = parentId;
        if (aggregate.where && !whereKept) body[aggregate.where.field] = counted;
        // A computed filter counts a row made without what its formula reads (a check-in without its exit).
        if (whereKept)
          for (const read of child.fields.find((f) => f.name === aggregate.where!.field)!.computed!.formula!.reads)
            delete body[read];
        await align(child, body, params, aggregate.via);
        if (aggregate.of && value !== undefined && !child.fields.find((f) => f.name === aggregate.of)!.computed)
          body[aggregate.of] = value;
        return make(child, body, params);
      };
      const check = async (id: number, count?: number) => {
        const figure = await figureOf(def, field, id);
        close(figure, await fromRows(child, aggregate, id));
        if (count !== undefined && aggregate.op === 'count') expect(figure).toBe(count);
      };

      // Two rows counted under the first parent.
      const a = await makeChild(first.id, 1, 4);
      await check(first.id, 1);
      const b = await makeChild(first.id, 2, 8);
      await check(first.id, 2);

      // A row that stops counting (its status out of the figure's), or whose measured value changes.
      if (uncounted) {
        const res = await call('PUT', pathOf(child.entity, { id: a.id }), { [aggregate.where!.field]: uncounted });
        expect(res.statusCode, res.body).toBe(200);
        await check(first.id, 1);
        await call('PUT', pathOf(child.entity, { id: a.id }), { [aggregate.where!.field]: counted });
        await check(first.id, 2);
      }
      if (aggregate.of && !child.fields.find((f) => f.name === aggregate.of)!.computed) {
        const res = await call('PUT', pathOf(child.entity, { id: a.id }), { [aggregate.of]: 6 });
        expect(res.statusCode, res.body).toBe(200);
        await check(first.id);
      }

      // A row moved to the second parent leaves the first one's figure and joins the other's.
      const move: Record<string, unknown> = { [aggregate.via]: second.id };
      const moveParams: Query = child.parent?.param === aggregate.via ? { [aggregate.via]: second.id } : {};
      if (child.fields.some((f) => f.within)) await align(child, move, moveParams, aggregate.via);
      const moved = await call('PUT', pathOf(child.entity, { id: a.id }), { ...move, ...moveParams });
      expect(moved.statusCode, moved.body).toBe(200);
      await check(first.id, 1);
      await check(second.id, 1);

      // A removed row leaves it.
      expect((await call('DELETE', pathOf(child.entity, { id: b.id }))).statusCode).toBe(200);
      await check(first.id, 0);
      await check(second.id, 1);
    },
  );
});

/** Every set of fields unique together. */
const SETS = COLLECTIONS.flatMap((def) =>
  (def.uniqueTogether ?? []).map((set) => ({ def, set, name: `${def.entity} (${set.join(', ')})` })),
);

describe('one row per set of values unique together', () => {
  it.each(SETS)('$name: a repeat answers 409 naming the last field; another value is taken', async ({ def, set }) => {
    const { body, params } = await bodyFrom(def, 3);
    // Under a new parent, unless the set holds the parent (then it is new already).
    if (def.parent && !set.includes(def.parent.param)) params[def.parent.param] = await freshRow(def.parent.entity);
    await align(def, body, params);
    await make(def, body, params);
    // The same set again, every other unique value fresh.
    const again = await bodyFrom(def, 4);
    // (the parent too, so a reference within it stays so)
    if (def.parent) again.params[def.parent.param] = params[def.parent.param];
    for (const name of set) if (def.parent?.param !== name) again.body[name] = body[name];
    const repeat = await call('POST', pathOf(def.entity, { params: again.params }), again.body);
    expect(repeat.statusCode, repeat.body).toBe(409);
    expect(repeat.json().errors).toEqual({ [set.at(-1)!]: [COLLECTION_MESSAGES.together] });
    // The last value changed, it is another combination.
    await fill(def, [set.at(-1)!], again.body, again.params, 5);
    if (def.fields.some((f) => f.name === set.at(-1) && f.within)) await align(def, again.body, again.params);
    await make(def, again.body, again.params);
  });
});

describe('references within a row', () => {
  it("refuse a vote for another poll's option (422, in the reader's language), and take one of its own", async () => {
    const polls = collectionByEntity('enquetes')!;
    const [a, b] = [await freshRow(polls.entity), await freshRow(polls.entity)];
    const optionOfA = await freshRow('opcoes-enquete', a);
    const usuario = (await users())[7];
    const vote = { opcao_id: optionOfA, usuario, votado_em: '2026-05-01T12:00:00.000Z' };
    const wrong = await suite.kit.app.inject({
      method: 'POST',
      url: pathOf('votos-enquete', { params: { enquete_id: b } }),
      headers: { authorization: `Bearer ${suite.kit.admin3}`, 'accept-language': 'en' },
      payload: vote,
    });
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(wrong.json().errors).toEqual({ opcao_id: ['This item belongs to another record: choose one of the same.'] });
    const right = await call('POST', pathOf('votos-enquete', { params: { enquete_id: a } }), vote);
    expect(right.statusCode, right.body).toBe(201);
    // Moving the vote to the other poll without an option of it is refused the same way.
    const moved = await call('PUT', pathOf('votos-enquete', { id: right.json().data.id }), { enquete_id: b });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ opcao_id: [NOT_WITHIN_MESSAGE] });
  });

  it('take one vote per member in a single-choice poll (409), and one per option in a multiple-choice one', async () => {
    const polls = collectionByEntity('enquetes')!;
    for (const multiple of [false, true]) {
      const { body, params } = await bodyFrom(polls);
      const poll = await make(polls, { ...body, multipla_escolha: multiple }, params);
      const [first, second] = [await freshRow('opcoes-enquete', poll.id), await freshRow('opcoes-enquete', poll.id)];
      const usuario = (await users())[9];
      const vote = (opcao_id: number) =>
        call('POST', pathOf('votos-enquete', { params: { enquete_id: poll.id } }), {
          opcao_id,
          usuario,
          votado_em: '2026-05-01T12:00:00.000Z',
        });
      expect((await vote(first)).statusCode).toBe(201);
      const again = await vote(second);
      expect(again.statusCode, again.body).toBe(multiple ? 201 : 409);
      if (!multiple) expect(again.json().errors).toEqual({ usuario: [ONE_VOTE_MESSAGE] });
      const counted = await call('GET', pathOf('enquetes', { id: poll.id }));
      expect(counted.json().data.votos).toBe(multiple ? 2 : 1);
    }
  });
});
