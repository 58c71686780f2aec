import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import FirstPage from '@mui/icons-material/FirstPage';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import LastPage from '@mui/icons-material/LastPage';
import { LAST_PAGE_CURSOR, type KeysetPageInfo } from '@console/contract';
import { PER_PAGE_OPTIONS, type PageTarget } from '../lib/list-controller.ts';
import { formatCount } from '../lib/locale.ts';

interface KeysetPaginationProps {
  /** Where the page stands (contract keysetPageInfo); a whole keyset page fits. */
  data: KeysetPageInfo;
  /** The total line, e.g. '{{total}} usuário(s)': given the formatted count and whether it is an estimate. */
  totalText: (total: string, estimated: boolean) => string;
  perPage: number;
  /** A move is refused while the next page loads, so that the cursors used are those of the page shown. */
  disabled: boolean;
  onMove: (target: PageTarget) => void;
  onPerPage: (perPage: number) => void;
}

function Move({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  // The span keeps the tooltip working on a disabled button.
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} disabled={disabled} onClick={onClick}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * Keyset paging: Next and Previous follow the page's cursors, First drops the cursor, Last asks for
 * LAST_PAGE_CURSOR. Shows 'Página X de Y' and the total, as an approximation when the server estimated it.
 */
export function KeysetPagination({ data, totalText, perPage, disabled, onMove, onPerPage }: KeysetPaginationProps) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  const pages = { page: count(data.current_page), pages: count(data.last_page) };
  const onFirst = data.current_page <= 1 && data.prev_cursor === null;
  const onLast = data.next_cursor === null;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      alignItems={{ sm: 'center' }}
      justifyContent="flex-end"
      sx={{ p: 1.5 }}
    >
      <TextField
        select
        size="small"
        label={t('paging.perPage')}
        value={perPage}
        onChange={(event) => onPerPage(Number(event.target.value))}
        sx={{ minWidth: 140 }}
      >
        {PER_PAGE_OPTIONS.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <Typography role="status" aria-live="polite">
        {data.total_estimated ? t('paging.pageOfApprox', pages) : t('paging.pageOf', pages)}
        {' · '}
        {totalText(count(data.total), data.total_estimated)}
      </Typography>
      <Stack direction="row" component="nav" aria-label={t('paging.nav.label')}>
        <Move
          label={t('paging.nav.first')}
          disabled={disabled || onFirst}
          onClick={() => onMove({ page: 1, cursor: null })}
        >
          <FirstPage />
        </Move>
        <Move
          label={t('paging.nav.previous')}
          disabled={disabled || onFirst || data.prev_cursor === null}
          onClick={() => onMove({ page: Math.max(1, data.current_page - 1), cursor: data.prev_cursor })}
        >
          <KeyboardArrowLeft />
        </Move>
        <Move
          label={t('paging.nav.next')}
          disabled={disabled || onLast}
          onClick={() => onMove({ page: data.current_page + 1, cursor: data.next_cursor })}
        >
          <KeyboardArrowRight />
        </Move>
        <Move
          label={t('paging.nav.last')}
          disabled={disabled || onLast}
          onClick={() => onMove({ page: data.last_page, cursor: LAST_PAGE_CURSOR })}
        >
          <LastPage />
        </Move>
      </Stack>
    </Stack>
  );
}
