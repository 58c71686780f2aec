import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { keysetPage, signIn } from '../../../test/utils.tsx';
import { adminWith, collectionsApi } from './form-fixtures.ts';
import { PickControl } from '../../../components/pickers/PickControl.tsx';

const admin = adminWith(['cursos'], ['cursos.editar']);
const people = [
  { user_id: 7, name: 'Ana Souza', email: 'ana@asta.demo', picture: null },
  { user_id: 9, name: 'Bruno Lima', email: 'bruno@asta.demo', picture: null },
];

describe('a single-valued user field (the Responsável of a course)', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('picks one person: rows are choices, not checkboxes, and the first pick closes the picker', async () => {
    signIn(admin);
    collectionsApi(admin, {
      'GET /api/v2/admin/asap-user/list/users': () => ({ body: keysetPage(people) }),
    });
    const onChange = vi.fn();
    render(
      <AppProviders>
        <PickControl
          kind="user"
          target={null}
          label="Responsável"
          name="responsavel"
          value={null}
          initialName={null}
          onChange={onChange}
          onBlur={() => {}}
          inputRef={() => {}}
          required={false}
          readOnly={false}
          help={null}
        />
      </AppProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Escolher: Responsável' }));
    const dialog = await screen.findByRole('dialog', { name: 'Responsável' });
    await within(dialog).findByText('Ana Souza');
    expect(within(dialog).queryAllByRole('checkbox')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ana Souza' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(7);
  });
});
