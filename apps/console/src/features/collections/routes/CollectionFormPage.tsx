import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { collectionByEntity, type CollectionDef, type CollectionMeta, type Language } from '@console/contract';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { ApiError } from '../../../lib/http.ts';
import { positiveParam } from '../../../lib/search-params.ts';
import { useCollection, useCollections, findCollection } from '../api/collections.ts';
import { useCollectionRecord } from '../api/records.ts';
import { CollectionForm } from '../form/CollectionForm.tsx';
import { rowTitle } from '../../../components/pickers/collection-rows.ts';
import { RecordTabs } from '../form/RecordTabs.tsx';
import { useLeaveForm } from '../form/return.ts';

/** The frame of the create and edit pages: the way back, the heading, and the loading, missing and error states. */
function FormScreen({
  meta,
  title,
  error,
  onRetry,
  children,
}: {
  meta?: CollectionMeta;
  title: string;
  error: unknown;
  onRetry: () => void;
  children: ReactNode | null;
}) {
  const { t } = useTranslation();
  const leave = useLeaveForm();
  return (
    <Stack spacing={2} component="section" aria-labelledby="collection-form-title">
      <Stack direction="row" spacing={1} alignItems="center">
        <Button startIcon={<ArrowBack />} onClick={leave}>
          {meta ? t('collection.form.backToList', { label: meta.label }) : t('collection.form.back')}
        </Button>
      </Stack>
      <Typography id="collection-form-title" variant="h4" component="h1">
        {title}
      </Typography>
      {error ? (
        <RetryAlert error={error} retryLabel={t('collection.form.retry')} onRetry={onRetry} />
      ) : (
        (children ?? (
          <Box sx={{ p: 3 }}>
            <Typography color="text.secondary">{t('collection.form.loading')}</Typography>
          </Box>
        ))
      )}
    </Stack>
  );
}

/** The collection of the route's tag, with its definition (the contract's) once the metadata says the user may open it. */
function useRouteCollection(): {
  meta?: CollectionMeta;
  def?: CollectionDef;
  missing: boolean;
  error: unknown;
  refetch: () => void;
} {
  const { tag } = useParams();
  const collection = useCollection(tag);
  const def = collection.meta ? collectionByEntity(collection.meta.entity) : undefined;
  return {
    meta: collection.meta,
    def,
    missing: collection.missing || (collection.meta !== undefined && !def),
    error: collection.error,
    refetch: () => void collection.refetch(),
  };
}

/** The name of a parent's field: the parent collection's item name in the interface language. */
function useParentLabel(def: CollectionDef | undefined): string | undefined {
  const { i18n } = useTranslation();
  const all = useCollections();
  if (!def?.parent) return undefined;
  return (
    findCollection(all.data, def.parent.entity)?.item ??
    collectionByEntity(def.parent.entity)?.item[i18n.language as Language]
  );
}

/** The name of a preset parent row (read when the user may open the parent collection). */
function useParentName(def: CollectionDef | undefined, id: number): string | null {
  const all = useCollections();
  const parentMeta = def?.parent ? findCollection(all.data, def.parent.entity) : undefined;
  const row = useCollectionRecord(parentMeta, id || undefined);
  return parentMeta && row.data ? rowTitle(parentMeta.entity, row.data) : null;
}

/** /:tag/novo: a new record; a child's parent comes preset from `?<param>=<id>` (the parent's own page links so). */
export function CollectionCreatePage() {
  const { t } = useTranslation();
  const { meta, def, missing, error, refetch } = useRouteCollection();
  const [params] = useSearchParams();
  const parentLabel = useParentLabel(def);
  const parentParam = def?.parent?.param;
  const parentId = parentParam ? positiveParam(params.get(parentParam), 0) : 0;
  const parent = useMemo(
    () => (parentParam && parentId ? { param: parentParam, id: parentId } : null),
    [parentParam, parentId],
  );
  const parentName = useParentName(def, parentId);
  const title = meta ? t('collection.form.newTitle', { item: meta.item }) : '';
  if (missing) return <Missing title={title} text={t('collection.form.unavailable')} />;
  return (
    <FormScreen meta={meta} title={title} error={error} onRetry={refetch}>
      {meta && def ? (
        <CollectionForm
          key={`${meta.entity}-${parentId}`}
          meta={meta}
          def={def}
          record={null}
          parent={parent}
          parentLabel={parentLabel}
          parentName={parentName}
        />
      ) : null}
    </FormScreen>
  );
}

/**
 * /:tag/:id: the record in two tabs (form/RecordTabs.tsx): 'Dados', its form (read-only without `<tag>.editar`) and
 * below it its child collections as tabs, each listing the children of this record; 'Histórico', its audit entries
 * field by field. An unknown id (or another client's: 404) says it is not found.
 */
export function CollectionEditPage() {
  const { t } = useTranslation();
  const { meta, def, missing, error, refetch } = useRouteCollection();
  const id = positiveParam(useParams().id ?? null, 0) || undefined;
  const parentLabel = useParentLabel(def);
  const record = useCollectionRecord(meta, id);
  // A restored version is shown by drawing the form again from the record the restore answered.
  const [revision, setRevision] = useState(0);
  const redraw = () => void record.refetch().then(() => setRevision((n) => n + 1));
  const title = meta
    ? record.data && def
      ? t('collection.form.editTitle', { item: meta.item, name: rowTitle(def.entity, record.data) })
      : meta.item
    : '';
  if (missing) return <Missing title={title} text={t('collection.form.unavailable')} />;
  if (id === undefined || (record.error instanceof ApiError && record.error.status === 404))
    return <Missing meta={meta} title={title} text={t('collection.form.notFound')} />;
  return (
    <FormScreen
      meta={meta}
      title={title}
      error={error ?? record.error}
      onRetry={() => (refetch(), void record.refetch())}
    >
      {meta && def && record.data ? (
        <RecordTabs
          meta={meta}
          def={def}
          record={record.data}
          parentLabel={parentLabel}
          revision={revision}
          onRestored={redraw}
          onActed={redraw}
        />
      ) : null}
    </FormScreen>
  );
}

function Missing({ meta, title, text }: { meta?: CollectionMeta; title: string; text: string }) {
  return (
    <FormScreen meta={meta} title={title} error={null} onRetry={() => undefined}>
      <Alert severity="warning">{text}</Alert>
    </FormScreen>
  );
}
