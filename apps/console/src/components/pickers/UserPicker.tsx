import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_PICKER_WIDTH_PX } from '@console/contract';
import { SelectDialog, type SelectItem } from './SelectDialog.tsx';
import { normalizeUserItem, type PickedUser, type UserListItem } from './user-item.ts';

export interface UserPickerProps {
  open: boolean;
  /** Dialog title; 'Selecionar usuários' by default. */
  title?: string;
  /** Runs on Enter only; either list-item shape of SPEC.md §3 is accepted. */
  search: (term: string, signal: AbortSignal) => Promise<UserListItem[]>;
  /** Users already chosen when the picker opens. */
  selectedIds?: readonly number[];
  /**
   * Loads, on Ok, the chosen users that no search has shown (preselected ids); without it those ids are
   * answered only when a search showed them.
   */
  loadSelected?: (ids: number[]) => Promise<UserListItem[]>;
  /** Paper width in px (USER_PICKER_WIDTH_PX by default). */
  width?: number;
  /** The chosen users, normalised, in the order they were chosen, on Ok; null on Sair / Escape. */
  onClose: (users: PickedUser[] | null) => void;
}

const toItem = (user: PickedUser): SelectItem => ({
  id: user.user_id,
  description: user.name,
  detail: user.email,
  avatar: user.picture,
});

/**
 * SPEC.md §2.7, the select dialog set for users: 550 px wide by default; the search runs on Enter (not while
 * typing); rows with avatar (the default avatar when the picture is null), name and e-mail and a check toggle;
 * Ok closes with the chosen users, Sair and Escape with null.
 */
export function UserPicker({
  open,
  title,
  search,
  selectedIds,
  loadSelected,
  width = USER_PICKER_WIDTH_PX,
  onClose,
}: UserPickerProps) {
  const { t } = useTranslation();
  const searchUsers = useCallback(
    async (term: string, signal: AbortSignal) => (await search(term, signal)).map(normalizeUserItem),
    [search],
  );
  const loadUsers = useCallback(
    async (ids: (string | number)[]) =>
      loadSelected ? (await loadSelected(ids.map(Number))).map(normalizeUserItem) : [],
    [loadSelected],
  );
  return (
    <SelectDialog
      open={open}
      multiple
      title={title ?? t('pickers.users.title')}
      width={width}
      search={searchUsers}
      searchOn="enter"
      searchOnOpen={false}
      texts={{
        prompt: t('pickers.users.prompt'),
        placeholder: t('pickers.users.placeholder'),
        idle: t('pickers.users.idle'),
        list: t('pickers.users.list'),
      }}
      toItem={toItem}
      selected={selectedIds}
      loadSelected={loadSelected ? loadUsers : undefined}
      load="unseen"
      selectedCount
      onClose={onClose}
    />
  );
}
