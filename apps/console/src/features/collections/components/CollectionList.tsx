import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { Button, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import UploadFile from '@mui/icons-material/UploadFile';
import type { CollectionMeta, CollectionRow } from '@console/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { KeysetPagination } from '../../../components/KeysetPagination.tsx';
import { ListStates } from '../../../components/ListStates.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { ExportButton } from '../../../components/ExportButton.tsx';
import { dataProvider, type ParentRef } from '../../../lib/data-provider.ts';
import { useListResult } from '../../../lib/list-controller.ts';
import { useCollections } from '../api/collections.ts';
import { useCollectionChanges } from '../api/changes.ts';
import { useCollectionList } from '../api/records.ts';
import { QuickEditModal, quickCovers } from '../form/quick-edit.tsx';
import type { FormReturnState } from '../form/return.ts';
import { filterableFields, listColumns, useCollectionListState } from '../list-state.ts';
import { useBulkDeleteAction } from '../use-bulk-delete.ts';
import { ActionDialogs } from '../actions/ActionDialogs.tsx';
import { bulkActionsOf, rowActionsFor, rowActionsOf } from '../actions/applies.ts';
import { BulkActionButtons, BulkActionStatus } from '../actions/BulkActions.tsx';
import { RowActionsMenu } from '../actions/RowActionsMenu.tsx';
import { useActionRunner } from '../actions/use-action-runner.ts';
import { useShellBase } from '../paths.ts';
import { CollectionFilters } from './CollectionFilters.tsx';
import { CollectionTable } from './CollectionTable.tsx';

export interface CollectionListProps {
  meta: CollectionMeta;
  /** A fixed parent: only its rows, and new rows preset with it (a record's child list). */
  parent?: ParentRef;
}

/** The quick edit modal's target: a new row, or the row being edited. */
type QuickTarget = { row: CollectionRow | null } | null;

/**
 * The generic list of a collection (issue 12): server-side paging, sort, search and filters kept in the URL
 * (prefixed by the entity when embedded under a parent record), the definition's columns, row selection with bulk
 * delete, export with progress, empty/loading/error states, and a refresh when the server announces a change.
 */
export function CollectionList({ meta, parent }: CollectionListProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const base = useShellBase();
  const collections = useCollections();
  const list = useCollectionListState(meta, parent, parent ? `${meta.entity}.` : '');
  const rows = useCollectionList(meta, list.request);
  useCollectionChanges(useMemo(() => [meta.entity], [meta.entity]));
  const [quick, setQuick] = useState<QuickTarget>(null);
  const bulk = useBulkDeleteAction(meta);
  const runner = useActionRunner({
    meta,
    parent,
    onRan: ({ target, done }) => (target.mode === 'bulk' ? bulk.drop(done) : undefined),
  });
  const bulkActions = bulkActionsOf(meta);
  const hasRowActions = rowActionsOf(meta).length > 0;

  const result = useListResult(list, rows);
  const data = rows.data;
  const columns = listColumns(meta);
  const filters = filterableFields(meta).filter((field) => !parent || field.name !== parent.param);
  const parentMeta =
    meta.parent && !parent ? collections.data?.find((c) => c.entity === meta.parent?.entity) : undefined;
  const parentColumn =
    meta.parent && !parent ? { param: meta.parent.param, label: parentMeta?.item ?? meta.parent.param } : undefined;
  const deletable = meta.can.excluir && !meta.read_only;
  const selectable = deletable || bulkActions.length > 0;
  const returnState: FormReturnState = parent
    ? { returnTo: `${location.pathname}${location.search}` }
    : { listSearch: location.search };
  const recordPath = (row: CollectionRow) => `${base}/${meta.tag}/${row.id}`;
  const newPath = `${base}/${meta.tag}/novo${parent ? `?${parent.param}=${parent.id}` : ''}`;
  const isQuick = meta.quick && !meta.read_only && quickCovers(meta);
  const headingId = `collection-${meta.entity}-list`;

  const knownName = (field: string, id: string) =>
    data?.data.find((row) => String(row[field]) === id)?.labels[field] ?? undefined;

  return (
    <Stack spacing={2} aria-labelledby={parent ? headingId : undefined} component={parent ? 'section' : 'div'}>
      {parent ? (
        <Typography id={headingId} variant="h6" component="h2">
          {meta.label}
        </Typography>
      ) : null}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        alignItems={{ md: 'flex-start' }}
        justifyContent="space-between"
      >
        <SearchField
          label={t('collection.list.search', { label: meta.label })}
          value={list.searchText}
          onChange={list.setSearchText}
        />
        <Stack direction="row" spacing={1} alignItems="flex-start">
          {meta.can.exportar ? (
            <ExportButton target={(options) => dataProvider.export(meta, { ...list.request, ...options })} />
          ) : null}
          {meta.can.importar && !parent ? (
            <Button
              variant="outlined"
              startIcon={<UploadFile />}
              component={RouterLink}
              to={`${base}/${meta.tag}/importar`}
            >
              {t('imports.button')}
            </Button>
          ) : null}
          {meta.can.criar && !meta.read_only ? (
            isQuick ? (
              <Button variant="contained" startIcon={<Add />} onClick={() => setQuick({ row: null })}>
                {t('collection.list.create', { item: meta.item })}
              </Button>
            ) : (
              <Button variant="contained" startIcon={<Add />} component={RouterLink} to={newPath} state={returnState}>
                {t('collection.list.create', { item: meta.item })}
              </Button>
            )
          ) : null}
        </Stack>
      </Stack>
      {filters.length ? (
        <CollectionFilters
          fields={filters}
          values={list.filters}
          onChange={list.setFilter}
          collections={collections.data ?? []}
          knownName={knownName}
        />
      ) : null}
      {bulk.selected.size > 0 ? (
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          flexWrap="wrap"
          alignItems="center"
          role="region"
          aria-label={t('collection.list.selection')}
        >
          <Typography>{t('collection.list.selected', { count: bulk.selected.size })}</Typography>
          <BulkActionButtons
            actions={bulkActions}
            runner={runner}
            onRun={(action) => runner.start(action, { mode: 'bulk', ids: [...bulk.selected], names: bulk.names })}
          />
          {deletable ? (
            <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={bulk.ask}>
              {t('collection.list.deleteSelected')}
            </Button>
          ) : null}
          <Button onClick={bulk.clear}>{t('collection.list.clearSelection')}</Button>
        </Stack>
      ) : null}
      <BulkActionStatus runner={runner} />
      <ListStates
        result={result}
        texts={{
          empty: t('collection.list.empty', { label: meta.label }),
          noMatch: t('collection.list.noMatch'),
          clearFilters: t('collection.list.clearFilters'),
        }}
      >
        {(data) => (
          <>
            <CollectionTable
              meta={meta}
              columns={columns}
              rows={data.data}
              parentColumn={parentColumn}
              sort={list.sort}
              onSort={list.setSort}
              selectable={selectable}
              selected={bulk.selected}
              onSelect={bulk.toggle}
              recordPath={recordPath}
              recordState={returnState}
              onQuickOpen={isQuick ? (row) => setQuick({ row }) : undefined}
              rowMenu={
                hasRowActions
                  ? (row, name) => (
                      <RowActionsMenu
                        row={row}
                        name={name}
                        actions={rowActionsFor(meta, row)}
                        onRun={(action) => runner.start(action, { mode: 'row', row, name })}
                      />
                    )
                  : undefined
              }
            />
            <KeysetPagination
              data={data}
              totalText={(total, estimated) =>
                t(estimated ? 'collection.list.totalApprox' : 'collection.list.total', { total })
              }
              perPage={list.perPage}
              disabled={rows.isPlaceholderData}
              onMove={list.move}
              onPerPage={list.setPerPage}
            />
          </>
        )}
      </ListStates>
      <ConfirmDialog
        open={bulk.asking}
        title={t('collection.list.deleteTitle', { count: bulk.selected.size })}
        text={t('collection.list.deleteText', { count: bulk.selected.size, label: meta.label })}
        confirmLabel={t('collection.list.delete')}
        cancelLabel={t('collection.list.cancel')}
        danger
        busy={bulk.busy}
        onCancel={bulk.cancel}
        onConfirm={bulk.confirm}
      />
      <ActionDialogs entity={meta.entity} runner={runner} />
      {isQuick ? (
        <QuickEditModal
          meta={meta}
          open={quick !== null}
          record={quick?.row ?? null}
          parent={parent ?? null}
          onClose={() => setQuick(null)}
        />
      ) : null}
    </Stack>
  );
}
