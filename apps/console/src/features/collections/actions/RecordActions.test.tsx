import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollectionMeta } from '@console/contract';
import { AppProviders } from '../../../app/providers.tsx';
import { failure, ok, signIn, type Call } from '../../../test/utils.tsx';
import { adminWith, collectionsApi, metaFor } from '../form/form-fixtures.ts';
import { RecordActions } from './RecordActions.tsx';

const user = adminWith(['pedidos', 'eventos'], ['pedidos.estornar']);
const [orders, events] = metaFor(['pedidos', 'eventos'], user);
const ORDER = { id: 4, numero: 'PED-2026-000004', status_pagamento: 'pago', labels: {} };
const EVENT = { id: 8, titulo: 'Semana de Integração', labels: {} };

/** An event's action that enrols a group in steps (as a cohort's enrolment will): the report's `next` goes on. */
const withEnrolment: CollectionMeta = {
  ...events,
  actions: [
    {
      name: 'inscrever_grupo',
      label: 'Inscrever grupo',
      icon: 'GroupAdd',
      on: ['row'],
      confirm: null,
      input: [],
      when: null,
      danger: false,
    },
  ],
};

const renderActions = (meta: CollectionMeta, record: Record<string, unknown>, onRan = vi.fn()) => {
  render(
    <AppProviders>
      <RecordActions meta={meta} record={record as never} onRan={onRan} />
    </AppProviders>,
  );
  return onRan;
};

describe("a record page's declared actions", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks an action's input, puts the server's 422 on its field, then runs with { input }", async () => {
    signIn(user);
    let refuse = true;
    const { calls } = collectionsApi(user, {
      'POST /api/v2/admin/pedidos/4/acoes/estornar': () =>
        refuse
          ? ((refuse = false), failure(422, 'Os dados enviados são inválidos.', { motivo: ['Motivo recusado.'] }))
          : ok({ row: { ...ORDER, status_pagamento: 'estornado' } }),
    });
    const onRan = renderActions(orders, ORDER);
    const typing = userEvent.setup();
    await typing.click(screen.getByRole('button', { name: 'Estornar pedido' }));
    const dialog = screen.getByRole('dialog', { name: 'Estornar pedido: PED-2026-000004' });
    expect(dialog).toHaveTextContent('Estornar o pagamento deste pedido?');
    const reason = within(dialog).getByRole('textbox', { name: /Motivo do estorno/ });
    await typing.type(reason, 'Defeito');
    await typing.click(within(dialog).getByRole('button', { name: 'Estornar pedido' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Motivo recusado.'));
    expect(onRan).not.toHaveBeenCalled();
    await typing.click(within(dialog).getByRole('button', { name: 'Estornar pedido' }));
    await waitFor(() => expect(onRan).toHaveBeenCalled());
    const posts = calls.filter((call: Call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([
      { input: { motivo: 'Defeito', repor_estoque: true } },
      { input: { motivo: 'Defeito', repor_estoque: true } },
    ]);
    expect(await screen.findByText('Estornar pedido: feito em “PED-2026-000004”.')).toBeInTheDocument();
  });

  it('runs an action in steps until its report ends, then reports done, skipped and refused', async () => {
    signIn(user);
    const steps = [
      { total: 3, done: 1, skipped: 1, failed: [], next: 2 },
      { total: 3, done: 0, skipped: 0, failed: [{ label: 'Ana Souza', message: 'Conta suspensa.' }], next: null },
    ];
    const { calls } = collectionsApi(user, {
      'POST /api/v2/admin/eventos/8/acoes/inscrever_grupo': () =>
        ok({ row: EVENT, report: steps[calls.filter((call) => call.method === 'POST').length - 1] }),
    });
    renderActions(withEnrolment, EVENT);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Inscrever grupo' }));
    const report = await screen.findByRole('dialog', { name: 'Inscrever grupo: relatório' });
    expect(report).toHaveTextContent('Feitos: 1');
    expect(report).toHaveTextContent('Ignorados (já estavam feitos): 1');
    expect(report).toHaveTextContent('Recusados: 1');
    expect(within(within(report).getByRole('list', { name: 'Recusados' })).getByText('Conta suspensa.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{}, { cursor: 2 }]);
  });
});
