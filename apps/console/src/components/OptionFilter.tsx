import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Clear from '@mui/icons-material/Clear';
import { ListPicker } from './pickers/ListPicker.tsx';

interface FilterOption {
  value: string;
  label: string;
  /** A second line in the picker. */
  detail?: string;
}

interface OptionFilterProps {
  label: string;
  options: readonly FilterOption[];
  /** The chosen option's value, or null for all. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** What the button says when no option is chosen ('Todos' by default). */
  allLabel?: string;
}

/** A filter over a long option list (groups, regionals): opens the list picker with its text filter; a clear button undoes it. */
export function OptionFilter({ label, options, value, onChange, allLabel }: OptionFilterProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const chosen = options.find((option) => option.value === value);
  return (
    <Stack direction="row" alignItems="center">
      <Button
        variant="outlined"
        endIcon={<ArrowDropDown />}
        onClick={() => setOpen(true)}
        sx={{ textTransform: 'none', justifyContent: 'space-between', minWidth: 180, minHeight: 56 }}
      >
        {`${label}: ${chosen?.label ?? allLabel ?? t('filters.all')}`}
      </Button>
      {chosen ? (
        <Tooltip title={t('filters.clear', { label })}>
          <IconButton aria-label={t('filters.clear', { label })} onClick={() => onChange(null)}>
            <Clear />
          </IconButton>
        </Tooltip>
      ) : null}
      <ListPicker
        open={open}
        title={t('filters.by', { label })}
        items={options}
        filterField="label"
        detailField="detail"
        getId={(option) => option.value}
        onClose={(picked) => {
          setOpen(false);
          if (picked) onChange(picked.value);
        }}
      />
    </Stack>
  );
}
