import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_FIELD_MESSAGES as M, USER_MESSAGES } from '@console/contract';
import { bearer, testContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
let admin3: string;
let member3: string;
let admin6: string;
let operator: string;

beforeAll(async () => {
  ctx = await testContext();
  [admin3, member3, admin6, operator] = await Promise.all([
    ctx.token('admin@asta.demo', 3),
    ctx.token('member@asta.demo', 3),
    ctx.token('admin@fitness-link.demo', 6),
    ctx.token('admin@admin.demo', 16),
  ]);
});
afterAll(() => ctx.close());

const create = (payload: unknown, token = admin3, query = '') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v2/admin/user/form${query}`,
    headers: bearer(token),
    payload: payload as object,
  });
const change = (key: string, payload: unknown, token = admin3, query = '') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v2/admin/user/form/${key}${query}`,
    headers: bearer(token),
    payload: payload as object,
  });
const formOf = async (path: 'form' | 'form/list' | 'form/listAll', token = admin3, query = '') => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v2/admin/user/${path}${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const keysOf = async (path: 'form/list' | 'form/listAll', token = admin3, query = '') =>
  ((await formOf(path, token, query)) as { key: string }[]).map((f) => f.key);
const store = (payload: unknown, token = admin3) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v2/admin/asap-user/store',
    headers: bearer(token),
    payload: payload as object,
  });
const audits = (action: string, key: string) =>
  ctx.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('entity_id', '=', key)
    .orderBy('id')
    .execute();

let seq = 0;
const person = (extra: Record<string, unknown> = {}) => ({
  name: `Pessoa Campo ${++seq}`,
  email: `campo${seq}@exemplo.com.br`,
  ...extra,
});

describe('POST /api/v2/admin/user/form', () => {
  it('adds a custom select after the last field (201), audited, shown by every form read', async () => {
    const options = [
      { value: 'manha', label: 'Manhã' },
      { value: 'tarde', label: 'Tarde' },
    ];
    const res = await create({ key: 'turno', label: 'Turno', type: 'select', required: false, options });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({
      key: 'turno',
      label: 'Turno',
      type: 'select',
      required: false,
      options,
      order: 140,
      custom: true,
      active: true,
    });
    expect(await keysOf('form/list')).toContain('turno');
    expect((await formOf('form')).fields.map((f: { key: string }) => f.key)).toContain('turno');
    const [entry] = await audits('user_form.create', 'turno');
    expect(entry).toMatchObject({ client_id: 3, entity: 'user_form_field', before: null });
    expect(JSON.parse(entry.after as string)).toMatchObject({ key: 'turno', options });
  });

  it('answers 422 with a message per field for bad input', async () => {
    const res = await create({ key: 'Ruim!', label: '', type: 'address', extra: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      key: [M.key],
      label: [M.label],
      type: [M.type],
      extra: [USER_MESSAGES.notAllowed],
    });
    expect((await create({ key: 'phone', label: 'Fone', type: 'phone' })).json().errors).toEqual({
      key: [M.keyStandard],
    });
    expect((await create({ key: 'cor', label: 'Cor', type: 'select' })).json().errors).toEqual({
      options: [M.optionsRequired],
    });
    expect((await create({ key: 'cor', label: 'Cor', type: 'select', options: [] })).json().errors).toEqual({
      options: [M.optionsRequired],
    });
    const twice = [
      { value: 'a', label: 'A' },
      { value: 'a', label: 'B' },
    ];
    expect((await create({ key: 'cor', label: 'Cor', type: 'select', options: twice })).json().errors).toEqual({
      options: [M.optionDuplicate],
    });
    expect(
      (await create({ key: 'idade', label: 'Idade', type: 'number', options: [{ value: 'a', label: 'A' }] })).json()
        .errors,
    ).toEqual({ options: [M.optionsNotAllowed] });
  });

  it('refuses a key the client already uses, even by a deactivated field', async () => {
    expect((await create({ key: 'matricula', label: 'Outra', type: 'text' })).json().errors).toEqual({
      key: [M.keyTaken],
    });
    expect((await create({ key: 'codigo_antigo', label: 'Outra', type: 'text' })).json().errors).toEqual({
      key: [M.keyTaken],
    });
  });

  it('changes only the acting client: another client may reuse the key; the operator acts for the client it names', async () => {
    expect((await create({ key: 'matricula', label: 'Matrícula', type: 'text' }, admin6)).statusCode).toBe(201);
    expect(await keysOf('form/list', admin6)).toContain('matricula');
    expect((await create({ key: 'setor', label: 'Setor', type: 'text' }, operator, '?client_id=6')).statusCode).toBe(
      201,
    );
    expect(await keysOf('form/listAll', admin6)).toContain('setor');
    expect(await keysOf('form/listAll', admin3)).not.toContain('setor');
    expect(await keysOf('form/listAll', operator)).not.toContain('setor');
  });
});

