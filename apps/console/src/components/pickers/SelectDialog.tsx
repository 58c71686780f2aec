import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { SEARCH_DELAY_MS } from '@console/contract';
import { errorMessage } from '../../lib/http.ts';
import {
  PickerCount,
  PickerList,
  PickerSearchBox,
  PickerActions,
  PickerDialog,
  type PickerId,
  type PickerRow,
  type PickerStatus,
} from './PickerParts.tsx';

/** How a result is drawn: SPEC.md §3 selection item (avatar, description, detail). */
export interface SelectItem {
  id: PickerId;
  /** Picture URL; null or empty shows the default avatar. */
  avatar?: string | null;
  description: string;
  detail?: string | null;
}

/** The words of a dialog that searches something other than the generic 'Pesquisar...'. */
export interface SelectDialogTexts {
  prompt: string;
  placeholder: string;
  /** Shown in the list before the first search. */
  idle?: string;
  /** The accessible name of the result list. */
  list?: string;
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
  /** 'typing' (default): SEARCH_DELAY_MS after typing stops, or at once on Enter; 'enter': on Enter only. */
  searchOn?: 'typing' | 'enter';
  /** Prompt, placeholder and list texts (default: the generic select dialog's). */
  texts?: SelectDialogTexts;
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
  /**
   * 'all' (default): Ok loads every chosen id and answers what was loaded; 'unseen': Ok loads only the chosen ids
   * no search showed and answers the chosen records in the order they were chosen.
   */
  load?: 'all' | 'unseen';
  /** Show 'n selecionado(s)' beside the count. */
  selectedCount?: boolean;
  /** The loaded selection on Ok, or null on Sair / Escape. */
  onClose: (result: T[] | null) => void;
}

export type SelectDialogProps<T> = SingleSelectDialogProps<T> | MultiSelectDialogProps<T>;

/** The search of a picker: the newest search wins (older ones are aborted), every result seen is kept by id. */
function usePickerSearch<T>(search: (term: string, signal: AbortSignal) => Promise<T[]>, idOf: (item: T) => PickerId) {
  const [results, setResults] = useState<T[]>([]);
  const [status, setStatus] = useState<PickerStatus>({ kind: 'idle' });
  const seen = useRef(new Map<PickerId, T>());
  const controller = useRef<AbortController | null>(null);
  const lastTerm = useRef('');

  const run = useCallback(
    async (value: string) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      lastTerm.current = value;
      setStatus({ kind: 'loading' });
      try {
        const found = await search(value, abort.signal);
        if (abort.signal.aborted) return;
        for (const item of found) seen.current.set(idOf(item), item);
        setResults(found);
        setStatus({ kind: 'ready' });
      } catch (error) {
        if (abort.signal.aborted) return;
        setStatus({ kind: 'error', message: errorMessage(error) });
      }
    },
    [search, idOf],
  );
  const stop = useCallback(() => controller.current?.abort(), []);
  return { results, status, seen, run, stop, retry: () => void run(lastTerm.current) };
}

function SelectDialogBody<T>(props: SelectDialogProps<T> & { titleId: string }) {
  const { titleId, title, search, toItem, avatars = true, searchOnOpen = true, searchOn = 'typing' } = props;
  const { t } = useTranslation();
  const texts = props.texts ?? { prompt: t('pickers.select.prompt'), placeholder: t('pickers.select.placeholder') };
  const multiple = props.multiple === true;
  const idOf = useCallback((item: T) => toItem(item).id, [toItem]);
  const { results, status, seen, run, stop, retry } = usePickerSearch(search, idOf);
  const [term, setTerm] = useState('');
  const [checked, setChecked] = useState<PickerId[]>(() => (props.multiple ? [...(props.selected ?? [])] : []));
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const cancelTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const searchNow = (value: string) => {
    cancelTimer();
    void run(value);
  };

  // Once per opening: the body is remounted for each one (useOpenSession).
  const opened = useEffectEvent(() => {
    if (searchOnOpen) void run('');
  });
  const closed = useEffectEvent(() => {
    cancelTimer();
    stop();
  });
  useEffect(() => {
    opened();
    return () => closed();
  }, []);

  const onChange = (value: string) => {
    setTerm(value);
    if (searchOn === 'enter') return;
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

  const chosen = () => checked.flatMap((id) => (seen.current.has(id) ? [seen.current.get(id) as T] : []));

  const confirm = async () => {
    if (!props.multiple) return;
    const { loadSelected, load = 'all', onClose } = props;
    const wanted = load === 'unseen' ? checked.filter((id) => !seen.current.has(id)) : checked;
    if (wanted.length === 0 || !loadSelected) {
      onClose(chosen());
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      const loaded = await loadSelected([...wanted]);
      if (load === 'all') {
        onClose(loaded);
        return;
      }
      for (const item of loaded) seen.current.set(idOf(item), item);
      onClose(chosen());
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
  const count = status.kind === 'ready' ? <PickerCount total={results.length} /> : null;

  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 0.5 }}>
          <PickerSearchBox
            prompt={texts.prompt}
            placeholder={texts.placeholder}
            value={term}
            onChange={onChange}
            onEnter={() => searchNow(term)}
            listRef={listRef}
            inputRef={inputRef}
          />
          <PickerList
            rows={rows}
            multiple={multiple}
            status={status}
            onActivate={activate}
            onRetry={retry}
            idleText={texts.idle}
            listRef={listRef}
            inputRef={inputRef}
            label={texts.list ?? t('pickers.results')}
          />
          {props.multiple && props.selectedCount ? (
            <Stack direction="row" useFlexGap flexWrap="wrap" columnGap={2} sx={{ justifyContent: 'space-between' }}>
              {count ?? <span />}
              <Typography variant="body2" color="text.secondary">
                {t('pickers.selectedCount', { total: checked.length })}
              </Typography>
            </Stack>
          ) : (
            count
          )}
          {saveError ? <Alert severity="error">{saveError}</Alert> : null}
        </Stack>
      </DialogContent>
      <PickerActions
        onOk={multiple ? () => void confirm() : undefined}
        okDisabled={saving}
        onExit={() => props.onClose(null)}
      />
    </>
  );
}

/**
 * SPEC.md §2.1 and §4: search (SEARCH_DELAY_MS after typing stops, or at once on Enter; on Enter only with
 * searchOn 'enter'), a 250 px scrolling list with avatar, description and detail, the count line; single mode
 * closes on pick, multi mode toggles ids and Ok loads the chosen records (loadSelected) and closes with them.
 * Sair and Escape close with null.
 */
export function SelectDialog<T>(props: SelectDialogProps<T>) {
  const { open, width = 600 } = props;
  return (
    <PickerDialog open={open} width={width} onExit={() => props.onClose(null)}>
      {(titleId) => <SelectDialogBody {...props} titleId={titleId} />}
    </PickerDialog>
  );
}
