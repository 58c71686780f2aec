import { describe, expect, it } from 'vitest';
import { collectionSuite, pathOf } from './test-kit.ts';

/** What a delete takes with it (cascade), clears (null), or refuses while referenced (restrict, earlier tables). */

const suite = collectionSuite();

const status = async (entity: string, id: number, token = suite.kit.admin3) =>
  (await suite.kit.call('GET', pathOf(entity, { id }), token)).statusCode;
const remove = (entity: string, id: number, token = suite.kit.admin3) =>
  suite.kit.call('DELETE', pathOf(entity, { id }), token);

describe('cascade', () => {
  it("removes a curso's modulos and their aulas, counted in the audit entry", async () => {
    const curso = await suite.api.create(suite.kit.admin3, 'cursos', { titulo: 'Curso em cascata' });
    const modulos = [
      await suite.api.create(suite.kit.admin3, 'modulos', { titulo: 'M1', ordem: 1 }, { curso_id: curso.id }),
      await suite.api.create(suite.kit.admin3, 'modulos', { titulo: 'M2', ordem: 2 }, { curso_id: curso.id }),
    ];
    const aulas = [
      await suite.api.create(suite.kit.admin3, 'aulas', { titulo: 'A1', tipo: 'texto' }, { modulo_id: modulos[0].id }),
      await suite.api.create(suite.kit.admin3, 'aulas', { titulo: 'A2', tipo: 'texto' }, { modulo_id: modulos[0].id }),
      await suite.api.create(suite.kit.admin3, 'aulas', { titulo: 'A3', tipo: 'texto' }, { modulo_id: modulos[1].id }),
    ];
    const res = await remove('cursos', curso.id);
    expect(res.statusCode, res.body).toBe(200);
    for (const m of modulos) expect(await status('modulos', m.id)).toBe(404);
    for (const a of aulas) expect(await status('aulas', a.id)).toBe(404);
    expect((await suite.api.list(suite.kit.admin3, 'modulos', { curso_id: curso.id })).total).toBe(0);
    expect((await suite.api.list(suite.kit.admin3, 'aulas', { modulo_id: modulos[0].id })).total).toBe(0);
    const [entry] = (await suite.kit.audits('cursos', curso.id)).slice(-1);
    expect(entry).toMatchObject({
      action: 'cursos.delete',
      before: { titulo: 'Curso em cascata' },
      after: { cascaded: { modulos: 2, aulas: 3 } },
    });
  });

  it("cascades through an order's items, which meanwhile keep their product from going", async () => {
    const pedido = await suite.api.create(suite.kit.admin3, 'pedidos', {
      cliente: await suite.kit.idOf('member@asta.demo'),
      realizado_em: '2025-05-01T12:00:00Z',
    });
    const produto = (await suite.api.list(suite.kit.admin3, 'produtos', { per_page: 1 })).data[0];
    const item = await suite.api.create(
      suite.kit.admin3,
      'itens-pedido',
      { descricao: 'Item', produto_id: produto.id, quantidade: 1, preco_unitario: 10 },
      { pedido_id: pedido.id },
    );
    expect(await status('itens-pedido', item.id)).toBe(200);
    // The order's item refers to the product: the product cannot go while the item is there.
    const refused = await remove('produtos', Number(produto.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('itens-pedido');
    expect((await remove('pedidos', pedido.id)).statusCode).toBe(200);
    expect(await status('itens-pedido', item.id)).toBe(404);
  });
});

describe('restrict', () => {
  it('answers 409 naming what refers to the row, and deletes nothing', async () => {
    const categoria = await suite.api.create(suite.kit.admin3, 'categorias-produto', { nome: 'Categoria presa' });
    const produto = await suite.api.create(suite.kit.admin3, 'produtos', {
      nome: 'Produto preso',
      sku: 'PRESO-1',
      preco: 1,
      estoque: 1,
      categoria_id: categoria.id,
    });
    const res = await remove('categorias-produto', categoria.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, errors: { references: ['produtos (1)'] } });
    expect(res.json().message).toContain('produtos (1)');
    expect(await status('categorias-produto', categoria.id)).toBe(200);
    expect(await status('produtos', produto.id)).toBe(200);
    expect((await suite.kit.audits('categorias-produto', categoria.id)).map((a) => a.action)).toEqual([
      'categorias-produto.create',
    ]);
    await suite.kit.call('PUT', pathOf('produtos', { id: produto.id }), suite.kit.admin3, { categoria_id: null });
    expect((await remove('categorias-produto', categoria.id)).statusCode).toBe(200);
  });

  it("counts only the client's own referrers", async () => {
    const categoria = await suite.api.create(suite.kit.admin6, 'categorias-produto', { nome: 'Categoria livre' });
    expect((await remove('categorias-produto', categoria.id, suite.kit.admin6)).statusCode).toBe(200);
  });
});

describe('null', () => {
  it('clears the references of a removed row (a unidade keeps going without its regional)', async () => {
    const regional = await suite.api.create(suite.kit.admin3, 'regional', { name: 'Regional passageira' });
    const unidade = await suite.api.create(suite.kit.admin3, 'unidades', {
      ...(await requiredOf('unidades')),
      regional_id: regional.id,
    });
    expect(unidade.labels).toMatchObject({ regional_id: 'Regional passageira' });
    expect((await remove('regional', regional.id)).statusCode).toBe(200);
    const after = (await suite.kit.call('GET', pathOf('unidades', { id: unidade.id }), suite.kit.admin3)).json().data;
    expect(after).toMatchObject({ regional_id: null, labels: { regional_id: null } });
  });
});

describe('the earlier tables', () => {
  it('refuses to delete a grupo that still holds users (409), and deletes an empty one', async () => {
    const held = await suite.kit.db
      .selectFrom('users')
      .select('group_id')
      .where('client_id', '=', 3)
      .where('group_id', 'is not', null)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    const res = await remove('grupos', held.group_id!);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('usuarios');
    expect(await status('grupos', held.group_id!)).toBe(200);
    const empty = await suite.api.create(suite.kit.admin3, 'grupos', { name: 'Grupo vazio' });
    expect((await remove('grupos', empty.id)).statusCode).toBe(200);
    expect(await status('grupos', empty.id)).toBe(404);
  });

  it('refuses to delete a regional that still holds users', async () => {
    const held = await suite.kit.db
      .selectFrom('users')
      .select('regional_id')
      .where('client_id', '=', 3)
      .where('regional_id', 'is not', null)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect((await remove('regional', held.regional_id!)).statusCode).toBe(409);
  });
});

/** A body with the required fields of a collection, from one of its seeded rows. */
async function requiredOf(entity: string): Promise<Record<string, unknown>> {
  const meta = (
    await suite.kit.call('GET', `/api/v2/admin/sys/collections?entities=${entity}`, suite.kit.admin3)
  ).json().data[0] as { fields: { name: string; required: boolean; unique: boolean }[] };
  const sample = (await suite.api.list(suite.kit.admin3, entity, { per_page: 1 })).data[0];
  return Object.fromEntries(
    meta.fields
      .filter((f) => f.required)
      .map((f) => [f.name, f.unique ? `${String(sample[f.name])}-${Date.now()}` : sample[f.name]]),
  );
}
