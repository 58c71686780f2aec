import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { FormField, FormFieldCreateBody, FormFieldUpdateBody } from '@console/contract';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { useToast } from '../../../components/toast.tsx';
import { errorDetail } from '../../../lib/http.ts';
import {
  moveChanges,
  useCreateFormField,
  useFormFields,
  useUpdateFormFields,
  type FieldChange,
} from '../api/form-fields.ts';
import { FieldDialog } from '../components/FieldDialog.tsx';
import { FormFieldsTable } from '../components/FormFieldsTable.tsx';
import type { FieldBody } from '../form/field-dialog.ts';
import { translateFieldMessage } from '../form/field-messages.ts';
import { useFieldLabel } from '../form/labels.ts';

/** /usuarios/campos: the client's user form; every change saves at once, and the table returns to what it was if refused. */
export function FormFieldsPage() {
  const { t } = useTranslation();
  const { toast, showError } = useToast();
  // Toasts name a field as the table does: in the interface language.
  const labelOf = useFieldLabel();
  const fields = useFormFields();
  const update = useUpdateFormFields();
  const create = useCreateFormField();
  // undefined: closed; null: a new field.
  const [editing, setEditing] = useState<FormField | null | undefined>(undefined);

  const save = (changes: FieldChange[], label: string) =>
    update.mutate(changes, {
      onSuccess: () => toast({ kind: 'success', message: t('users.fields.saved', { label }) }),
      onError: (error) => showError(translateFieldMessage(t, errorDetail(error))),
    });

  const submitDialog = async (body: FieldBody) => {
    if (editing) {
      await update.mutateAsync([{ key: editing.key, body: body as FormFieldUpdateBody }]);
      const saved = { ...editing, label: body.label ?? editing.label, labels: body.labels ?? editing.labels };
      toast({ kind: 'success', message: t('users.fields.saved', { label: labelOf(saved) }) });
    } else {
      const created = await create.mutateAsync(body as FormFieldCreateBody);
      toast({ kind: 'success', message: t('users.fields.created', { label: labelOf(created) }) });
    }
  };

  const list = fields.data;
  return (
    <Stack spacing={2} component="section" aria-labelledby="fields-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ sm: 'center' }}
      >
        <Typography id="fields-title" variant="h4" component="h1">
          {t('users.fields.title')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button startIcon={<ArrowBack />} component={RouterLink} to="..">
            {t('users.backToList')}
          </Button>
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
            {t('users.fields.create')}
          </Button>
        </Stack>
      </Stack>
      <Typography color="text.secondary">{t('users.fields.intro')}</Typography>
      <Paper variant="outlined" aria-busy={fields.isFetching || update.isPending}>
        {update.isPending ? <LinearProgress aria-label={t('users.fields.saving')} /> : null}
        {fields.isError ? (
          <RetryAlert error={fields.error} retryLabel={t('users.retry')} onRetry={() => void fields.refetch()} />
        ) : !list ? (
          <Box sx={{ p: 3 }}>
            <Typography color="text.secondary">{t('users.fields.loading')}</Typography>
          </Box>
        ) : list.length === 0 ? (
          <Box sx={{ p: 3 }}>
            <Typography>{t('users.fields.empty')}</Typography>
          </Box>
        ) : (
          <FormFieldsTable
            fields={list}
            busy={update.isPending}
            onChange={(change, field) => save([change], labelOf(field))}
            onMove={(index, step) => save(moveChanges(list, index, step), labelOf(list[index]))}
            onEdit={setEditing}
          />
        )}
      </Paper>
      <FieldDialog
        open={editing !== undefined}
        field={editing ?? null}
        onSubmit={submitDialog}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
}
