import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogContent, DialogTitle, Stack } from '@mui/material';
import { describeItem, filterItems } from './filter.ts';
import {
  PickerCount,
  PickerList,
  PickerSearchBox,
  PickerActions,
  PickerDialog,
  type PickerId,
  type PickerRow,
} from './PickerParts.tsx';

type ListItemValue = string | object;

interface ListPickerBase<T extends ListItemValue> {
  open: boolean;
  title: string;
  items: readonly T[];
  /** The description field, shown and filtered on; strings are shown and filtered as they are. */
  filterField?: string;
  /** A second line under the description. */
  detailField?: string;
  /** The id of an item (default: its `id` field, or the string itself). */
  getId?: (item: T) => PickerId;
  /** Dialog width in px (default 500). */
  width?: number;
}

export interface SingleListPickerProps<T extends ListItemValue> extends ListPickerBase<T> {
  multiple?: false;
  /** The picked item, or null on Sair / Escape. */
  onClose: (result: T | null) => void;
}

export interface MultiListPickerProps<T extends ListItemValue> extends ListPickerBase<T> {
  multiple: true;
  /** Ids already chosen when the picker opens. */
  selected?: readonly PickerId[];
  /** The chosen items, in list order, on Ok; null on Sair / Escape. */
  onClose: (result: T[] | null) => void;
}

export type ListPickerProps<T extends ListItemValue> = SingleListPickerProps<T> | MultiListPickerProps<T>;

const defaultId = (item: ListItemValue): PickerId => {
  if (typeof item === 'string') return item;
  const id = (item as { id?: unknown }).id;
  return typeof id === 'number' || typeof id === 'string' ? id : JSON.stringify(item);
};

function ListPickerBody<T extends ListItemValue>(props: ListPickerProps<T> & { titleId: string }) {
  const { titleId, title, items, filterField, detailField, getId = defaultId } = props;
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [checked, setChecked] = useState<PickerId[]>(() => (props.multiple ? [...(props.selected ?? [])] : []));
  const listRef = useRef<HTMLUListElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const shown = useMemo(() => filterItems(items, term, filterField), [items, term, filterField]);

  const activate = (id: PickerId) => {
    if (!props.multiple) {
      const item = items.find((entry) => getId(entry) === id);
      if (item !== undefined) props.onClose(item);
      return;
    }
    setChecked((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  };

  const rows: PickerRow[] = shown.map((item) => {
    const id = getId(item);
    return {
      id,
      description: describeItem(item, filterField),
      detail: detailField ? describeItem(item, detailField) : undefined,
      checked: checked.includes(id),
    };
  });

  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 0.5 }}>
          <PickerSearchBox
            prompt={t('pickers.list.prompt')}
            placeholder={t('pickers.list.placeholder')}
            value={term}
            onChange={setTerm}
            listRef={listRef}
            inputRef={inputRef}
          />
          <PickerList
            rows={rows}
            multiple={props.multiple === true}
            status={{ kind: 'ready' }}
            onActivate={activate}
            listRef={listRef}
            inputRef={inputRef}
            label={t('pickers.results')}
          />
          <PickerCount total={shown.length} />
        </Stack>
      </DialogContent>
      <PickerActions
        onOk={props.multiple ? () => props.onClose(items.filter((item) => checked.includes(getId(item)))) : undefined}
        onExit={() => props.onClose(null)}
      />
    </>
  );
}

/**
 * SPEC.md §2.8 and §5: a given list with a text filter (case-insensitive substring, accents ignored, on the
 * description field or on the string items themselves), single or multi select. Single mode closes on pick;
 * multi mode toggles and Ok closes with the chosen items. Sair and Escape close with null.
 */
export function ListPicker<T extends ListItemValue>(props: ListPickerProps<T>) {
  const { open, width = 500 } = props;
  return (
    <PickerDialog open={open} width={width} onExit={() => props.onClose(null)}>
      {(titleId) => <ListPickerBody {...props} titleId={titleId} />}
    </PickerDialog>
  );
}
