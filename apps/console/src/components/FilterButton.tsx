import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Clear from '@mui/icons-material/Clear';

interface FilterButtonProps {
  label: string;
  /** What the button shows after the label: the chosen one's name, or 'Todos'. */
  shown: string;
  /** Whether something is chosen: then a clear button follows. */
  chosen: boolean;
  minWidth?: number;
  /** 56 beside outlined text fields of the default size, 40 beside small ones. */
  height: 40 | 56;
  onOpen: () => void;
  onClear: () => void;
  /** The picker the button opens. */
  children: ReactNode;
}

/** The face shared by the list filters that open a picker: "Label: chosen" and, when chosen, a clear button. */
export function FilterButton({ label, shown, chosen, minWidth, height, onOpen, onClear, children }: FilterButtonProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" alignItems="center">
      <Button
        variant="outlined"
        endIcon={<ArrowDropDown />}
        onClick={onOpen}
        sx={{ textTransform: 'none', justifyContent: 'space-between', minWidth, minHeight: height }}
      >
        {`${label}: ${shown}`}
      </Button>
      {chosen ? (
        <Tooltip title={t('filters.clear', { label })}>
          <IconButton aria-label={t('filters.clear', { label })} onClick={onClear}>
            <Clear />
          </IconButton>
        </Tooltip>
      ) : null}
      {children}
    </Stack>
  );
}
