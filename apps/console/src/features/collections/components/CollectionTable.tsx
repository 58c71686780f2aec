import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  Checkbox,
  IconButton,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
} from '@mui/material';
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import type { CollectionFieldMeta, CollectionMeta, CollectionRow } from '@console/contract';
import type { SortState } from '../list-state.ts';
import { rowTitle } from '../../../components/pickers/collection-rows.ts';
import { CellValue } from './CellValue.tsx';

interface CollectionTableProps {
  meta: CollectionMeta;
  columns: CollectionFieldMeta[];
  rows: CollectionRow[];
  /** A column naming each row's parent (a child's own list), by its `*_id` parameter. */
  parentColumn?: { param: string; label: string };
  sort: SortState | null;
  onSort: (sort: SortState | null) => void;
  selectable: boolean;
  selected: ReadonlySet<number>;
  onSelect: (rows: CollectionRow[], checked: boolean) => void;
  /** Where a row opens: its form, with the history state that brings the form back here. */
  recordPath: (row: CollectionRow) => string;
  recordState?: unknown;
  /** Opens a row in the quick edit modal (quick collections) instead of its form. */
  onQuickOpen?: (row: CollectionRow) => void;
  /** The row's menu of declared actions, beside the way to open it. */
  rowMenu?: (row: CollectionRow, name: string) => ReactNode;
}

/** The record's name: its title field, else '#id'. */
export const rowName = (meta: CollectionMeta, row: CollectionRow): string => rowTitle(meta.entity, row);

/**
 * A page of a collection's rows: the definition's columns (sortable headers cycle ascending, descending and the
 * default order), a selection checkbox per row when rows may be deleted, and a way to open each row.
 */
export function CollectionTable(props: CollectionTableProps) {
  const {
    meta,
    columns,
    rows,
    parentColumn,
    sort,
    onSort,
    selectable,
    selected,
    onSelect,
    recordPath,
    recordState,
    onQuickOpen,
    rowMenu,
  } = props;
  const { t } = useTranslation();
  const chosen = rows.filter((row) => selected.has(row.id)).length;
  const partial = chosen > 0 && chosen < rows.length;
  const nextSort = (field: string): SortState | null => {
    if (sort?.field !== field) return { field, order: 'asc' };
    return sort.order === 'asc' ? { field, order: 'desc' } : null;
  };
  const openLabel = meta.can.editar ? t('collection.list.edit') : t('collection.list.view');
  return (
    <TableContainer>
      <Table size="small" aria-label={meta.label}>
        <TableHead>
          <TableRow>
            {selectable ? (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={rows.length > 0 && chosen === rows.length}
                  indeterminate={partial}
                  // MUI marks a partial selection aria-checked="mixed" only; the native input must say so too.
                  inputRef={(input: HTMLInputElement | null) => {
                    if (input) input.indeterminate = partial;
                  }}
                  onChange={(event) => onSelect(rows, event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('collection.list.selectPage') } }}
                />
              </TableCell>
            ) : null}
            {columns.map((field) => (
              <TableCell key={field.name} sortDirection={sort?.field === field.name ? sort.order : false}>
                {field.sortable ? (
                  <TableSortLabel
                    active={sort?.field === field.name}
                    direction={sort?.field === field.name ? sort.order : 'asc'}
                    onClick={() => onSort(nextSort(field.name))}
                  >
                    {field.label}
                  </TableSortLabel>
                ) : (
                  field.label
                )}
              </TableCell>
            ))}
            {parentColumn ? <TableCell>{parentColumn.label}</TableCell> : null}
            <TableCell align="right">{t('collection.list.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const name = rowName(meta, row);
            return (
              <TableRow key={row.id} hover selected={selected.has(row.id)}>
                {selectable ? (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.has(row.id)}
                      onChange={(event) => onSelect([row], event.target.checked)}
                      slotProps={{ input: { 'aria-label': t('collection.list.selectRow', { name }) } }}
                    />
                  </TableCell>
                ) : null}
                {columns.map((field) => (
                  <TableCell key={field.name}>
                    {field.name === meta.title && !onQuickOpen ? (
                      <Link component={RouterLink} to={recordPath(row)} state={recordState}>
                        <CellValue field={field} row={row} entity={meta.entity} />
                      </Link>
                    ) : (
                      <CellValue field={field} row={row} entity={meta.entity} />
                    )}
                  </TableCell>
                ))}
                {parentColumn ? (
                  <TableCell>{row.labels[parentColumn.param] ?? `#${String(row[parentColumn.param])}`}</TableCell>
                ) : null}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={`${openLabel}: ${name}`}>
                    {onQuickOpen ? (
                      <IconButton aria-label={`${openLabel}: ${name}`} onClick={() => onQuickOpen(row)}>
                        {meta.can.editar ? <Edit /> : <Visibility />}
                      </IconButton>
                    ) : (
                      <IconButton
                        aria-label={`${openLabel}: ${name}`}
                        component={RouterLink}
                        to={recordPath(row)}
                        state={recordState}
                      >
                        {meta.can.editar ? <Edit /> : <Visibility />}
                      </IconButton>
                    )}
                  </Tooltip>
                  {rowMenu?.(row, name)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
