import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { ApiError } from '../../../lib/http.ts';
import { positiveParam } from '../../../lib/search-params.ts';
import { useUserForm, useUserRecord } from '../api/user-form.ts';
import { UserForm } from '../components/UserForm.tsx';
import { useBackToList } from '../list-return.ts';

/** The frame of both form pages: the heading, a way back to the list, and the loading and error states. */
function FormScreen({
  title,
  error,
  onRetry,
  children,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  children: ReactNode | null;
}) {
  const { t } = useTranslation();
  const backToList = useBackToList();
  return (
    <Stack spacing={2} component="section" aria-labelledby="user-form-title">
      <Stack direction="row" spacing={1} alignItems="center">
        <Button startIcon={<ArrowBack />} onClick={backToList}>
          {t('users.backToList')}
        </Button>
      </Stack>
      <Typography id="user-form-title" variant="h4" component="h1">
        {title}
      </Typography>
      {error ? (
        <RetryAlert error={error} retryLabel={t('users.retry')} onRetry={onRetry} />
      ) : (
        (children ?? (
          <Box sx={{ p: 3 }}>
            <Typography color="text.secondary">{t('users.loadingForm')}</Typography>
          </Box>
        ))
      )}
    </Stack>
  );
}

/** /usuarios/novo. */
export function UserCreatePage() {
  const { t } = useTranslation();
  const definition = useUserForm();
  return (
    <FormScreen title={t('users.createTitle')} error={definition.error} onRetry={() => void definition.refetch()}>
      {definition.data ? <UserForm definition={definition.data} record={null} /> : null}
    </FormScreen>
  );
}

/** /usuarios/:id: an unknown id (or another client's, which the API answers 404) shows a not-found message. */
export function UserEditPage() {
  const { t } = useTranslation();
  const id = positiveParam(useParams().id ?? null, 0) || null;
  const definition = useUserForm();
  const record = useUserRecord(id);
  const missing = id === null || (record.error instanceof ApiError && record.error.status === 404);
  if (missing) {
    return (
      <FormScreen title={t('users.editTitle')} error={null} onRetry={() => undefined}>
        <Alert severity="warning">{t('users.notFound')}</Alert>
      </FormScreen>
    );
  }
  return (
    <FormScreen
      title={record.data ? t('users.editTitleOf', { name: record.data.name }) : t('users.editTitle')}
      error={definition.error ?? record.error}
      onRetry={() => void Promise.all([definition.refetch(), record.refetch()])}
    >
      {definition.data && record.data ? (
        <UserForm key={record.data.id} definition={definition.data} record={record.data} />
      ) : null}
    </FormScreen>
  );
}
