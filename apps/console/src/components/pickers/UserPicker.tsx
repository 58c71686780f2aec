import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { USER_PICKER_WIDTH_PX } from '@console/contract';
import { errorMessage } from '../../lib/http.ts';
import { PickerCount, PickerList, PickerSearchBox, PickerActions, PickerDialog, type PickerRow, type PickerStatus } from './PickerParts.tsx';
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

function UserPickerBody({ titleId, title, search, selectedIds = [], loadSelected, onClose }: UserPickerProps & { titleId: string }) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [users, setUsers] = useState<PickedUser[]>([]);
  const [status, setStatus] = useState<PickerStatus>({ kind: 'idle' });
  const [checked, setChecked] = useState<number[]>(() => [...selectedIds]);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const seen = useRef(new Map<number, PickedUser>());
  const controller = useRef<AbortController | null>(null);
  const lastTerm = useRef('');
  const listRef = useRef<HTMLUListElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = async (value: string) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    lastTerm.current = value;
    setStatus({ kind: 'loading' });
    try {
      const found = (await search(value, abort.signal)).map(normalizeUserItem);
      if (abort.signal.aborted) return;
      for (const user of found) seen.current.set(user.user_id, user);
      setUsers(found);
      setStatus({ kind: 'ready' });
    } catch (error) {
      if (abort.signal.aborted) return;
      setStatus({ kind: 'error', message: errorMessage(error) });
    }
  };

  const toggle = (id: number) => setChecked((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));

  const confirm = async () => {
    const missing = checked.filter((id) => !seen.current.has(id));
    if (missing.length > 0 && loadSelected) {
      setSaving(true);
      setSaveError(null);
      try {
        for (const user of (await loadSelected(missing)).map(normalizeUserItem)) seen.current.set(user.user_id, user);
      } catch (error) {
        setSaveError(errorMessage(error));
        setSaving(false);
        return;
      }
    }
    onClose(checked.flatMap((id) => (seen.current.has(id) ? [seen.current.get(id) as PickedUser] : [])));
  };

  const rows: PickerRow[] = users.map((user) => ({
    id: user.user_id,
    description: user.name,
    detail: user.email,
    avatar: user.picture,
    checked: checked.includes(user.user_id),
  }));

  return (
    <>
      <DialogTitle id={titleId}>{title ?? t('pickers.users.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 0.5 }}>
          <PickerSearchBox
            prompt={t('pickers.users.prompt')}
            placeholder={t('pickers.users.placeholder')}
            value={term}
            onChange={setTerm}
            onEnter={() => void run(term)}
            listRef={listRef}
            inputRef={inputRef}
          />
          <PickerList
            rows={rows}
            multiple
            status={status}
            onActivate={(id) => toggle(Number(id))}
            onRetry={() => void run(lastTerm.current)}
            idleText={t('pickers.users.idle')}
            listRef={listRef}
            inputRef={inputRef}
            label={t('pickers.users.list')}
          />
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            {status.kind === 'ready' ? <PickerCount total={users.length} /> : <span />}
            <Typography variant="body2" color="text.secondary">
              {t('pickers.selectedCount', { total: checked.length })}
            </Typography>
          </Stack>
          {saveError ? <Alert severity="error">{saveError}</Alert> : null}
        </Stack>
      </DialogContent>
      <PickerActions onOk={() => void confirm()} okDisabled={saving} onExit={() => onClose(null)} />
    </>
  );
}

/**
 * SPEC.md §2.7: 550 px wide by default; the search runs on Enter (not while typing); rows with avatar (the
 * default avatar when the picture is null), name and e-mail and a check toggle; Ok closes with the chosen users,
 * Sair and Escape with null.
 */
export function UserPicker(props: UserPickerProps) {
  const { open, width = USER_PICKER_WIDTH_PX, onClose } = props;
  return (
    <PickerDialog open={open} width={width} onExit={() => onClose(null)}>
      {(titleId) => <UserPickerBody {...props} titleId={titleId} />}
    </PickerDialog>
  );
}
