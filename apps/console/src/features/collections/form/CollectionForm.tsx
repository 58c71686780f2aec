import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { Alert, Box, Button, Grid, Paper, Stack } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import type { CollectionDef, CollectionFieldMeta, CollectionMeta, CollectionRow } from '@console/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { FailureAlert } from '../../../components/FailureAlert.tsx';
import { UnsavedChangesDialog } from '../../../components/UnsavedChangesDialog.tsx';
import { useToast } from '../../../components/toast.tsx';
import type { ParentRef } from '../../../lib/data-provider.ts';
import { errorMessage } from '../../../lib/http.ts';
import { showServerErrors } from '../../../lib/server-errors.ts';
import { useUnsavedChanges } from '../../../lib/unsaved-changes.ts';
import { onceValuesOf } from '../../../lib/data-provider.ts';
import { useCreateRecord, useDeleteRecord, useUpdateRecord } from '../api/records.ts';
import { ShowOnceDialog } from '../once/ShowOnceDialog.tsx';
import { useSaveDraft } from '../api/versions.ts';
import { DatesProvider } from './DateControls.tsx';
import { FieldControl } from './FieldControl.tsx';
import { workflowField } from './workflow-options.ts';
import { PickControl } from '../../../components/pickers/PickControl.tsx';
import { rowTitle } from '../../../components/pickers/collection-rows.ts';
import { collectionResolver, translateCollectionMessage } from './resolver.ts';
import { useLeaveForm } from './return.ts';
import { initialValues, type CollectionFormValues } from './values.ts';

export interface CollectionFormProps {
  meta: CollectionMeta;
  def: CollectionDef;
  /** The record being edited; null creates one. */
  record: CollectionRow | null;
  /** A new child's parent, preset from the query string (`?curso_id=12`). */
  parent?: ParentRef | null;
  /** The parent's name in the interface language (the parent field's label). */
  parentLabel?: string;
  /** The preset parent row's name, shown in its (fixed) field. */
  parentName?: string | null;
}

/** Kinds drawn across the whole width. */
const WIDE: ReadonlySet<CollectionFieldMeta['kind']> = new Set([
  'longtext',
  'richtext',
  'image',
  'file',
  'tags',
  'audience',
]);

/**
 * The generic form of a collection: one control per field by kind, validated with the contract's create or update
 * schema; the server's refusals on their fields (422, 409) or above the form; unsaved changes guarded; read-only
 * without `editar`, and a delete with confirmation with `excluir`.
 */
