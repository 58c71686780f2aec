import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterButton } from './FilterButton.tsx';
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
    <FilterButton
      label={label}
      shown={chosen?.label ?? allLabel ?? t('filters.all')}
      chosen={Boolean(chosen)}
      minWidth={180}
      height={56}
      onOpen={() => setOpen(true)}
      onClear={() => onChange(null)}
    >
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
    </FilterButton>
  );
}