describe('PUT /api/v2/admin/user/form/{key}', () => {
  it('makes a standard field required through an override row; the user store then enforces it', async () => {
    const res = await change('phone', { required: true, label: 'Celular' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      key: 'phone',
      label: 'Celular',
      type: 'phone',
      required: true,
      active: true,
      custom: false,
      order: 40,
    });
    expect((await formOf('form')).required).toContain('phone');
    const refused = await store(person());
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.phone).toEqual([USER_MESSAGES.required]);
    expect((await store(person({ phone: '(21) 99876-5432' }))).statusCode).toBe(201);

    const back = await change('phone', { required: false, label: 'Telefone' });
    expect(back.json().data).toMatchObject({ required: false, label: 'Telefone' });
    expect((await store(person())).statusCode).toBe(201);
    const entries = await audits('user_form.update', 'phone');
    expect(entries).toHaveLength(2);
    expect(JSON.parse(entries[0].before as string)).toMatchObject({ required: false, label: 'Telefone' });
    expect(JSON.parse(entries[0].after as string)).toMatchObject({ required: true, label: 'Celular' });
  });

  it('keeps name and e-mail required and active, with a Portuguese message', async () => {
    const res = await change('email', { required: false, active: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ required: [M.core], active: [M.core] });
    const relabel = await change('name', { label: 'Nome completo', order: 5 });
    expect(relabel.json().data).toMatchObject({ label: 'Nome completo', order: 5, required: true, active: true });
    await change('name', { label: 'Nome', order: 10 });
  });

  it('refuses options on derived selects and non-select fields, unknown body keys, and a type change', async () => {
    const options = [{ value: 'x', label: 'X' }];
    expect((await change('group_id', { options })).json().errors).toEqual({ options: [M.optionsDerived] });
    expect((await change('cpf', { options })).json().errors).toEqual({ options: [M.optionsNotAllowed] });
    expect((await change('matricula', { options })).json().errors).toEqual({ options: [M.optionsNotAllowed] });
    const typed = await change('cpf', { type: 'text' });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().errors).toEqual({ type: [USER_MESSAGES.notAllowed] });
    expect((await change('matricula', { label: '' })).json().errors).toEqual({ label: [M.label] });
  });

  it("answers 404 for an unknown key and for another client's custom field", async () => {
    expect((await change('nao_existe', { label: 'X' })).statusCode).toBe(404);
    expect((await change('plano', { label: 'X' })).statusCode).toBe(404);
    expect((await change('plano', { label: 'Plano' }, admin3, '?client_id=6')).statusCode).toBe(403);
  });

  it('deactivates a custom field: hidden from the form and refused in bodies, values kept; reactivation brings them back', async () => {
    const created = await store(person({ fields: { matricula: 'M-1' } }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;

    expect((await change('matricula', { active: false })).json().data).toMatchObject({ active: false });
    expect(await keysOf('form/list')).not.toContain('matricula');
    expect((await formOf('form')).fields.map((f: { key: string }) => f.key)).not.toContain('matricula');
    expect(await keysOf('form/listAll')).toContain('matricula');
    const refused = await store(person({ fields: { matricula: 'M-2' } }));
    expect(refused.json().errors).toEqual({ 'fields.matricula': [USER_MESSAGES.notAllowed] });
    const kept = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/admin/asap-user/dados/${id}`,
      headers: bearer(admin3),
    });
    expect(kept.json().data.fields).toMatchObject({ matricula: 'M-1' });

    expect((await change('matricula', { active: true })).json().data).toMatchObject({ active: true });
    expect(await keysOf('form/list')).toContain('matricula');
    expect((await store(person({ fields: { matricula: 'M-3' } }))).statusCode).toBe(201);
  });

  it('enforces a custom field made required, and not once it is deactivated', async () => {
    await change('newsletter', { required: true });
    expect((await store(person())).json().errors).toEqual({ 'fields.newsletter': [USER_MESSAGES.required] });
    await change('newsletter', { active: false });
    expect((await store(person())).statusCode).toBe(201);
    await change('newsletter', { required: false, active: true });
  });

  it('allows removing a select option users hold: their values stay stored, new ones are refused', async () => {
    const holder = await store(person({ fields: { camiseta: 'GG' } }));
    expect(holder.statusCode, holder.body).toBe(201);
    const options = ['P', 'M', 'G', 'XG'].map((v) => ({ value: v, label: v }));
    const res = await change('camiseta', { options });
    expect(res.json().data.options).toEqual(options);
    const record = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/admin/asap-user/dados/${holder.json().data.id}`,
      headers: bearer(admin3),
    });
    expect(record.json().data.fields.camiseta).toBe('GG');
    expect((await store(person({ fields: { camiseta: 'GG' } }))).json().errors).toEqual({
      'fields.camiseta': [USER_MESSAGES.option],
    });
    expect((await store(person({ fields: { camiseta: 'XG' } }))).statusCode).toBe(201);
  });

  it('reorders fields', async () => {
    await change('regional_id', { order: 15 });
    expect((await keysOf('form/list')).slice(0, 3)).toEqual(['name', 'regional_id', 'email']);
    await change('regional_id', { order: 90 });
  });
});