export function CollectionForm({
  meta,
  def,
  record,
  parent = null,
  parentLabel,
  parentName = null,
}: CollectionFormProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const leaveForm = useLeaveForm();
  const mode = record ? 'update' : 'create';
  const readOnly = record !== null && (!meta.can.editar || meta.read_only);
  const initial = useMemo(() => initialValues(def, record, parent), [def, record, parent]);
  const resolver = useMemo(() => collectionResolver(def, mode, initial, t), [def, mode, initial, t]);
  const { control, handleSubmit, setError, formState, reset, getValues, resetField, getFieldState } = useForm<
    CollectionFormValues,
    unknown,
    Record<string, unknown>
  >({ defaultValues: initial, resolver });
  // The record read again (a child added from its tab recounts its figures): fields not edited take the stored values.
  useEffect(() => {
    for (const [name, value] of Object.entries(initial))
      if (!getFieldState(name).isDirty) resetField(name, { defaultValue: value });
  }, [initial, resetField, getFieldState]);
  const create = useCreateRecord(meta);
  const update = useUpdateRecord(meta);
  const remove = useDeleteRecord(meta);
  const draft = useSaveDraft(meta.entity, record?.id ?? 0);
  // A versioned record may keep its edits as a draft (issue 28) without changing what is published.
  const drafts = Boolean(def.versions && record && !readOnly);
  const [failures, setFailures] = useState<string[]>([]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [shown, setShown] = useState<Record<string, string> | null>(null);
  const guard = useUnsavedChanges(formState.isDirty && !readOnly);
  const parentParam = def.parent?.param ?? null;
  const names = useMemo(
    () => new Set([...meta.fields.map((field) => field.name), ...(parentParam ? [parentParam] : [])]),
    [meta.fields, parentParam],
  );

  const leave = () => {
    guard.release();
    leaveForm();
  };

  const onSubmit = handleSubmit(async (body) => {
    setFailures([]);
    if (record && Object.keys(body).length === 0) return leave();
    try {
      const saved = record ? await update.mutateAsync({ id: record.id, body }) : await create.mutateAsync(body);
      toast({
        kind: 'success',
        message: t(record ? 'collection.form.updated' : 'collection.form.created', { item: meta.item }),
      });
      // A value shown once (a new API key) is shown before the form is left, and then never again.
      const once = record ? undefined : onceValuesOf(saved);
      if (once) {
        guard.release();
        setShown(once);
      } else leave();
    } catch (error) {
      setFailures(
        showServerErrors(
          error,
          (key) => (names.has(key) ? key : null),
          setError,
          (message) => translateCollectionMessage(t, message),
        ),
      );
    }
  });

  const onDraft = handleSubmit(async (body) => {
    setFailures([]);
    if (Object.keys(body).length === 0) return;
    try {
      const saved = await draft.mutateAsync(body);
      toast({ kind: 'success', message: t('collection.versions.draftSaved', { number: saved.number }) });
      // What was drafted is kept: leaving now asks nothing; the record itself is as it was.
      reset(getValues());
    } catch (error) {
      setFailures(
        showServerErrors(
          error,
          (key) => (names.has(key) ? key : null),
          setError,
          (message) => translateCollectionMessage(t, message),
        ),
      );
    }
  });

  const onDelete = async () => {
    if (!record) return;
    try {
      await remove.mutateAsync(record.id);
      setConfirmDelete(false);
      toast({ kind: 'success', message: t('collection.form.deleted', { item: meta.item }) });
      leave();
    } catch (error) {
      setConfirmDelete(false);
      toast({ kind: 'error', message: errorMessage(error) });
    }
  };

  const labels = record?.labels ?? {};
  return (
    <DatesProvider>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={meta.item}>
        <FailureAlert messages={failures} />
        {shown ? <ShowOnceDialog values={shown} onClose={leave} /> : null}
        {readOnly ? <Alert severity="info">{t('collection.form.readOnly')}</Alert> : null}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Grid container spacing={2}>
            {def.parent && parentParam ? (
              <Grid size={{ xs: 12, md: 6 }}>
                <Controller
                  name={parentParam}
                  control={control}
                  render={({ field: input, fieldState: { error } }) => (
                    <PickControl
                      kind="reference"
                      label={parentLabel ?? parentParam}
                      target={def.parent?.entity ?? null}
                      value={typeof input.value === 'number' ? input.value : null}
                      initialName={labels[parentParam] ?? parentName}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      inputRef={input.ref}
                      name={input.name}
                      required
                      // A new child opened from its parent stays with it.
                      readOnly={readOnly || (parent !== null && !record)}
                      error={error?.message}
                    />
                  )}
                />
              </Grid>
            ) : null}
            {/* What the platform computes or generates is shown on a record, read-only, and not asked of a new one. */}
            {meta.fields
              .filter((field) => record || !field.kept)
              .map((field) => (
                <Grid key={field.name} size={{ xs: 12, md: WIDE.has(field.kind) ? 12 : 6 }}>
                  <FieldControl
                    field={
                      field.kept
                        ? { ...field, help: field.help ?? t('collection.form.kept') }
                        : workflowField(meta, field, record)
                    }
                    control={control}
                    readOnly={readOnly || field.kept}
                    labels={labels}
                    entity={meta.entity}
                  />
                </Grid>
              ))}
          </Grid>
        </Paper>
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
          {record && meta.can.excluir && !meta.read_only ? (
            <Button
              color="error"
              startIcon={<DeleteOutline />}
              onClick={() => setConfirmDelete(true)}
              disabled={formState.isSubmitting}
            >
              {t('collection.form.delete')}
            </Button>
          ) : null}
          <Box sx={{ flex: 1 }} />
          <Button onClick={leaveForm} disabled={formState.isSubmitting}>
            {readOnly ? t('collection.form.back') : t('collection.form.cancel')}
          </Button>
          {drafts ? (
            <Button variant="outlined" onClick={() => void onDraft()} disabled={formState.isSubmitting}>
              {t('collection.versions.saveDraft')}
            </Button>
          ) : null}
          {readOnly ? null : (
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              {t('collection.form.save')}
            </Button>
          )}
        </Stack>
        <UnsavedChangesDialog
          guard={guard}
          texts={{
            title: t('collection.form.unsavedTitle'),
            text: t('collection.form.unsavedText'),
            leave: t('collection.form.discard'),
            stay: t('collection.form.keepEditing'),
          }}
        />
        <ConfirmDialog
          open={confirmDelete}
          title={t('collection.form.deleteTitle', { item: meta.item })}
          text={t('collection.form.deleteText', { name: record ? rowTitle(def.entity, record) : '' })}
          confirmLabel={t('collection.form.delete')}
          cancelLabel={t('collection.form.cancel')}
          danger
          busy={remove.isPending}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() => void onDelete()}
        />
      </Stack>
    </DatesProvider>
  );
}
