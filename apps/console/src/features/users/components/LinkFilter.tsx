import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Clear from '@mui/icons-material/Clear';
import type { CollectionRow } from '@console/contract';
import { SelectDialog } from '../../../components/pickers/SelectDialog.tsx';
import { rowItem, rowTitle, searchRows } from '../../../components/pickers/collection-rows.ts';

interface LinkFilterProps {
  label: string;
  /** The collection whose rows filter the list (unidades, cargos). */
  entity: string;
  /** The chosen row's id, or null for all. */
  value: number | null;
  /** Its name when known (a listed user's), else it shows by number until one is picked. */
  name: string | null;
  onChange: (id: number | null) => void;
}

/**
 * A list filter over a collection's rows, looking like the option filters beside it: opens the collections'
 * reference search (a dialog searching the collection's list) rather than a list of every row.
 */
export function LinkFilter({ label, entity, value, name, onChange }: LinkFilterProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);
  const shown = value === null ? t('filters.all') : picked?.id === value ? picked.name : (name ?? `#${value}`);
  return (
    <Stack direction="row" alignItems="center">
      <Button
        variant="outlined"
        endIcon={<ArrowDropDown />}
        onClick={() => setOpen(true)}
        sx={{ textTransform: 'none', justifyContent: 'space-between', minWidth: 180, minHeight: 56 }}
      >
        {`${label}: ${shown}`}
      </Button>
      {value !== null ? (
        <Tooltip title={t('filters.clear', { label })}>
          <IconButton aria-label={t('filters.clear', { label })} onClick={() => onChange(null)}>
            <Clear />
          </IconButton>
        </Tooltip>
      ) : null}
      {open ? (
        <SelectDialog<CollectionRow>
          open
          title={t('filters.by', { label })}
          avatars={false}
          search={searchRows(entity)}
          toItem={rowItem(entity)}
          onClose={(row) => {
            setOpen(false);
            if (!row) return;
            setPicked({ id: row.id, name: rowTitle(entity, row) });
            onChange(row.id);
          }}
        />
      ) : null}
    </Stack>
  );
}