describe('access', () => {
  it("refuses a member (403) and another client's administrator (403)", async () => {
    expect((await create({ key: 'x', label: 'X', type: 'text' }, member3)).statusCode).toBe(403);
    expect((await change('phone', { required: true }, member3)).statusCode).toBe(403);
    expect((await create({ key: 'x', label: 'X', type: 'text' }, admin6, '?client_id=3')).statusCode).toBe(403);
    expect(await keysOf('form/listAll')).not.toContain('x');
  });
});

describe("a field's labels in other languages (en, es)", () => {
  it('are kept with a custom field, changed by language, cleared when blank, and audited', async () => {
    const res = await create({
      key: 'uniforme',
      label: 'Tamanho da camiseta',
      labels: { en: 'T-shirt size', es: '' },
      type: 'text',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      key: 'uniforme',
      label: 'Tamanho da camiseta',
      labels: { en: 'T-shirt size' },
    });
    const changed = await change('uniforme', { labels: { en: 'T-shirt size', es: 'Talla de camiseta' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.labels).toEqual({ en: 'T-shirt size', es: 'Talla de camiseta' });
    // A change that does not name them keeps them.
    expect((await change('uniforme', { required: true })).json().data.labels).toEqual({
      en: 'T-shirt size',
      es: 'Talla de camiseta',
    });
    const read = ((await formOf('form/listAll')) as { key: string; labels?: unknown }[]).find(
      (f) => f.key === 'uniforme',
    );
    expect(read?.labels).toEqual({ en: 'T-shirt size', es: 'Talla de camiseta' });
    const cleared = await change('uniforme', { labels: { en: ' ', es: '' } });
    expect(cleared.json().data).not.toHaveProperty('labels');
    const [, entry] = await audits('user_form.update', 'uniforme');
    expect(JSON.parse(entry.after as string).labels).toEqual({ en: 'T-shirt size', es: 'Talla de camiseta' });
  });

  it("are kept on a standard field's override too, and refused when too long or in another language", async () => {
    const res = await change('phone', { labels: { es: 'Teléfono móvil' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      key: 'phone',
      label: 'Telefone',
      labels: { es: 'Teléfono móvil' },
      custom: false,
    });
    expect((await change('phone', { labels: { en: 'x'.repeat(81) } })).json().errors).toEqual({
      'labels.en': [M.label],
    });
    expect((await change('phone', { labels: { fr: 'Téléphone' } })).statusCode).toBe(422);
    await change('phone', { labels: {} });
  });
});
