import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, TextField } from '@mui/material';
import type { CollectionRow, UserPickerItem } from '@console/contract';
import { searchUsers } from '../../../lib/user-search.ts';
import type { ControlProps } from '../../../components/control-props.ts';
import { rowTitle, searchRows } from '../../../components/pickers/collection-rows.ts';

export interface MultiPickControlProps extends ControlProps<number[]> {
  kind: 'user' | 'reference';
  /** reference: the referenced collection's entity. */
  target: string | null;
  /** The chosen rows' names as the record's `labels` gave them (joined by ", "). */
  initialNames: string | null;
}

interface Choice {
  id: number;
  name: string;
}

/** Typing waits this long before searching, as the single pickers' dialogs do. */
const SEARCH_DELAY_MS = 250;

/**
 * The names the record came with, one per id: the labels are the names joined by ", ", read back when they split
 * into as many names as there are ids (a name holding ", " shows as its number until chosen again).
 */
function startingNames(ids: readonly number[], joined: string | null): Map<number, string> {
  const names = joined ? joined.split(', ') : [];
  return new Map(names.length === ids.length ? ids.map((id, i) => [id, names[i]]) : []);
}

/**
 * Many users or rows of another collection at once (issue 28's multiple references): an accessible Autocomplete of
 * chips that searches as the single pickers do (the users list, or the referenced collection's own search) while
 * typing; arrows move through the matches, Enter adds one, Backspace removes the last chip.
 */
export function MultiPickControl({
  kind,
  label,
  target,
  value,
  initialNames,
  onChange,
  onBlur,
  inputRef,
  name,
  required,
  readOnly,
  error,
  help,
}: MultiPickControlProps) {
  const { t } = useTranslation();
  const [known, setKnown] = useState(() => startingNames(value, initialNames));
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<Choice[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!open || readOnly) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      const found: Promise<Choice[]> =
        kind === 'user'
          ? searchUsers(term, controller.signal).then((users: UserPickerItem[]) =>
              users.map((user) => ({ id: user.user_id, name: user.name })),
            )
          : target
            ? searchRows(target)(term, controller.signal).then((rows: CollectionRow[]) =>
                rows.map((row) => ({ id: row.id, name: rowTitle(target, row) })),
              )
            : Promise.resolve([]);
      found
        .then((choices) => setOptions(choices))
        .catch(() => {
          if (!controller.signal.aborted) setOptions([]);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, term, kind, target, readOnly]);

  const chosen = useMemo(() => value.map((id) => ({ id, name: known.get(id) ?? `#${id}` })), [value, known]);

  return (
    <Autocomplete<Choice, true, false, false>
      multiple
      filterSelectedOptions
      options={options}
      value={chosen}
      loading={loading}
      readOnly={readOnly}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      // The API searches; the matches are shown as they come.
      filterOptions={(choices) => choices}
      getOptionLabel={(choice) => choice.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      inputValue={term}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'reset') setTerm(next);
      }}
      onChange={(_event, next) => {
        setKnown((names) => new Map([...names, ...next.map((choice): [number, string] => [choice.id, choice.name])]));
        setTerm('');
        onChange(next.map((choice) => choice.id));
      }}
      onBlur={onBlur}
      noOptionsText={t('collection.form.multiNone')}
      loadingText={t('collection.form.multiLoading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          required={required && value.length === 0}
          inputRef={inputRef}
          error={Boolean(error)}
          placeholder={readOnly ? undefined : t('collection.form.multiPlaceholder')}
          helperText={error ?? help ?? undefined}
        />
      )}
    />
  );
}
