import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { envelope, keysetPage, ok, renderApp, signIn, type Call } from '../../test/utils.tsx';
import { ALL_SUBS, BRUNO, RECORD, adminWith, usersApi } from './test-fixtures.ts';

// What the user form's suites share: opening the form for a new or an existing user, and filling it.

export const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
export const saved = envelope(RECORD);
export const posts = (calls: Call[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/v2/admin/asap-user/store');

/** Pastes into a field (typing every character through this large form is slow in jsdom; the masks test types). */
export async function fill(name: string, text: string) {
  const input = box(name);
  await userEvent.click(input);
  await userEvent.paste(text);
}

export async function fillRequired() {
  await fill('Nome', 'Dora Reis');
  await fill('E-mail', 'Dora@Asta.demo');
  await fill('Telefone', '11987654321');
  await fill('Matrícula', 'A-1');
}

export async function openCreate(handlers = {}) {
  signIn(adminWith(ALL_SUBS));
  const api = usersApi({ 'POST /api/v2/admin/asap-user/store': { status: 201, body: saved }, ...handlers });
  const view = renderApp('/usuarios/novo');
  expect(await screen.findByRole('heading', { name: 'Novo usuário', level: 1 })).toBeInTheDocument();
  await screen.findByRole('textbox', { name: /^Nome/ });
  return { ...api, ...view };
}

export async function openEdit(handlers = {}) {
  signIn(adminWith(ALL_SUBS));
  const api = usersApi({
    'GET /api/v2/admin/asap-user/dados/12': ok(RECORD),
    'PUT /api/v2/admin/asap-user/12/update': { body: saved },
    'GET /api/v2/admin/asap-user': { body: keysetPage([BRUNO]) },
    ...handlers,
  });
  const view = renderApp('/usuarios/12');
  expect(await screen.findByRole('heading', { name: 'Editar usuário: Bruno Lima', level: 1 })).toBeInTheDocument();
  return { ...api, ...view };
}
