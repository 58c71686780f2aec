import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, DialogContent, DialogTitle, Stack } from '@mui/material';
import { SEARCH_DELAY_MS } from '@console/contract';
import { errorMessage } from '../../lib/http.ts';
import { PickerCount, PickerList, PickerSearchBox, PickerActions, PickerDialog, type PickerId, type PickerRow, type PickerStatus } from './PickerParts.tsx';

/** How a result is drawn: SPEC.md §3 selection item (avatar, description, detail). */
export interface SelectItem {
  id: PickerId;
  /** Picture URL; null or empty shows the default avatar. */
  avatar?: string | null;
  description: string;
  detail?: string | null;
}

interface SelectDialogBase<T> {
  open: boolean;
  title: string;
  /** Runs the search; the signal aborts a search that a newer one replaced. */
  search: (term: string, signal: AbortSignal) => Promise<T[]>;
  /** Maps a result to its row. */
  toItem: (item: T) => SelectItem;
  /** Draw the avatar column (default true). */
  avatars?: boolean;
  /** Search with an empty term as soon as the dialog opens (default true). */
  searchOnOpen?: boolean;
  /** Dialog width in px (default 600). */
  width?: number;
}

export interface SingleSelectDialogProps<T> extends SelectDialogBase<T> {
  multiple?: false;
  /** The picked item, or null on Sair / Escape. */
  onClose: (result: T | null) => void;
}

export interface MultiSelectDialogProps<T> extends SelectDialogBase<T> {
  multiple: true;
  /** Ids already chosen when the dialog opens. */
  selected?: readonly PickerId[];
  /** Loads the chosen records by id on Ok; without it Ok answers the results seen for those ids. */
  loadSelected?: (ids: PickerId[]) => Promise<T[]>;
  /** The loaded selection on Ok, or null on Sair / Escape. */
  onClose: (result: T[] | null) => void;
}

export type SelectDialogProps<T> = SingleSelectDialogProps<T> | MultiSelectDialogProps<T>;

function SelectDialogBody<T>(props: SelectDialogProps<T> & { titleId: string }) {
  const { titleId, title, search, toItem, avatars = true, searchOnOpen = true } = props;
  const { t } = useTranslation();
  const multiple = props.multiple === true;
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<T[]>([]);
  const [status, setStatus] = useState<PickerStatus>({ kind: 'idle' });
  const [checked, setChecked] = useState<PickerId[]>(() => (props.multiple ? [...(props.selected ?? [])] : []));
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const seen = useRef(new Map<PickerId, T>());
  const controller = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastTerm = useRef('');
  const listRef = useRef<HTMLUListElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const cancelTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const run = useCallback(
    async (value: string) => {
      cancelTimer();
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      lastTerm.current = value;
      setStatus({ kind: 'loading' });
      try {
        const found = await search(value, abort.signal);
        if (abort.signal.aborted) return;
        for (const item of found) seen.current.set(toItem(item).id, item);
        setResults(found);
        setStatus({ kind: 'ready' });
      } catch (error) {
        if (abort.signal.aborted) return;
        setStatus({ kind: 'error', message: errorMessage(error) });
      }
    },
    [search, toItem],
  );

  useEffect(() => {
    if (searchOnOpen) void run('');
    return () => {
      cancelTimer();
      controller.current?.abort();
    };
    // Once per opening: the body is remounted for each one (useOpenSession).
  }, []);

  const onChange = (value: string) => {
    setTerm(value);
    cancelTimer();
    timer.current = setTimeout(() => void run(value), SEARCH_DELAY_MS);
  };

  const activate = (id: PickerId) => {
    if (!props.multiple) {
      const item = seen.current.get(id);
      if (item !== undefined) props.onClose(item);
      return;
    }
    setChecked((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  };

  const confirm = async () => {
    if (!props.multiple) return;
    const { loadSelected, onClose } = props;
    if (checked.length === 0 || !loadSelected) {
      onClose(checked.flatMap((id) => (seen.current.has(id) ? [seen.current.get(id) as T] : [])));
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      onClose(await loadSelected([...checked]));
    } catch (error) {
      setSaveError(errorMessage(error));
      setSaving(false);
    }
  };

  const rows: PickerRow[] = results.map((result) => {
    const item = toItem(result);
    return {
      id: item.id,
      description: item.description,
      detail: item.detail,
      avatar: avatars ? (item.avatar ?? null) : undefined,
      checked: checked.includes(item.id),
    };
  });

  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 0.5 }}>
          <PickerSearchBox
            prompt={t('pickers.select.prompt')}
            placeholder={t('pickers.select.placeholder')}
            value={term}
            onChange={onChange}
            onEnter={() => void run(term)}
            listRef={listRef}
            inputRef={inputRef}
          />
          <PickerList
            rows={rows}
            multiple={multiple}
            status={status}
            onActivate={activate}
            onRetry={() => void run(lastTerm.current)}
            listRef={listRef}
            inputRef={inputRef}
            label={t('pickers.results')}
          />
          {status.kind === 'ready' ? <PickerCount total={results.length} /> : null}
          {saveError ? <Alert severity="error">{saveError}</Alert> : null}
        </Stack>
      </DialogContent>
      <PickerActions onOk={multiple ? () => void confirm() : undefined} okDisabled={saving} onExit={() => props.onClose(null)} />
    </>
  );
}

/**
 * SPEC.md §2.1 and §4: search (SEARCH_DELAY_MS after typing stops, or at once on Enter), a 250 px scrolling list
 * with avatar, description and detail, the count line; single mode closes on pick, multi mode toggles ids and Ok
 * loads the chosen records (loadSelected) and closes with them. Sair and Escape close with null.
 */
export function SelectDialog<T>(props: SelectDialogProps<T>) {
  const { open, width = 600 } = props;
  return (
    <PickerDialog open={open} width={width} onExit={() => props.onClose(null)}>
      {(titleId) => <SelectDialogBody {...props} titleId={titleId} />}
    </PickerDialog>
  );
}
