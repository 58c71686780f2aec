import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import Clear from '@mui/icons-material/Clear';
import ManageSearch from '@mui/icons-material/ManageSearch';
import { USER_PICKER_WIDTH_PX, type CollectionRow, type UserPickerItem } from '@console/contract';
import { SelectDialog } from './SelectDialog.tsx';
import { searchUsers, userPickerItem } from '../../lib/user-search.ts';
import type { ControlProps } from '../control-props.ts';
import { rowItem, rowTitle, searchRows } from './collection-rows.ts';

export interface PickControlProps extends ControlProps<number | null> {
  kind: 'user' | 'reference';
  /** reference: the referenced collection's entity. */
  target: string | null;
  /** The chosen row's name as the record's `labels` gave it. */
  initialName: string | null;
}

/**
 * A user (the user picker of SPEC.md §2.7) or a row of another collection (a select dialog searching that
 * collection's rows through the data provider), shown by name; Enter or the search button opens the picker.
 */
export function PickControl({
  kind,
  label,
  target,
  value,
  initialName,
  onChange,
  onBlur,
  inputRef,
  name,
  required,
  readOnly,
  error,
  help,
}: PickControlProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);
  const shown = value === null ? '' : picked?.id === value ? picked.name : (initialName ?? `#${value}`);

  const choose = (id: number, chosenName: string) => {
    setPicked({ id, name: chosenName });
    onChange(id);
  };
  const openPicker = () => {
    if (!readOnly) setOpen(true);
  };

  return (
    <>
      <TextField
        label={label}
        value={shown}
        name={name}
        required={required}
        fullWidth
        inputRef={inputRef}
        onBlur={onBlur}
        onClick={openPicker}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          openPicker();
        }}
        placeholder={readOnly ? undefined : t('collection.form.pickPlaceholder')}
        error={Boolean(error)}
        helperText={error ?? help ?? undefined}
        slotProps={{
          htmlInput: { readOnly: true },
          input: readOnly
            ? undefined
            : {
                endAdornment: (
                  <InputAdornment position="end">
                    {value !== null && !required ? (
                      <Tooltip title={t('collection.form.clear')}>
                        <IconButton
                          aria-label={`${t('collection.form.clear')}: ${label}`}
                          onClick={(event) => (event.stopPropagation(), onChange(null))}
                          edge="end"
                        >
                          <Clear />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                    <Tooltip title={t('collection.form.pick')}>
                      <IconButton
                        aria-label={`${t('collection.form.pick')}: ${label}`}
                        onClick={(event) => (event.stopPropagation(), openPicker())}
                        edge="end"
                      >
                        <ManageSearch />
                      </IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
        }}
      />
      {open && kind === 'user' ? (
        // A single-valued field: one person is picked (a click or Enter on a row), never several ticked.
        <SelectDialog<UserPickerItem>
          open
          title={label}
          width={USER_PICKER_WIDTH_PX}
          search={searchUsers}
          toItem={userPickerItem}
          texts={{
            prompt: t('pickers.users.prompt'),
            placeholder: t('pickers.users.placeholder'),
            list: t('pickers.users.list'),
          }}
          onClose={(user) => {
            setOpen(false);
            if (user) choose(user.user_id, user.name);
          }}
        />
      ) : null}
      {open && kind === 'reference' && target ? (
        <SelectDialog<CollectionRow>
          open
          title={label}
          avatars={false}
          search={searchRows(target)}
          toItem={rowItem(target)}
          onClose={(row) => {
            setOpen(false);
            if (row) choose(row.id, rowTitle(target, row));
          }}
        />
      ) : null}
    </>
  );
}
