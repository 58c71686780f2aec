import { Fragment, useId, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { SELECT_LIST_HEIGHT_PX } from '@console/contract';
import { PersonAvatar } from './PersonAvatar.tsx';

export type PickerId = string | number;

/** One row as the pickers draw it. `avatar` undefined hides the picture; null shows the default avatar. */
export interface PickerRow {
  id: PickerId;
  description: string;
  detail?: string | null;
  avatar?: string | null;
  checked: boolean;
}

const ROW_SELECTOR = '[data-picker-row]';

/** What takes focus in a row: its checkbox (multiple choice) or the row's button. */
const focusTarget = (row: HTMLElement): HTMLElement => row.querySelector<HTMLElement>('input') ?? row;

/** Focus the first result row of a list (ArrowDown from the search box). */
function focusFirstRow(list: RefObject<HTMLElement | null>): boolean {
  const first = list.current?.querySelector<HTMLElement>(ROW_SELECTOR);
  if (first) focusTarget(first).focus();
  return Boolean(first);
}

interface SearchBoxProps {
  prompt: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onEnter?: () => void;
  listRef: RefObject<HTMLElement | null>;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** The prompt line above a search box; Enter runs the search, ArrowDown goes to the results. */
export function PickerSearchBox({ prompt, placeholder, value, onChange, onEnter, listRef, inputRef }: SearchBoxProps) {
  const promptId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onEnter?.();
    } else if (event.key === 'ArrowDown' && focusFirstRow(listRef)) {
      event.preventDefault();
    }
  };
  return (
    <Box>
      <Typography id={promptId} variant="body2" sx={{ mb: 1 }}>
        {prompt}
      </Typography>
      <TextField
        fullWidth
        size="small"
        type="search"
        autoFocus
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        inputRef={inputRef}
        slotProps={{ htmlInput: { 'aria-labelledby': promptId, autoComplete: 'off' } }}
      />
    </Box>
  );
}

export type PickerStatus =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready' };

interface PickerListProps {
  rows: PickerRow[];
  multiple: boolean;
  status: PickerStatus;
  onActivate: (id: PickerId) => void;
  onRetry?: () => void;
  /** Shown in an idle list (before the first search). */
  idleText?: string;
  listRef: RefObject<HTMLUListElement | null>;
  /** ArrowUp on the first row goes back here (the search box). */
  inputRef?: RefObject<HTMLInputElement | null>;
  label: string;
}

function RowAvatar({ url }: { url: string | null }) {
  return (
    <ListItemAvatar sx={{ minWidth: 48 }}>
      <PersonAvatar url={url} data-testid="picker-avatar" />
    </ListItemAvatar>
  );
}

