import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FilterButton } from '../FilterButton.tsx';
import { SelectDialog, type SelectItem } from './SelectDialog.tsx';

interface PickFilterProps<T> {
  label: string;
  /** The chosen id as the URL holds it; empty or null for all. */
  value: string | null;
  /** Its name when the caller knows it (a listed row's); the name picked here is remembered otherwise. */
  name: string | undefined;
  search: (term: string, signal: AbortSignal) => Promise<T[]>;
  toItem: (item: T) => SelectItem;
  avatars: boolean;
  /** Reads the name of a chosen id that nobody named (a filter opened from a link): else it shows as #id. */
  nameOf?: (id: string, signal: AbortSignal) => Promise<string>;
  /** 56 beside outlined text fields of the default size (the users list), 40 beside small ones. */
  height?: 40 | 56;
  onChange: (value: string | null, name?: string) => void;
}

/**
 * A list filter over users or the rows of another collection, looking like the option filters beside it: opens the
 * select dialog (a search) rather than a menu of every row; a clear button undoes it.
 */
export function PickFilter<T>(props: PickFilterProps<T>): ReactNode {
  const { label, value, name, search, toItem, avatars, nameOf, height = 40, onChange } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const known = name ?? (picked?.id === value ? picked.name : undefined);
  const read = useQuery({
    queryKey: ['pick-filter-name', label, value],
    queryFn: ({ signal }) => nameOf!(value!, signal),
    enabled: Boolean(value && nameOf && known === undefined),
    staleTime: Infinity,
    retry: false,
  });
  const shown = value ? (known ?? read.data ?? `#${value}`) : t('filters.all');
  return (
    <FilterButton
      label={label}
      shown={shown}
      chosen={Boolean(value)}
      height={height}
      onOpen={() => setOpen(true)}
      onClear={() => onChange(null)}
    >
      {open ? (
        <SelectDialog
          open
          title={t('filters.by', { label })}
          search={search}
          toItem={toItem}
          avatars={avatars}
          onClose={(chosen) => {
            setOpen(false);
            if (!chosen) return;
            const item = toItem(chosen);
            setPicked({ id: String(item.id), name: item.description });
            onChange(String(item.id), item.description);
          }}
        />
      ) : null}
    </FilterButton>
  );
}
