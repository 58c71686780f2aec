import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { MenuItem, Stack, TextField } from '@mui/material';
import {
  isBespokeTarget,
  RANGE_KINDS,
  type CollectionFieldMeta,
  type CollectionMeta,
  type FieldKind,
} from '@console/contract';
import { PickFilter } from '../../../components/pickers/PickFilter.tsx';
import { searchUsers, userPickerItem } from '../../../lib/user-search.ts';
import type { FilterValues } from '../../../lib/data-provider.ts';
import { DatesProvider } from '../form/DateControls.tsx';
import { rowItem, rowName, searchRows } from '../../../components/pickers/collection-rows.ts';

interface FiltersProps {
  fields: CollectionFieldMeta[];
  values: FilterValues;
  onChange: (name: string, value: string | null) => void;
  /** The collections the user may open: a reference filter picks among the target's rows. */
  collections: readonly CollectionMeta[];
  /** Names already known for reference and user ids (the rows shown carry them in `labels`). */
  knownName: (field: string, id: string) => string | undefined;
}

const ALL = '';

/** A label that already ends in a range word ('Inscrições até', 'Valid until', 'Válido desde'). */
const ENDS_IN_RANGE_WORD = /(?:^|\s)(?:de|até|ate|desde|hasta|from|to|until|till|since)$/i;

/**
 * The labels of a range filter's two boxes: 'Preço de' / 'Preço até'; a label that already ends in a range word gets
 * its bounds named apart ('Inscrições até (início)' / '(fim)'), never 'Inscrições até até'.
 */
function rangeLabels(t: TFunction, label: string, dates: boolean): [string, string] {
  if (!ENDS_IN_RANGE_WORD.test(label.trim()))
    return [t('collection.list.from', { label }), t('collection.list.to', { label })];
  return dates
    ? [t('collection.list.startOf', { label }), t('collection.list.endOf', { label })]
    : [t('collection.list.minOf', { label }), t('collection.list.maxOf', { label })];
}

/** A value typed in a box, applied when the box loses focus or on Enter (not at every key). */
function CommitField({
  label,
  type,
  value,
  onCommit,
}: {
  label: string;
  type: string;
  value: string;
  onCommit: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    if (text.trim() !== value) onCommit(text.trim());
  };
  return (
    <TextField
      label={label}
      type={type}
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: type === 'number' ? { step: 'any' } : undefined }}
      sx={{ width: 150 }}
    />
  );
}

/**
 * A day of a date range in the pt-BR picker (DD/MM/YYYY): dates filter by 'YYYY-MM-DD'; moments by the start (from)
 * or the end (to) of that local day, as the API compares ISO instants.
 */
function DayFilter({
  label,
  kind,
  edge,
  value,
  onChange,
}: {
  label: string;
  kind: string;
  edge: 'min' | 'max';
  value: string;
  onChange: (value: string | null) => void;
}) {
  const shown = value ? dayjs(value) : null;
  return (
    <DatePicker
      label={label}
      value={shown?.isValid() ? shown : null}
      onChange={(day) => {
        if (day === null) onChange(null);
        else if (day.isValid() && day.year() > 999) {
          if (kind === 'date') onChange(day.format('YYYY-MM-DD'));
          else onChange((edge === 'min' ? day.startOf('day') : day.endOf('day')).toISOString());
        }
      }}
      slotProps={{ textField: { size: 'small', sx: { width: 215, maxWidth: '100%' } }, field: { clearable: true } }}
    />
  );
}

function ChoiceFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value || null)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value={ALL}>{t('filters.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The filters of a list, one per filterable field: selects for options and yes/no, the select dialog for users and
 * references, from/to boxes for numbers, money and dates, a box for the rest. Values live in the URL (query names
 * of the API: `status`, `preco_min`...).
 */
export function CollectionFilters({ fields, values, onChange, collections, knownName }: FiltersProps) {
  const { t } = useTranslation();
  const pick = (field: string) => (value: string | null) => onChange(field, value);
  return (
    <DatesProvider>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        flexWrap="wrap"
        alignItems="center"
        role="group"
        aria-label={t('collection.list.filters')}
      >
        {fields.map((field) => {
          const value = values[field.name] ?? '';
          if (field.kind === 'date' || field.kind === 'datetime') {
            return (
              <Stack key={field.name} direction="row" spacing={1} useFlexGap flexWrap="wrap">
                {(['min', 'max'] as const).map((edge, index) => (
                  <DayFilter
                    key={edge}
                    label={rangeLabels(t, field.label, true)[index]}
                    kind={field.kind}
                    edge={edge}
                    value={values[`${field.name}_${edge}`] ?? ''}
                    onChange={(v) => onChange(`${field.name}_${edge}`, v)}
                  />
                ))}
              </Stack>
            );
          }
          if (RANGE_KINDS.has(field.kind as FieldKind)) {
            return (
              <Stack key={field.name} direction="row" spacing={1} useFlexGap flexWrap="wrap">
                <CommitField
                  label={rangeLabels(t, field.label, false)[0]}
                  type="number"
                  value={values[`${field.name}_min`] ?? ''}
                  onCommit={(v) => onChange(`${field.name}_min`, v || null)}
                />
                <CommitField
                  label={rangeLabels(t, field.label, false)[1]}
                  type="number"
                  value={values[`${field.name}_max`] ?? ''}
                  onCommit={(v) => onChange(`${field.name}_max`, v || null)}
                />
              </Stack>
            );
          }
          switch (field.kind) {
            case 'enum':
              return (
                <ChoiceFilter
                  key={field.name}
                  label={field.label}
                  value={value}
                  options={field.options ?? []}
                  onChange={(v) => onChange(field.name, v)}
                />
              );
            case 'boolean':
              return (
                <ChoiceFilter
                  key={field.name}
                  label={field.label}
                  value={value}
                  options={[
                    { value: 'true', label: t('collection.list.yes') },
                    { value: 'false', label: t('collection.list.no') },
                  ]}
                  onChange={(v) => onChange(field.name, v)}
                />
              );
            case 'user':
              return (
                <PickFilter
                  key={field.name}
                  label={field.label}
                  value={value}
                  name={knownName(field.name, value)}
                  search={searchUsers}
                  toItem={userPickerItem}
                  avatars
                  onChange={pick(field.name)}
                />
              );
            case 'reference': {
              // A collection the user can read, or an area outside the collections (the projects' own list).
              const target = field.target;
              if (!target || !(isBespokeTarget(target) || collections.some((c) => c.entity === target))) return null;
              return (
                <PickFilter
                  key={field.name}
                  label={field.label}
                  value={value}
                  name={knownName(field.name, value)}
                  search={searchRows(target)}
                  toItem={rowItem(target)}
                  nameOf={rowName(target)}
                  avatars={false}
                  onChange={pick(field.name)}
                />
              );
            }
            default:
              return (
                <CommitField
                  key={field.name}
                  label={field.label}
                  type="text"
                  value={value}
                  onCommit={(v) => onChange(field.name, v || null)}
                />
              );
          }
        })}
      </Stack>
    </DatesProvider>
  );
}