function Row({ row, multiple, onActivate }: { row: PickerRow; multiple: boolean; onActivate: (id: PickerId) => void }) {
  const textId = useId();
  const detailId = useId();
  const text = (
    <ListItemText
      primary={row.description}
      secondary={row.detail || undefined}
      slotProps={{ primary: { id: textId }, secondary: { id: detailId } }}
    />
  );
  if (multiple) {
    // A real checkbox inside its label (nothing focusable nested in a role=checkbox): Space toggles as on any
    // checkbox, Enter too, a click anywhere on the row toggles through the label.
    return (
      <ListItem disablePadding divider>
        <Box
          component="label"
          data-picker-row=""
          data-id={String(row.id)}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            width: '100%',
            px: 2,
            py: 0.5,
            cursor: 'pointer',
            bgcolor: row.checked ? 'action.selected' : undefined,
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          <Checkbox
            edge="start"
            checked={row.checked}
            onChange={() => onActivate(row.id)}
            slotProps={{
              input: {
                'aria-labelledby': textId,
                'aria-describedby': row.detail ? detailId : undefined,
                onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  onActivate(row.id);
                },
              },
            }}
            sx={{ p: 0.5 }}
          />
          {row.avatar === undefined ? null : <RowAvatar url={row.avatar} />}
          {text}
        </Box>
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        data-picker-row=""
        data-id={String(row.id)}
        aria-labelledby={textId}
        aria-describedby={row.detail ? detailId : undefined}
        selected={row.checked}
        onClick={() => onActivate(row.id)}
        sx={{ gap: 1 }}
      >
        {row.avatar === undefined ? null : <RowAvatar url={row.avatar} />}
        {text}
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The scrolling result list of every picker: exactly SELECT_LIST_HEIGHT_PX high (SPEC.md §2.1, §9), with the
 * loading, error (message and retry) and empty states inside it. Arrow keys, Home and End move between rows;
 * Tab reaches each row; Space or Enter picks (single) or toggles (multi).
 */
export function PickerList({
  rows,
  multiple,
  status,
  onActivate,
  onRetry,
  idleText,
  listRef,
  inputRef,
  label,
}: PickerListProps) {
  const { t } = useTranslation();

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const all = [...(listRef.current?.querySelectorAll<HTMLElement>(ROW_SELECTOR) ?? [])];
    const index = all.findIndex((row) => row.contains(document.activeElement));
    if (index < 0) return;
    const target =
      event.key === 'ArrowDown'
        ? all[Math.min(index + 1, all.length - 1)]
        : event.key === 'ArrowUp'
          ? index === 0
            ? (inputRef?.current ?? all[0])
            : all[index - 1]
          : event.key === 'Home'
            ? all[0]
            : event.key === 'End'
              ? all[all.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    focusTarget(target).focus();
  };

  let content: ReactNode;
  if (status.kind === 'loading') {
    content = (
      <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <CircularProgress size={28} aria-label={t('pickers.loading')} />
      </Box>
    );
  } else if (status.kind === 'error') {
    content = (
      <Alert
        severity="error"
        sx={{ m: 1 }}
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('pickers.retry')}
            </Button>
          ) : undefined
        }
      >
        {status.message}
      </Alert>
    );
  } else if (status.kind === 'idle') {
    content = idleText ? (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {idleText}
      </Typography>
    ) : null;
  } else if (rows.length === 0) {
    content = (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {t('pickers.empty')}
      </Typography>
    );
  } else {
    content = null;
  }

  return (
    <Box
      data-testid="picker-scroll"
      aria-busy={status.kind === 'loading'}
      sx={{ height: SELECT_LIST_HEIGHT_PX, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      style={{ height: SELECT_LIST_HEIGHT_PX, overflowY: 'auto' }}
    >
      {content}
      <List dense disablePadding ref={listRef} aria-label={label} onKeyDown={onKeyDown} hidden={content !== null}>
        {content === null
          ? rows.map((row) => <Row key={String(row.id)} row={row} multiple={multiple} onActivate={onActivate} />)
          : null}
      </List>
    </Box>
  );
}

/** '{n} registro(s) encontrado(s)' (SPEC.md §2.1). */
export function PickerCount({ total }: { total: number }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary" role="status">
      {t('pickers.count', { total })}
    </Typography>
  );
}

/**
 * A number that grows each time `open` turns true: used as the key of a dialog's body, so every opening starts
 * from the props (fresh search, preselection) while the closing transition still shows the last state.
 */
function useOpenSession(open: boolean): number {
  const [state, setState] = useState({ open, session: 0 });
  if (state.open !== open) {
    const next = { open, session: open ? state.session + 1 : state.session };
    setState(next);
    return next.session;
  }
  return state.session;
}

/** The frame the pickers share: a set width, Escape or a click outside = Sair, and a body fresh at every opening. */
export function PickerDialog({
  open,
  width,
  onExit,
  children,
}: {
  open: boolean;
  width: number;
  onExit: () => void;
  children: (titleId: string) => ReactNode;
}) {
  const session = useOpenSession(open);
  const titleId = useId();
  return (
    <Dialog
      open={open}
      maxWidth={false}
      aria-labelledby={titleId}
      onClose={onExit}
      slotProps={{ paper: { sx: { width, maxWidth: 'calc(100% - 32px)' }, style: { width } } }}
    >
      <Fragment key={session}>{children(titleId)}</Fragment>
    </Dialog>
  );
}

/** 'Ok' (multi-select only: omit onOk otherwise) and 'Sair', named 'Sair da seleção' so it is not taken for signing out. */
export function PickerActions({
  onOk,
  okDisabled = false,
  onExit,
}: {
  onOk?: () => void;
  okDisabled?: boolean;
  onExit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      {onOk ? (
        <Button variant="contained" onClick={onOk} disabled={okDisabled}>
          {t('pickers.ok')}
        </Button>
      ) : null}
      <Button onClick={onExit} aria-label={t('pickers.exitLabel')}>
        {t('pickers.exit')}
      </Button>
    </DialogActions>
  );
}
